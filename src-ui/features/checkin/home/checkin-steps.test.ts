import { describe, expect, test } from 'vitest';
import { checkinSteps } from '@ui/features/checkin/home/checkin-steps';

const base = { confirmedAt: '2026-11-20T08:00:00Z', photoUrl: null, arrivedAt: null, photoStatus: null };

describe('check-in progress steps', () => {
  test('the first unfinished step is the next one, later ones wait', () => {
    const steps = checkinSteps(base, true);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['notice', 'done'],
      ['confirm', 'done'],
      ['photo', 'next'],
      ['arrive', 'todo'],
    ]);
    expect(steps[2]).toMatchObject({ status: '未上传', action: { label: '去拍照' } });
  });

  test('a rejected photo is to do again, with a retake action', () => {
    const photo = checkinSteps({ ...base, photoUrl: '/p.jpg', photoStatus: 2 }, true)[2]!;
    expect(photo).toMatchObject({ state: 'next', status: '已驳回', action: { label: '重新拍摄' } });
  });

  test('an uploaded photo awaiting review or approved counts as done', () => {
    expect(checkinSteps({ ...base, photoUrl: '/p.jpg', photoStatus: 0 }, true)[2]).toMatchObject({
      state: 'done',
      status: '已上传',
    });
    expect(checkinSteps({ ...base, photoUrl: '/p.jpg', photoStatus: 1 }, true)[2]).toMatchObject({
      state: 'done',
      status: '审核通过',
    });
  });
});
