// --profile-server: where the server process spends its CPU under load (V8 CPU profile, self time
// per npm package or source folder), to point at what would raise req/s.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { row } from './lib/budget.mjs';

export const ownerOf = (url) => {
  if (!url) return 'native';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const p = url.slice(nm + 13).split('/');
    return p[0].startsWith('@') ? `${p[0]}/${p[1]}` : p[0];
  }
  if (url.startsWith('node:')) return 'node core';
  const m = /\/(server\/src\/[^/]+|contract|src-domain\/[^/]+)/.exec(url);
  return m ? m[1] : url.split('/').slice(-2).join('/');
};

/** Self-time share per owner over every profile in dir (idle and program time excluded). */
export function profileRows(dir, label) {
  const totals = new Map();
  const fns = new Map();
  let all = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'))) {
    const prof = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    const byId = new Map(prof.nodes.map((n) => [n.id, n]));
    const dt = new Map();
    prof.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
    for (const [id, us] of dt) {
      const n = byId.get(id);
      const fn = n.callFrame.functionName;
      if (fn === '(idle)' || fn === '(program)') continue;
      const key = fn === '(garbage collector)' ? 'GC' : ownerOf(n.callFrame.url);
      totals.set(key, (totals.get(key) ?? 0) + us);
      const fnKey = `${fn || '(anonymous)'} ${n.callFrame.url ? ownerOf(n.callFrame.url) : 'native'}`;
      fns.set(fnKey, (fns.get(fnKey) ?? 0) + us);
      all += us;
    }
  }
  const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const topFns = [...fns]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, us]) => `${k} ${((us / all) * 100).toFixed(1)}%`);
  return [
    ...top.map(([k, us]) =>
      row(
        'server profile',
        `${label}: ${k}`,
        (us / all) * 100,
        '%',
        undefined,
        `${(us / 1e6).toFixed(2)} s self time`,
      ),
    ),
    row('server profile', `${label}: top functions`, null, '', undefined, topFns.join('; ')),
  ];
}
