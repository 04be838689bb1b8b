import { describe, expect, it } from 'vitest';
import type { Application } from '@domain/ports/applications-gateway';
import { lotteryShown } from '@domain/journeys';
import { application } from '@ui/testing/application-fixture';
import { timelineSteps } from './status-timeline';

const app = (over: Partial<Application> = {}) => application({ feeStatus: 3, editable: false, ...over });
const drawn = (state: Parameters<typeof lotteryShown>[0], waitlist: number | null = null) => {
  const l = lotteryShown(state, waitlist);
  return app({ shown: { journey: 'lottery', state: l.state, label: l.label, tone: l.tone } });
};

// Issue 37: on a 报名后摇号 plan 我的报名 reads the draw's word as the server shows it, not 待录取.
describe('我的报名 timeline of a 报名后摇号 plan', () => {
  it('a waitlisted one reads 未中签（候补第 N 位）', () => {
    expect(timelineSteps(drawn('waitlist', 3), false).at(-1)).toMatchObject({
      name: '摇号结果',
      text: '未中签（候补第 3 位）',
      tone: 'current',
    });
  });
  it('a won one reads 已中签; before the draw 待摇号', () => {
    expect(timelineSteps(drawn('won'), false).at(-1)).toMatchObject({ text: '已中签', tone: 'done' });
    expect(timelineSteps(drawn('pending'), false).at(-1)).toMatchObject({ text: '待摇号' });
  });
  it('a 先到先得 plan keeps its 录取 step', () => {
    expect(timelineSteps(app({ admissionStatus: 3 }), false).at(-1)).toMatchObject({ name: '录取' });
  });
});
