import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planLifecycle } from '@domain/journeys';
import {
  AUDIT_ACTION_GROUPS,
  AUDIT_ACTIONS,
  AUDIT_ACTION_OPTIONS,
  auditActionLabel,
  RETIRED_AUDIT_ACTIONS,
} from '@domain/staff/audit-actions';

// Issue 24 item 4: every action name the server writes into the audit trail has Chinese words in
// src-domain/staff/audit-actions.ts, so 操作日志 never shows a raw `registration.approve`.
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === 'migrations' || f === 'seed' ? [] : files(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });

/** The literal action names on lines that write an audit row (action: …, operatorAudit(…), move(…)). */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const f of files(join(__dirname, '../../server/src'))) {
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (!/\baction\b|operatorAudit\(|\bmove\(/.test(line) || /\bkind\b/.test(line)) continue;
      for (const m of line.matchAll(/'([a-z][a-zA-Z-]*(?:\.[a-zA-Z-]+)*)'/g)) {
        const name = m[1]!;
        if (name.includes('.') || /\baudit\(/.test(line)) found.add(name);
      }
    }
  }
  return found;
}

describe('audit action labels', () => {
  it('every action the server writes has a Chinese label', () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(60);
    for (const e of planLifecycle.events) written.add(`plan.${e}`);
    const missing = [...written].filter((a) => !(a in AUDIT_ACTIONS));
    expect(missing).toEqual([]);
  });

  it('labels are Chinese; an unknown action still reads as 其他操作', () => {
    for (const label of Object.values(AUDIT_ACTIONS)) expect(label).toMatch(/[\u4e00-\u9fff]/);
    expect(auditActionLabel('registration.approve')).toBe('报名审核通过');
    expect(auditActionLabel('admission.revoke')).toBe('撤销录取');
    expect(auditActionLabel('x.y')).toBe('其他操作（x.y）');
    expect(AUDIT_ACTION_OPTIONS.length).toBe(Object.keys(AUDIT_ACTIONS).length);
  });

  it('the filter is grouped by area and offers no retired action; old rows keep their labels (issue 34 item 22)', () => {
    expect(AUDIT_ACTION_GROUPS.map((g) => g.area)).toEqual(['招生', '迎新', '内容', '学校']);
    const offered = AUDIT_ACTION_GROUPS.flatMap((g) => g.options.map((o) => o.value));
    expect([...offered].sort()).toEqual(AUDIT_ACTION_OPTIONS.map((o) => o.value).sort());
    expect(offered.filter((a) => a in RETIRED_AUDIT_ACTIONS)).toEqual([]);
    expect(AUDIT_ACTION_GROUPS.find((g) => g.area === '迎新')!.options.map((o) => o.value)).toContain(
      'desk.undo',
    );
    expect(auditActionLabel('registration.admit')).toBe('录取决定（旧接口）');
    // A retired action is one no endpoint writes any more.
    const written = writtenActions();
    expect(Object.keys(RETIRED_AUDIT_ACTIONS).filter((a) => written.has(a))).toEqual([]);
  });
});
