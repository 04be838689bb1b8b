import { describe, expect, test } from 'vitest';
import { checkinSteps, progressText } from '@ui/features/checkin/home/checkin-steps';
import { progressOf } from '@ui/testing/checkin-fixtures';

const noPhoto = { photoUrl: null, photoStatus: null };

describe('check-in progress steps (from the server progress)', () => {
  test('the first unfinished step is the next one, later ones wait', () => {
    const steps = checkinSteps(progressOf('reported', 'noticeRead', 'confirmed'), noPhoto);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['reported', 'done'],
      ['noticeRead', 'done'],
      ['confirmed', 'done'],
      ['photoOk', 'next'],
      ['arrived', 'todo'],
    ]);
    expect(steps[3]).toMatchObject({ status: '未上传', action: { label: '去拍照' } });
  });

  test('a rejected photo is to do again, with a retake action; one awaiting review is 审核中', () => {
    const p = progressOf('reported', 'noticeRead', 'confirmed');
    expect(checkinSteps(p, { photoUrl: '/p.jpg', photoStatus: 2 })[3]).toMatchObject({
      state: 'next',
      status: '已驳回',
      action: { label: '重新拍摄' },
    });
    expect(checkinSteps(p, { photoUrl: '/p.jpg', photoStatus: 0 })[3]).toMatchObject({
      state: 'next',
      status: '审核中',
    });
  });

  test('an approved photo step is done', () => {
    const p = progressOf('reported', 'noticeRead', 'confirmed', 'photoOk');
    expect(checkinSteps(p, { photoUrl: '/p.jpg', photoStatus: 1 })[3]).toMatchObject({
      state: 'done',
      status: '已通过',
    });
  });

  test("the 报到流程 page's steps read the server's photo state; unknown shows no guessed status (issue 23)", () => {
    const p = progressOf('reported', 'noticeRead', 'confirmed');
    // A pass saved by an older version, without the photo state: never 未通过.
    expect(checkinSteps(p)[3]).toMatchObject({ status: '状态获取中', action: { label: '查看' } });
    expect(checkinSteps({ ...p, photo: 'reviewing' })[3]).toMatchObject({
      state: 'next',
      status: '审核中',
      waiting: true,
      action: { label: '查看' },
    });
    expect(checkinSteps({ ...p, photo: 'none' })[3]).toMatchObject({
      status: '未上传',
      action: { label: '去拍照' },
    });
    expect(checkinSteps({ ...p, photo: 'rejected' })[3]).toMatchObject({
      status: '已驳回',
      action: { label: '重新拍摄' },
    });
    expect(progressText({ ...p, photo: 'reviewing' })).toBe('已确认信息，人脸照片审核中');
  });

  test('the status says what is next and claims 已到校 only when every step is done', () => {
    expect(progressText(progressOf('reported'))).toBe('已登记，下一步：阅读报到须知');
    // Scanned at the gate before confirming: arrival is stored but not claimed.
    expect(progressText(progressOf('reported', 'noticeRead', 'arrived'))).toBe(
      '已读须知，下一步：确认个人信息',
    );
    expect(progressText(progressOf('reported', 'noticeRead', 'confirmed', 'photoOk', 'arrived'))).toBe(
      '已到校',
    );
  });

  test('a photo waiting for review says so instead of asking to upload it again', () => {
    const p = progressOf('reported', 'noticeRead', 'confirmed');
    expect(progressText(p, { photoUrl: null, photoStatus: null })).toBe('已确认信息，下一步：上传人脸照片');
    expect(progressText(p, { photoUrl: '/p.jpg', photoStatus: 0 })).toBe('已确认信息，人脸照片审核中');
    expect(progressText(p, { photoUrl: '/p.jpg', photoStatus: 2 })).toBe('已确认信息，下一步：上传人脸照片');
  });
});

describe('a school without a required face photo (报到设置)', () => {
  test('no photo step; after confirming the next step is 到校 and the status says so', () => {
    const full = progressOf('reported', 'noticeRead', 'confirmed', 'photoOk');
    const p = { ...full, steps: full.steps.filter((s) => s.key !== 'photoOk') };
    const steps = checkinSteps(p, noPhoto);
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['reported', 'done'],
      ['noticeRead', 'done'],
      ['confirmed', 'done'],
      ['arrived', 'next'],
    ]);
    expect(progressText(p, noPhoto)).toBe('已确认信息，下一步：到校现场报到');
  });
});
