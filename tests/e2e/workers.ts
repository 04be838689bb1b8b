/** How many e2e files run at once (one Chromium and one reference server each); 3 on the 2-core CI
 * machine: a file waits on its pages and servers more than it computes (a whole 2-worker run used a third of
 * the two cores), so a third worker shortens the run by about a fifth. */
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 3);
  return Number.isInteger(n) && n >= 1 ? n : 3;
}
