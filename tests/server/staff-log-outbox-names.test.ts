import { sql } from 'drizzle-orm';
import * as C from '@contract/staff';
import * as W from '@contract/staff-work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNotifier } from '../../server/src/notify/config';
import { devNotify } from '../../server/src/notify/dev';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

// Issue 24 item 4: 操作日志 names who and whom; 通知发送 names the recipient and the channel and
// refuses 重新发送 for a result notice before its publication time. Answers parsed by the contract.
const A = DEMO.A;
const apps = demoApplicants(A.tenantId);
const reg = (key: string) => apps.find((x) => x.key === key)!;
const plan = admissionsIds(A.tenantId).plans.open;
const HOUR = 3600_000;

let t: TestServer;
let admin: StaffLogin;

async function post(path: string, body: object) {
  const r = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: await freshSession(t, admin),
  });
  return r.json();
}

beforeAll(async () => {
  t = await testServer('staff-log-outbox-names');
  setNotifier(
    t.app.deps,
    devNotify(() => {}),
  );
  admin = await staffLogin(t, 'admin', A.orgId);
});
afterAll(() => t.close());

describe('操作日志 names people', () => {
  it('who by name, whom by name, filtered by an action type of the list', async () => {
    const a = reg('pending');
    expect((await post(W.approve.path, { registrationId: a.registrationId })).code).toBe(0);
    const page = C.listAudit.response.parse(
      (await post(C.listAudit.path, { action: 'registration.approve' })).data,
    );
    expect(page.rows.length).toBe(1);
    const [row] = page.rows;
    expect(row).toMatchObject({ action: 'registration.approve', role: 'admin', targetName: a.name });
    expect(row!.staffName).toMatch(/\S/);
    expect(row!.staffName).not.toMatch(/^staff_/);
    // A plan target reads as the plan's name.
    await post(W.bulkAdmit.path, {
      planId: plan,
      registrationIds: [a.registrationId],
      status: 3,
      dryRun: true,
    });
    const bulk = C.listAudit.response.parse(
      (await post(C.listAudit.path, { action: 'admission.bulk.dry-run' })).data,
    ).rows[0]!;
    expect(bulk.targetName).toMatch(/\S/);
    expect(bulk.targetName).not.toBe(plan);
  });
});

describe('通知发送 names the recipient and holds result notices', () => {
  it('name and channel, no openid or account id; no 重新发送 before the publication time', async () => {
    // The demo plan publishes as it decides; once out its time may not move later (issue 26).
    await t.db.execute(sql`UPDATE plans SET results_publish_at = NULL WHERE id = ${plan}`);
    const at = new Date(t.clock.now.getTime() + 2 * HOUR).toISOString();
    expect((await post(W.publishResults.path, { planId: plan, publishAt: at })).code).toBe(0);
    const list = W.outbox.response.parse((await post(W.outbox.path, { pageSize: 100 })).data);
    // One result notice per decided applicant (预录取 黄子墨, 已录取 周欣妍 of the demo school).
    const held = list.rows.find(
      (r) => r.kind === 'result.published' && r.recipientName === reg('admitted').name,
    )!;
    expect(held).toMatchObject({ status: 'pending', channelText: '开发环境' });
    expect(new Date(held.heldUntil!).getTime()).toBe(new Date(at).getTime());
    for (const r of list.rows) {
      expect(r.recipient === '' || /^\d{3}\*{4}\d{4}$/.test(r.recipient)).toBe(true);
      expect(JSON.stringify(r.recipient)).not.toMatch(/openid|u-/);
    }
    expect(await post(W.resend.path, { id: held.id })).toMatchObject({
      code: 422,
      msg: '录取结果尚未公布，通知将在公布时间自动发送',
    });
    // Once the time has come the notice is due like any other, and 重新发送 is offered again.
    t.clock.now = new Date(t.clock.now.getTime() + 3 * HOUR);
    const after = W.outbox.response.parse((await post(W.outbox.path, { pageSize: 100 })).data);
    expect(after.rows.find((r) => r.id === held.id)!.heldUntil).toBeNull();
    expect((await post(W.resend.path, { id: held.id })).code).toBe(0);
  });
});
