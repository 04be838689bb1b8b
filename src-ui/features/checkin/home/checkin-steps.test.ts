import { describe, expect, test } from 'vitest';
import { checkinSteps, mainAction, progressText } from '@ui/features/checkin/home/checkin-steps';
import { progressOf, served } from '@ui/testing/checkin-fixtures';

// The screens render the server's progress.shown exactly (journeys checkinShown, tested in
// tests/unit/journeys/student-offers.test.ts); here: the mapping to routes and the unknown case.

describe('check-in steps as the server shows them', () => {
  test("the server's phases, statuses and buttons, each button on its route", () => {
    const steps = checkinSteps(progressOf('reported', 'noticeRead', 'confirmed'));
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['reported', 'done'],
      ['noticeRead', 'done'],
      ['confirmed', 'done'],
      ['photoOk', 'next'],
      ['arrived', 'todo'],
    ]);
    expect(steps[3]).toMatchObject({
      status: '未上传',
      action: { label: '去拍照', to: '/orientation/humanface/faceStandard' },
    });
  });

  test('a photo under review: 审核中 in the step, the status line and the main button (issue 23)', () => {
    const p = served(progressOf('reported', 'noticeRead', 'confirmed'), 'reviewing');
    expect(checkinSteps(p)[3]).toMatchObject({ state: 'next', status: '审核中', waiting: true });
    expect(progressText(p)).toBe('已确认信息，人脸照片审核中');
    expect(mainAction(p)).toMatchObject({ label: '上传人脸照片：审核中', waiting: true });
  });

  test('a pass saved by an older version (no shown): neutral, never a guessed status', () => {
    const { shown: _s, face: _f, photo: _p, ...old } = progressOf('reported', 'noticeRead', 'confirmed');
    const steps = checkinSteps(old);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'next', 'todo']);
    for (const s of steps) expect(s).toMatchObject({ status: '状态获取中', action: null });
    expect(progressText(old)).toBe('状态获取中');
    expect(mainAction(old)).toBeNull();
  });
});
