/** How many e2e files run at once (one Chromium and one reference server each); 2 on the 2-core CI
 * machine. Three shortened the run by about a fifth but put the load near 13–20, and Chromium then
 * missed 30 s waits in files that pass alone (school-from-zero, integrations-truth, shell-guard): a
 * slower green run lands, a faster red one does not. */
export function e2eWorkers(): number {
  const n = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(n) && n >= 1 ? n : 2;
}
