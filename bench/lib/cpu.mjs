// CPU accounting from /proc (Linux), so load figures show who used the 2 cores during a window.
import { readdirSync, readFileSync } from 'node:fs';

const TICK = 100; // USER_HZ on Linux

/** CPU seconds used so far by one process (user + system), or null. */
export function processCpu(pid) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12])) / TICK;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by every process whose command name is `comm` (e.g. postgres backends). */
export function commCpu(comm) {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== comm) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      sum += (Number(f[11]) + Number(f[12])) / TICK;
    } catch {
      // the process ended while we read
    }
  }
  return sum;
}

/** CPU seconds the whole machine spent busy (all cores). */
export function machineCpu() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = f[3] + (f[4] ?? 0);
    return (f.reduce((a, b) => a + b, 0) - idle) / TICK;
  } catch {
    return null;
  }
}

/** Starts a window; stop() returns CPU% (100 = one core) per named counter over the window. */
export function cpuWindow(counters) {
  const t0 = performance.now();
  const start = Object.fromEntries(Object.entries(counters).map(([k, f]) => [k, f()]));
  return () => {
    const secs = (performance.now() - t0) / 1000;
    return Object.fromEntries(
      Object.entries(counters).map(([k, f]) => {
        const v = f();
        return [k, v == null || start[k] == null ? null : ((v - start[k]) / secs) * 100];
      }),
    );
  };
}
