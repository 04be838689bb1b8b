import { describe, expect, it } from 'vitest';
import type { PrivacyGateway } from '@domain/ports/privacy-gateway';
import {
  acceptNotice,
  askDeletion,
  exportMyData,
  noticeToAccept,
  readableCopyUrl,
} from '@domain/use-cases/privacy/privacy';

const notice = { version: '2026.1', title: '个人信息保护告知', content: '<p>x</p>', acceptedAt: null };
function fake(
  over: Partial<PrivacyGateway> = {},
): PrivacyGateway & { accepted: string[]; reasons: string[] } {
  const accepted: string[] = [];
  const reasons: string[] = [];
  return {
    accepted,
    reasons,
    notice: async () => notice,
    accept: async (v) => {
      accepted.push(v);
      return { version: v, acceptedAt: '2026-11-23T10:00:00+08:00' };
    },
    myData: async () => ({
      exportedAt: '2026-11-23T23:30:00+08:00',
      account: { name: '张三', phone: null, hasWechat: true },
      registrations: [],
      activities: [],
      acceptances: [],
    }),
    requestDeletion: async (r) => {
      reasons.push(r);
      return {
        id: 'dr1',
        status: 0,
        statusText: '待学校处理',
        reason: r,
        decisionReason: null,
        createdAt: '2026-11-23T10:00:00+08:00',
        decidedAt: null,
      };
    },
    requests: async () => [],
    readableLink: async () => ({
      url: '/enrollment-manage-api/api/app/privacy/my-data.html?t=abc',
      expiresAt: '2026-11-23T10:10:00+08:00',
    }),
    ...over,
  };
}

describe('privacy use cases', () => {
  it('a notice not yet accepted is shown; an accepted one is not', async () => {
    expect(await noticeToAccept(fake())).toEqual(notice);
    expect(
      await noticeToAccept(
        fake({ notice: async () => ({ ...notice, acceptedAt: '2026-11-01T09:00:00+08:00' }) }),
      ),
    ).toBeNull();
  });
  it('accepting needs the box ticked, then records the version shown', async () => {
    const gw = fake();
    expect(await acceptNotice(gw, notice, false)).toEqual({ kind: 'unchecked' });
    expect(gw.accepted).toEqual([]);
    expect(await acceptNotice(gw, notice, true)).toEqual({
      kind: 'accepted',
      acceptedAt: '2026-11-23T10:00:00+08:00',
    });
    expect(gw.accepted).toEqual(['2026.1']);
  });
  it('the export file is named by the China date of the export', async () => {
    const r = await exportMyData(fake());
    expect(r.fileName).toBe('我的个人信息-2026-11-23.json');
    expect(JSON.parse(r.json).account.name).toBe('张三');
  });
  it('a deletion reason over 200 characters is refused before any call', async () => {
    const gw = fake();
    expect(await askDeletion(gw, '长'.repeat(201))).toEqual({
      kind: 'invalid',
      error: '申请原因不能超过200字',
    });
    expect(gw.reasons).toEqual([]);
    expect((await askDeletion(gw, '  不再就读  ')).kind).toBe('requested');
    expect(gw.reasons).toEqual(['不再就读']);
  });
});

describe('readableCopyUrl', () => {
  it('puts the signed page link on the gateway base (one slash), and keeps an absolute link as it is', async () => {
    expect(await readableCopyUrl(fake(), 'https://school.example/api/')).toBe(
      'https://school.example/api/enrollment-manage-api/api/app/privacy/my-data.html?t=abc',
    );
    const absolute = fake({
      readableLink: async () => ({ url: 'https://cdn.example/p?t=1', expiresAt: '' }),
    });
    expect(await readableCopyUrl(absolute, 'https://school.example')).toBe('https://cdn.example/p?t=1');
  });
});
