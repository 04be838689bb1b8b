import { describe, expect, test } from 'vitest';
import {
  checkinShown,
  faceOffer,
  type FaceState,
  signupOffer,
  type SignupFacts,
  type CheckinStepKey,
} from '@domain/journeys';

// Issue 23 item 2 for the student: what the face photo, the check-in steps and an activity show and
// offer now, computed once (the server sends it, the screens render it).

const KEYS: CheckinStepKey[] = ['reported', 'noticeRead', 'confirmed', 'photoOk', 'arrived'];
const facts = (done: CheckinStepKey[], photo: FaceState, keys = KEYS) => {
  // The state over every step (the server's checkinStateOf); the list keeps the school's steps.
  const prefix = KEYS.findIndex((k) => !done.includes(k));
  const reached = prefix === -1 ? KEYS.length : prefix;
  const face = faceOffer({ state: photo, arrived: done.includes('arrived') });
  return {
    state: reached === 0 ? ('none' as const) : KEYS[reached - 1]!,
    steps: keys.map((key) => ({ key, done: done.includes(key) })),
    face,
  };
};

describe('face photo offer', () => {
  test('none → 去拍照; 审核中 / 已通过 → 更换照片; 已驳回 → 重新拍摄; after arrival nothing', () => {
    expect(faceOffer({ state: 'none', arrived: false })).toEqual({
      shown: { state: 'none', label: '未上传', tone: 'default' },
      actions: ['upload'],
    });
    expect(faceOffer({ state: 'reviewing', arrived: false }).actions).toEqual(['replace']);
    expect(faceOffer({ state: 'reviewing', arrived: false }).shown.label).toBe('审核中');
    expect(faceOffer({ state: 'approved', arrived: false }).actions).toEqual(['replace']);
    expect(faceOffer({ state: 'rejected', arrived: false }).actions).toEqual(['reupload']);
    for (const state of ['none', 'reviewing', 'approved', 'rejected'] as const)
      expect(faceOffer({ state, arrived: true }).actions).toEqual([]);
  });
});

describe('check-in shown', () => {
  test('the first unfinished step is next; its button and the main button name it', () => {
    const v = checkinShown(facts(['reported', 'noticeRead'], 'none'));
    expect(v.steps.map((s) => s.phase)).toEqual(['done', 'done', 'next', 'todo', 'todo']);
    expect(v.steps[2]).toMatchObject({ status: '未确认', go: { to: 'confirm', label: '去确认' } });
    expect(v.statusText).toBe('已读须知，下一步：确认个人信息');
    expect(v.main).toEqual({ label: '下一步：确认个人信息', go: 'confirm', waiting: false });
  });

  test('photo uploaded: 审核中 everywhere, the main button no longer asks for the upload (defect 2)', () => {
    const v = checkinShown(facts(['reported', 'noticeRead', 'confirmed'], 'reviewing'));
    expect(v.steps[3]).toMatchObject({ phase: 'next', status: '审核中', waiting: true, go: { to: 'face' } });
    expect(v.statusText).toBe('已确认信息，人脸照片审核中');
    expect(v.main).toEqual({ label: '上传人脸照片：审核中', go: 'face', waiting: true });
  });

  test('no photo → 去拍照; rejected → 重新拍摄 and the step is to do again', () => {
    const none = checkinShown(facts(['reported', 'noticeRead', 'confirmed'], 'none'));
    expect(none.steps[3]).toMatchObject({ status: '未上传', go: { to: 'faceStandard', label: '去拍照' } });
    expect(none.main?.label).toBe('下一步：上传人脸照片');
    const rejected = checkinShown(facts(['reported', 'noticeRead', 'confirmed'], 'rejected'));
    expect(rejected.steps[3]).toMatchObject({ status: '已驳回', go: { label: '重新拍摄' }, waiting: false });
    expect(rejected.statusText).toBe('已确认信息，下一步：上传人脸照片');
  });

  test('已到校 only when every step is done; then no main button', () => {
    expect(checkinShown(facts(['reported', 'noticeRead', 'arrived'], 'none')).statusText).toBe(
      '已读须知，下一步：确认个人信息',
    );
    const all = checkinShown(facts(KEYS, 'approved'));
    expect(all.statusText).toBe('已到校');
    expect(all.main).toBeNull();
    expect(all.steps[3]).toMatchObject({ status: '已通过', phase: 'done' });
  });

  test('a school without a face photo: no photo step, 到校 next after confirming', () => {
    const keys = KEYS.filter((k) => k !== 'photoOk');
    const v = checkinShown(facts(['reported', 'noticeRead', 'confirmed', 'photoOk'], 'none', keys));
    expect(v.steps.map((s) => s.key)).toEqual(['reported', 'noticeRead', 'confirmed', 'arrived']);
    expect(v.statusText).toBe('已确认信息，下一步：到校现场报到');
  });

  test('到校现场核验 chosen: the photo step is done as 到校现场核验, 到校现场报到 next (issue 34 item 18)', () => {
    const v = checkinShown({
      ...facts(['reported', 'noticeRead', 'confirmed', 'photoOk'], 'none'),
      onsite: true,
    });
    expect(v.steps[3]).toMatchObject({ phase: 'done', status: '到校现场核验', tone: 'success' });
    expect(v.statusText).toBe('已选择到校现场核验，下一步：到校现场报到');
    expect(v.main).toEqual({ label: '下一步：到校现场报到', go: 'procedure', waiting: false });
    expect(v.statusText + v.main!.label + v.steps[3]!.status).not.toContain('上传');
  });
});

describe('activity sign-up offer', () => {
  const f = (over: Partial<SignupFacts> = {}): SignupFacts => ({
    activity: 'open',
    left: 3,
    joined: false,
    audienceRefused: false,
    beforeSignEnd: true,
    ...over,
  });
  test('open with places: 立即报名; joined: 已报名 with 取消报名 until 报名截止', () => {
    expect(signupOffer(f())).toMatchObject({ actions: ['signUp'], shown: { state: 'open' } });
    expect(signupOffer(f({ joined: true }))).toMatchObject({
      actions: ['cancel'],
      shown: { state: 'signedUp', label: '已报名' },
    });
    expect(signupOffer(f({ joined: true, activity: 'ended', beforeSignEnd: false })).actions).toEqual([]);
  });
  test('not started, ended, full, cancelled or not an applicant: no sign-up, with the reason', () => {
    expect(signupOffer(f({ activity: 'notStarted' }))).toMatchObject({
      actions: [],
      refusal: '活动报名尚未开始',
    });
    expect(signupOffer(f({ activity: 'ended', beforeSignEnd: false })).refusal).toBe('活动报名已结束');
    expect(signupOffer(f({ left: 0 }))).toMatchObject({ actions: [], shown: { state: 'full' } });
    expect(signupOffer(f({ activity: 'cancelled', joined: true }))).toMatchObject({
      actions: [],
      shown: { state: 'cancelled' },
    });
    expect(signupOffer(f({ audienceRefused: true })).actions).toEqual([]);
  });
});
