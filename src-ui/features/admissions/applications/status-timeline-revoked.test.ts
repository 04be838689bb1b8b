import { describe, expect, it } from 'vitest';
import type { Application } from '@domain/ports/applications-gateway';
import { application } from '@ui/testing/application-fixture';
import { timelineSteps } from './status-timeline';

const app = (over: Partial<Application> = {}) => application({ feeStatus: 3, editable: false, ...over });

// Issue 24: a 录取 revoked after publication is told in 我的报名 with the school's reason.
describe('我的报名 timeline after 撤销录取', () => {
  it('the 录取 step reads 已撤销录取 with the reason', () => {
    const last = timelineSteps(app({ admissionNote: '已撤销录取，原因：学籍材料不实' }), false).at(-1)!;
    expect(last).toMatchObject({
      name: '录取',
      text: '已撤销录取',
      tone: 'error',
      note: '已撤销录取，原因：学籍材料不实',
    });
  });
  it('without a note the step is as before', () => {
    expect(timelineSteps(app({ admissionStatus: 3 }), false).at(-1)).toMatchObject({
      text: '已录取',
      tone: 'done',
    });
  });
});
