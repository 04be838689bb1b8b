import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '@adapters/storage/memory-store';
import { AppConfig } from '@domain/ports/app-config';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { LocalStore, SessionStore } from '@domain/ports/storage';
import { CheckinGateway, type StudentDetail } from '@domain/ports/checkin-gateway';
import FacePage from '@ui/features/checkin/face/face-page';
import { CONSENT_TEXTS, IdentityGateway, type IdentityState, ONSITE_TEXT } from '@domain/checkin-desk';
import { fakeSession } from '@ui/testing/fake-session';
import { setup, studentDetail } from '@ui/testing/checkin-fixtures';

const detail = (over: Partial<StudentDetail> = {}): StudentDetail =>
  studentDetail({
    welcomeId: 'w-1001-06',
    name: '张若曦',
    idNumber: '110102********0024',
    birthday: '2009-05-20',
    age: 17,
    studentNo: '20261001006',
    ticketNo: '2026100106',
    majorId: 'm-1001-01',
    majorName: '计算机应用',
    className: '计算机2601班',
    dormitory: '2号楼206',
    ...over,
  });
const PHOTO = '/fileapi/files/p';

const identityState = (over: Partial<IdentityState> = {}): IdentityState => ({
  method: null,
  underFourteen: false,
  consents: { face: null, guardian: null },
  missing: ['face'],
  texts: { ...CONSENT_TEXTS, onsite: ONSITE_TEXT },
  ...over,
});

function mount(d: StudentDetail, identity: IdentityState = identityState()) {
  const { wrap, loc } = setup('/orientation/humanface/face', (c) => {
    c.bind(CheckinGateway).toConstantValue({ detail: async () => d } as unknown as CheckinGateway);
    c.bind(IdentityGateway).toConstantValue({ get: async () => identity } as unknown as IdentityGateway);
    c.bind(Session).toConstantValue(fakeSession({ token: 't', userInfo: { welcomeId: d.welcomeId } }));
    c.bind(LocalStore).toConstantValue(new MemoryStore());
    c.bind(SessionStore).toConstantValue(new MemoryStore());
    c.bind(Clock).toConstantValue({ now: () => new Date('2026-08-20T02:00:00Z') });
    c.bind(AppConfig).toConstantValue({ baseUrl: '' } as unknown as AppConfig);
  });
  render(wrap(<FacePage />));
  return loc;
}

describe('face photo page: the server’s review state', () => {
  it.each([
    ['no photo', detail(), '未上传', '去拍照', false],
    // Issue 23: the same words as home and 报到流程 (审核中), and while waiting the way on, not a retake.
    ['审核中', detail({ photoUrl: PHOTO, photoStatus: 0 }), '审核中', '返回报到首页', true],
    ['已通过', detail({ photoUrl: PHOTO, photoStatus: 1 }), '已通过', '返回报到首页', true],
    // Arrival no longer implies approval: the state is the server's; after arrival the server
    // offers no new photo (the desk has matched the student), so none is offered here.
    [
      'arrived, still pending',
      detail({ photoUrl: PHOTO, photoStatus: 0, arrivedAt: '2026-08-28T02:00:00Z' }),
      '审核中',
      '返回报到首页',
      false,
    ],
  ])('%s', async (_name, d, review, action, replace) => {
    mount(d);
    await waitFor(() => expect(screen.getByTestId('photo-review')).toHaveTextContent(review));
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    // A photo on file may still be replaced, as a secondary choice only.
    expect(!!screen.queryByRole('button', { name: '更换照片（需重新审核）' })).toBe(replace);
    expect(screen.queryByRole('button', { name: '重新拍摄' })).toBeNull();
    expect(!!screen.queryByRole('img', { name: '我的人脸照片' })).toBe(!!d.photoUrl);
    expect(screen.queryByTestId('photo-reject-reason')).toBeNull();
  });

  it('已驳回 shows the reason, and 重新拍摄 leads to the requirements page', async () => {
    const loc = mount(
      detail({ photoUrl: PHOTO, photoStatus: 2, photoRejectReason: '照片背景不是纯色，请在白墙前重新拍摄' }),
    );
    await waitFor(() => expect(screen.getByTestId('photo-review')).toHaveTextContent('已驳回'));
    expect(screen.getByRole('alert')).toHaveTextContent('驳回原因：照片背景不是纯色，请在白墙前重新拍摄');
    expect(screen.getByRole('img', { name: '我的人脸照片' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新拍摄' }));
    expect(loc.history?.at(-1)).toBe('/orientation/humanface/faceStandard');
  });

  it('a rejection without a reason still says why in general terms', async () => {
    mount(detail({ photoUrl: PHOTO, photoStatus: 2, photoRejectReason: '' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('驳回原因：照片不符合要求');
  });

  it('shows the state and buttons the server sends, never one read from the record', async () => {
    // The record says 待审核 but the server's offer (progress.face) is what the page renders.
    const d = detail({ photoUrl: PHOTO, photoStatus: 0 });
    mount({
      ...d,
      progress: {
        ...d.progress,
        face: { shown: { state: 'approved', label: '已通过', tone: 'success' }, actions: [] },
      },
    });
    await waitFor(() => expect(screen.getByTestId('photo-review')).toHaveTextContent('已通过'));
    expect(screen.getByRole('button', { name: '返回报到首页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更换照片（需重新审核）' })).toBeNull();
  });
});

describe('face page: 到校现场核验', () => {
  it('a student who chose 到校现场核验 is told so and may still switch to a photo', async () => {
    mount(detail(), identityState({ method: 'onsite' }));
    expect(await screen.findByTestId('identity-onsite')).toHaveTextContent('已选择到校现场核验');
    expect(screen.getByTestId('identity-onsite')).toHaveTextContent('身份证原件');
    expect(await screen.findByRole('button', { name: '改为上传照片' })).toBeInTheDocument();
  });

  it('never says 无需上传 and 请按要求拍摄 at once, nor 未上传 (issue 34 item 18)', async () => {
    const loc = mount(detail(), identityState({ method: 'onsite' }));
    await screen.findByRole('button', { name: '改为上传照片' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('无需上传人脸照片');
    expect(text).not.toContain('请按要求拍摄');
    expect(screen.queryByTestId('photo-review')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '改为上传照片' }));
    expect(loc.history?.at(-1)).toBe('/orientation/humanface/faceStandard');
  });
});
