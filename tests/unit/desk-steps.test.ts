import { describe, expect, it } from 'vitest';
import { ARRIVE_STEP, markRefusal, undoRefusal } from '@domain/journeys/desk-steps';

const steps = (done: Record<string, boolean>) =>
  [
    { key: ARRIVE_STEP, name: '报到' },
    { key: 'fee', name: '缴费核验' },
    { key: 'items', name: '领取物品' },
    { key: 'dorm', name: '宿舍入住' },
  ].map((s) => ({ ...s, done: !!done[s.key] }));

describe('desk step order (journeys/desk-steps.ts)', () => {
  it('报到 may always be marked; every later step only after 报到', () => {
    expect(markRefusal(ARRIVE_STEP, steps({}))).toBeNull();
    for (const [key, name] of [
      ['fee', '缴费核验'],
      ['items', '领取物品'],
      ['dorm', '宿舍入住'],
    ])
      expect(markRefusal(key!, steps({}))).toBe(`请先办理报到，再办理${name}`);
    expect(markRefusal('fee', steps({ arrive: true }))).toBeNull();
  });

  it('撤销报到 only while no later step is done; a later step may be undone; nothing undone twice', () => {
    expect(undoRefusal(ARRIVE_STEP, steps({ arrive: true }))).toBeNull();
    expect(undoRefusal(ARRIVE_STEP, steps({ arrive: true, fee: true }))).toBe(
      '已办理缴费核验，请先撤销该环节再撤销报到',
    );
    expect(undoRefusal(ARRIVE_STEP, steps({ arrive: true, fee: true, dorm: true }))).toBe(
      '已办理缴费核验、宿舍入住，请先撤销这些环节再撤销报到',
    );
    expect(undoRefusal('fee', steps({ arrive: true, fee: true }))).toBeNull();
    expect(undoRefusal('fee', steps({ arrive: true }))).toBe('缴费核验尚未办理，无需撤销');
    expect(undoRefusal('nope', steps({}))).toBe('本校没有这个办理环节');
  });
});
