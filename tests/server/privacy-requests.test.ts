import * as C from '@contract/privacy';
import * as staffOps from '@contract/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { changePassword, createStaff } from '../../server/src/modules/staff/accounts';
import { DEFAULT_PRIVACY_NOTICE } from '../../server/src/modules/privacy/notice';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

// Issue 17 item 6: the school's 个人信息保护告知 is accepted (version + time recorded); a person sees
// and exports their own data and asks to delete it; the school's administrator decides, audited.
let t: TestServer;
let n = 13800000000;
const staffToken = async (orgId: string, role: 'admin' | 'admissions') => {
  const phone = String(n++);
  const { id, password } = await createStaff(t.db, { orgId, name: '周老师', phone, role });
  await changePassword(t.db, id, password, 'changed-pass-1');
  const r = await t.app.inject({
    method: 'POST',
    url: staffOps.login.path,
    payload: { orgId, phone, password: 'changed-pass-1' },
  });
  return { id, token: r.json().data.token as string };
};
const staffPost = (url: string, payload: object, token: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });

/** A seeded applicant of school A with a registration that has no payment in flight. */
let userId: string;
let token: string;
beforeAll(async () => {
  t = await testServer('privacy-requests');
  const [r] = await rows<{ user_id: string }>(
    t.db,
    sql`SELECT user_id FROM registrations WHERE tenant_id = ${DEMO.A.tenantId} AND fee_status = 1 ORDER BY id LIMIT 1`,
  );
  userId = r!.user_id;
  token = await tokenFor(t, DEMO.A, 'applicant', { userId });
});
afterAll(() => t.close());

describe('个人信息保护告知', () => {
  it('is not accepted at first; accepting records version, time and address; an old version is refused', async () => {
    const before = await call(t.app, C.privacyNotice, {}, { token });
    expect(before.body.data).toMatchObject({ version: DEFAULT_PRIVACY_NOTICE.version, acceptedAt: null });
    expect(before.body.data.title).toBe('个人信息保护告知');

    const stale = await call(t.app, C.privacyAccept, { version: '2025.0' }, { token });
    expect(stale.body).toMatchObject({ code: 422, msg: '告知内容已更新，请重新阅读' });

    const ok = await call(t.app, C.privacyAccept, { version: DEFAULT_PRIVACY_NOTICE.version }, { token });
    expect(ok.body.data.acceptedAt).toMatch(/\+08:00$/);
    const after = await call(t.app, C.privacyNotice, {}, { token });
    expect(after.body.data.acceptedAt).toBe(ok.body.data.acceptedAt);
    const [row] = await rows<{ version: string; ip: string }>(
      t.db,
      sql`SELECT version, ip FROM privacy_acceptances WHERE user_id = ${userId}`,
    );
    expect(row).toMatchObject({ version: DEFAULT_PRIVACY_NOTICE.version });
    expect(row!.ip).toBeTruthy();
  });
  it('needs a login', async () => {
    const r = await call(t.app, C.privacyNotice, {}, { school: DEMO.A });
    expect(r.body.code).toBe(401);
  });
});

describe('my data, deletion request, the school decides', () => {
  it('exports the account’s own registrations in full, not cached', async () => {
    const r = await call(t.app, C.myData, {}, { token });
    expect(r.res.headers['cache-control']).toBe('no-store');
    expect(r.body.data.registrations.length).toBeGreaterThan(0);
    expect(r.body.data.registrations[0]!.idNumber).toMatch(/^\d{17}[\dX]$/);
    expect(r.body.data.acceptances).toHaveLength(1);
    // Another applicant sees none of it.
    const other = await tokenFor(t, DEMO.A, 'applicant', { userId: 'u-privacy-other' });
    expect((await call(t.app, C.myData, {}, { token: other })).body.data.registrations).toEqual([]);
  });

  it('one open request at a time; a teacher who is not the administrator and school B cannot see or decide it', async () => {
    const made = await call(t.app, C.requestDeletion, { reason: '孩子已选择其他学校' }, { token });
    expect(made.body.data).toMatchObject({ status: 0, statusText: '待学校处理' });
    const again = await call(t.app, C.requestDeletion, {}, { token });
    expect(again.body).toMatchObject({ code: 422, msg: '您已提交删除申请，请等待学校处理' });

    const teacher = await staffToken(DEMO.A.orgId, 'admissions');
    expect((await staffPost(C.staffListRequests.path, {}, teacher.token)).json().code).toBe(403);
    const adminB = await staffToken(DEMO.B.orgId, 'admin');
    expect((await staffPost(C.staffListRequests.path, {}, adminB.token)).json().data).toEqual([]);
    const byB = await staffPost(
      C.staffDecide.path,
      { requestId: made.body.data.id, approve: true },
      adminB.token,
    );
    expect(byB.json().code).toBe(404);
  });

  it('approved: registrations anonymised, sign-ups gone, decided once, each step audited', async () => {
    const admin = await staffToken(DEMO.A.orgId, 'admin');
    const list = (await staffPost(C.staffListRequests.path, { status: 0 }, admin.token)).json().data;
    const req = list.find((x: { reason: string }) => x.reason === '孩子已选择其他学校');
    expect(req.registrations).toBeGreaterThan(0);
    const refuseWithout = await staffPost(
      C.staffDecide.path,
      { requestId: req.id, approve: false },
      admin.token,
    );
    expect(refuseWithout.json()).toMatchObject({ code: 400, msg: '请填写未通过的原因' });

    const done = await staffPost(C.staffDecide.path, { requestId: req.id, approve: true }, admin.token);
    expect(done.json().data).toMatchObject({ status: 1, statusText: '已删除' });
    const twice = await staffPost(C.staffDecide.path, { requestId: req.id, approve: true }, admin.token);
    expect(twice.json()).toMatchObject({ code: 422, msg: '该申请已处理' });

    const regs = await rows<{ name: string; id_number: string; fee_status: number }>(
      t.db,
      sql`SELECT name, id_number, fee_status FROM registrations WHERE user_id = ${userId}`,
    );
    for (const r of regs.filter((x) => ![2, 4].includes(x.fee_status))) {
      expect(r.name).toBe('已清除');
      expect(r.id_number).toMatch(/^purged:/);
    }
    const mine = await call(t.app, C.myDataRequests, {}, { token });
    expect(mine.body.data[0]).toMatchObject({ status: 1, statusText: '已删除' });
    const audits = await rows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE staff_id = ${admin.id} ORDER BY id`,
    );
    expect(audits.map((a) => a.action).filter((a) => a.startsWith('privacy'))).toEqual([
      'privacy.requests.view',
      'privacy.delete.approve',
    ]);
  });
});
