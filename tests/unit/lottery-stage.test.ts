import { describe, expect, it } from 'vitest';
import * as lottery from '@contract/lottery';
import { ACTION_ROLES } from '@domain/staff/roles';
import { drawActions, drawOutcomeText, drawStage, DRAW_STAGE } from '@domain/admissions/lottery-stage';
import { can } from '@domain/staff/roles';
import type { StaffRole } from '@domain/staff/types';

describe('摇号 stage (issue 37)', () => {
  it('报名中 → 已截止待公示承诺 → 承诺已公示 → 已摇号, and what staff may do at each', () => {
    const at = (windowClosed: boolean, draw: { drawnAt: string | null } | null) =>
      drawStage({ windowClosed, draw });
    expect([
      at(false, null),
      at(true, null),
      at(true, { drawnAt: null }),
      at(true, { drawnAt: 'x' }),
    ]).toEqual(['open', 'closed', 'committed', 'drawn']);
    expect(Object.values(DRAW_STAGE).map((s) => s.label)).toEqual([
      '报名中',
      '已截止待公示承诺',
      '承诺已公示',
      '已摇号',
    ]);
    expect((['open', 'closed', 'committed', 'drawn'] as const).map(drawActions)).toEqual([
      [],
      ['commit'],
      ['draw'],
      [],
    ]);
    expect(drawOutcomeText({ admitted: true, waitlist: null })).toBe('中签');
    expect(drawOutcomeText({ admitted: false, waitlist: 3 })).toBe('候补 3');
  });

  it('the 摇号 screen opens for the roles the server takes on its endpoints', () => {
    for (const role of ['admin', 'admissions', 'checkin'] as StaffRole[])
      expect(can(role, 'lottery'), role).toBe(
        (ACTION_ROLES[lottery.draw.action] as readonly string[]).includes(role),
      );
  });
});
