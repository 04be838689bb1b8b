/** How many e2e files run at once (one Chromium and one reference server each); 2 on the 2-core CI machine. */
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(n) && n >= 1 ? n : 2;
}
