import * as N from '@contract/staff-notices';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dataRequests,
  massNotices,
  notifyOutbox,
  registrations,
  users,
  welcomeStudents,
} from '../../server/src/db/schema';
import { notifyFromEnv, setNotifier } from '../../server/src/notify/config';
import type { NotifyPort } from '../../server/src/notify/port';
import { routedNotify } from '../../server/src/notify/routed';
import { type DevNotify, devNotify } from '../../server/src/notify/dev';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
const B = DEMO.B;
const PLAN = 'p-mn-1';
const OTHER_PLAN = 'p-mn-2';
let t: TestServer;
let adminA: StaffLogin;
let admissionsA: StaffLogin;
let checkinA: StaffLogin;
let adminB: StaffLogin;
let sent: DevNotify;
let seq = 0;

const post = async (path: string, body: object, who: StaffLogin) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, who) });
const requestId = () => `req-${Date.now()}-${++seq}`;

/** A copy of the seeded open plan of school A: a plan with no registrations of its own. */
async function planCopy(id: string) {
  const from = admissionsIds(A.tenantId).plans.open;
  await t.db.execute(sql.raw(`create temp table plan_copy as select * from plans where id = '${from}'`));
  await t.db.execute(sql.raw(`update plan_copy set id = '${id}', name = '群发测试计划${id}'`));
  await t.db.execute(sql.raw(`insert into plans select * from plan_copy`));
  await t.db.execute(sql.raw(`drop table plan_copy`));
}

async function person(
  contact: { phone?: string; openid?: string } = { phone: `1390000${String(++seq).padStart(4, '0')}` },
) {
  const id = `u-mn-${++seq}`;
  await t.db.insert(users).values({
    id,
    tenantId: A.tenantId,
    orgId: A.orgId,
    kind: 'applicant',
    account: id,
    openAccountId: id,
    phone: contact.phone ?? null,
    wxOpenid: contact.openid ?? null,
  });
  return id;
}

async function register(
  userId: string,
  states: { review?: number; fee?: number; admission?: number; amount?: number; plan?: string } = {},
) {
  const id = `reg-mn-${++seq}`;
  await t.db.insert(registrations).values({
    id,
    regNo: id,
    tenantId: A.tenantId,
    orgId: A.orgId,
    planId: states.plan ?? PLAN,
    userId,
    name: `考生${seq}`,
    idNumber: `ID-MN-${seq}`,
    answers: {},
    reviewStatus: states.review ?? 0,
    feeStatus: states.fee ?? 1,
    admissionStatus: states.admission ?? 1,
    amount: states.amount ?? 0,
  });
  return id;
}

const draft = (over: Record<string, unknown> = {}) => ({
  requestId: requestId(),
  planId: PLAN,
  filter: 'approved',
  title: '开学须知',
  body: '请于9月1日上午到校报到，携带录取通知书。',
  ...over,
});

let approvedA: string, approvedB: string, twice: string, pendingOnly: string, wechatOnly: string;
let asked: string, purgedUser: string;

beforeAll(async () => {
  t = await testServer('staff-notices');
  sent = devNotify(() => {});
  setNotifier(t.app.deps, sent);
  adminA = await staffLogin(t, 'admin', A.orgId);
  admissionsA = await staffLogin(t, 'admissions', A.orgId);
  checkinA = await staffLogin(t, 'checkin', A.orgId);
  adminB = await staffLogin(t, 'admin', B.orgId);
  await planCopy(PLAN);
  await planCopy(OTHER_PLAN);
  approvedA = await person();
  await register(approvedA, { review: 1 });
  approvedB = await person();
  await register(approvedB, { review: 1, admission: 3 });
  // One parent, two children approved in the plan: one message.
  twice = await person();
  await register(twice, { review: 1 });
  await register(twice, { review: 1 });
  pendingOnly = await person();
  await register(pendingOnly, { review: 0, amount: 5000 });
  wechatOnly = await person({ openid: 'wx-openid-mn' });
  await register(wechatOnly, { review: 1 });
  // Asked for deletion of their data: never written to.
  asked = await person();
  await register(asked, { review: 1 });
  await t.db.insert(dataRequests).values({
    id: 'dr-mn-1',
    tenantId: A.tenantId,
    orgId: A.orgId,
    userId: asked,
    createdAt: t.clock.now,
  });
  purgedUser = await person();
  const purgedReg = await register(purgedUser, { review: 1 });
  await t.db.update(registrations).set({ purgedAt: t.clock.now }).where(eq(registrations.id, purgedReg));
  // Another plan's approved applicant: not a recipient of PLAN.
  await register(await person(), { review: 1, plan: OTHER_PLAN });
});
afterAll(() => t.close());

const outboxOf = (sendId: string) =>
  t.db
    .select()
    .from(notifyOutbox)
    .where(like(notifyOutbox.idemKey, `school.message:%:${sendId}`));

describe('roles and isolation', () => {
  it('学校管理员 and 招生老师 may; 报到老师 and no session are refused on every endpoint', async () => {
    for (const { path } of [N.preview, N.send, N.history]) {
      expect((await post(path, draft(), checkinA)).json()).toMatchObject({ code: 403, success: false });
      const anon = await t.app.inject({ method: 'POST', url: path, payload: draft() });
      expect(anon.json().code).toBe(401);
    }
    expect((await post(N.history.path, {}, adminA)).json()).toMatchObject({ code: 0, success: true });
    expect((await post(N.preview.path, { planId: PLAN, filter: 'all' }, admissionsA)).json()).toMatchObject({
      code: 0,
    });
  });

  it('school B can neither preview nor send to school A’s plan, nor sees its sends', async () => {
    expect((await post(N.preview.path, { planId: PLAN, filter: 'all' }, adminB)).json()).toMatchObject({
      code: 404,
      msg: '招生计划不存在',
    });
    expect((await post(N.send.path, draft(), adminB)).json()).toMatchObject({
      code: 404,
      msg: '招生计划不存在',
    });
    const history = (await post(N.history.path, {}, adminB)).json().data.sends as { planName: string }[];
    expect(history.filter((s) => s.planName.startsWith('群发测试计划'))).toEqual([]);
  });
});

describe('validation', () => {
  it.each([
    [{ title: '' }],
    [{ title: '长'.repeat(21) }],
    [{ body: '' }],
    [{ body: '长'.repeat(201) }],
    [{ filter: 'everyone' }],
    [{ requestId: 'x' }],
    [{ planId: '' }],
    [{ body: 'bad\u0000byte' }],
  ])('%j → 400 envelope', async (over) => {
    const r = await post(N.send.path, draft(over), admissionsA);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, success: false });
    expect(r.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('recipients', () => {
  it('the preview lists each approved person once, with the channel, and counts the excluded', async () => {
    const r = (await post(N.preview.path, { planId: PLAN, filter: 'approved' }, admissionsA)).json().data;
    // approvedA, approvedB, twice (once), wechatOnly.
    expect(r.count).toBe(4);
    expect(r.recipients).toHaveLength(4);
    const wx = r.recipients.find((x: { channel: string }) => x.channel === 'wechat');
    expect(wx).toMatchObject({ phone: '', channelText: '微信订阅消息' });
    for (const x of r.recipients.filter((y: { channel: string }) => y.channel === 'sms'))
      expect(x.phone).toMatch(/^1\d\d\*{4}\d{4}$/);
    expect(r.excluded).toEqual(
      expect.arrayContaining([
        { reason: '已申请删除个人信息', count: 1 },
        { reason: '报名信息已删除', count: 1 },
      ]),
    );
    expect(r.quota).toMatchObject({ limit: 5 });
  });

  it('filters by state: 待审核, 已录取, 未缴费', async () => {
    const count = async (filter: string) =>
      (await post(N.preview.path, { planId: PLAN, filter }, admissionsA)).json().data.count;
    expect(await count('pending')).toBe(1);
    expect(await count('admitted')).toBe(1);
    expect(await count('unpaid')).toBe(1);
    expect(await count('rejected')).toBe(0);
    expect(await count('all')).toBe(5);
  });
});

describe('send', () => {
  it('puts one outbox row per person, signed with the school’s name; the same requestId sends nothing again', async () => {
    const d = draft();
    const first = (await post(N.send.path, d, admissionsA)).json();
    expect(first).toMatchObject({
      code: 0,
      data: { repeated: false, send: { count: 4, filterText: '审核通过' } },
    });
    const queued = await outboxOf(first.data.send.id);
    expect(queued).toHaveLength(4);
    expect(new Set(queued.map((r) => r.userId))).toEqual(new Set([approvedA, approvedB, twice, wechatOnly]));
    expect(queued.every((r) => r.kind === 'school.message' && r.title === '开学须知')).toBe(true);
    expect(queued[0]!.body).toBe(`【阳光职业技术学校】${d.body}`);
    expect(
      queued.some((r) => r.userId === asked || r.userId === purgedUser || r.userId === pendingOnly),
    ).toBe(false);
    // A double click: the same id answers the same send; no new rows, no new message.
    const before = sent.sent.length;
    const again = (await post(N.send.path, d, admissionsA)).json();
    expect(again).toMatchObject({ code: 0, data: { repeated: true, send: { id: first.data.send.id } } });
    expect(await outboxOf(first.data.send.id)).toHaveLength(4);
    expect(sent.sent.length).toBe(before);
    const [stored] = await t.db.select().from(massNotices).where(eq(massNotices.id, first.data.send.id));
    expect(stored).toMatchObject({ recipients: 4, filter: 'approved', planId: PLAN });
    // The history names who, when, which plan and filter, how many.
    const h = (await post(N.history.path, {}, adminA)).json().data.sends[0];
    expect(h).toMatchObject({
      id: first.data.send.id,
      planName: `群发测试计划${PLAN}`,
      filterText: '审核通过',
      count: 4,
    });
    // Audited.
    const audit = await rows<{ action: string }>(
      t.db,
      sql`select action from audit_log where target = ${first.data.send.id} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['notice.send', 'notice.send.repeated']);
  });

  it('two clicks at once with one requestId: one send, one set of rows', async () => {
    const d = draft({ filter: 'admitted' });
    const [a, b] = await Promise.all([post(N.send.path, d, admissionsA), post(N.send.path, d, admissionsA)]);
    const answers = [a.json(), b.json()];
    expect(answers.map((x) => x.code)).toEqual([0, 0]);
    expect(answers.map((x) => x.data.repeated).sort()).toEqual([false, true]);
    expect(answers[0].data.send.id).toBe(answers[1].data.send.id);
    expect(await outboxOf(answers[0].data.send.id)).toHaveLength(1);
  });

  it('refuses a filter nobody can receive', async () => {
    const r = (await post(N.send.path, draft({ filter: 'rejected' }), admissionsA)).json();
    expect(r).toMatchObject({ code: 422, success: false });
    expect(r.msg).toContain('没有可以接收通知的报名人');
  });
});

describe('channels', () => {
  const recorder = (channel: 'wechat' | 'sms') => {
    const to: (string | null)[] = [];
    const port: NotifyPort = {
      channel,
      reach: () => channel,
      send: async (m) => void to.push(channel === 'wechat' ? m.openid : m.phone),
    };
    return { port, to };
  };

  it('both configured (wechat,sms): each person is reached the way the preview says, and the outbox row says it', async () => {
    const wx = recorder('wechat');
    const sms = recorder('sms');
    setNotifier(t.app.deps, routedNotify(wx.port, sms.port));
    try {
      const preview = (await post(N.preview.path, { planId: PLAN, filter: 'approved' }, adminA)).json().data;
      const first = (await post(N.send.path, draft(), adminA)).json().data.send;
      const rowsOf = await outboxOf(first.id);
      expect(rowsOf.filter((r) => r.channel === 'wechat').map((r) => r.userId)).toEqual([wechatOnly]);
      expect(rowsOf.filter((r) => r.channel === 'sms')).toHaveLength(3);
      expect(wx.to).toEqual(['wx-openid-mn']);
      expect(sms.to).toHaveLength(3);
      expect(preview.recipients.map((r: { channel: string }) => r.channel).sort()).toEqual(
        rowsOf.map((r) => r.channel).sort(),
      );
      // SMS only: a person with WeChat alone cannot be reached, and the preview counts them out.
      setNotifier(t.app.deps, sms.port);
      const smsOnly = (await post(N.preview.path, { planId: PLAN, filter: 'approved' }, adminA)).json().data;
      expect(smsOnly.count).toBe(3);
      expect(smsOnly.recipients.every((r: { channel: string }) => r.channel === 'sms')).toBe(true);
      expect(smsOnly.excluded).toContainEqual({ reason: '没有手机号或微信', count: 1 });
    } finally {
      setNotifier(t.app.deps, sent);
    }
  });

  it('NOTIFY_CHANNEL=wechat,sms builds the routed notifier from both accounts', () => {
    const env = {
      NOTIFY_CHANNEL: 'wechat,sms',
      WX_APP_ID: 'wx1',
      WX_APP_SECRET: 's',
      WX_NOTIFY_TEMPLATES: '{}',
      TENCENT_SMS_SECRET_ID: 'i',
      TENCENT_SMS_SECRET_KEY: 'k',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      TENCENT_SMS_SIGN_NAME: '学校',
      TENCENT_SMS_NOTICE_TEMPLATE_ID: '1',
    };
    const port = notifyFromEnv(() => {}, env);
    expect(port.reach?.({ openid: 'o' })).toBe('wechat');
    expect(port.reach?.({ openid: null })).toBe('sms');
    expect(() => notifyFromEnv(() => {}, { ...env, WX_APP_ID: '' })).toThrow('WX_APP_ID');
  });
});

describe('the daily limit', () => {
  it('five sends per China day; the sixth is refused naming when it resets; the next Beijing day sends again', async () => {
    // 2026-08-31 23:30 Beijing = 15:30 UTC.
    t.clock.now = new Date('2026-08-31T15:30:00Z');
    await t.db.delete(massNotices).where(and(eq(massNotices.orgId, A.orgId)));
    for (let i = 0; i < 5; i++)
      expect((await post(N.send.path, draft({ filter: 'pending' }), adminA)).json()).toMatchObject({
        code: 0,
      });
    const refused = (await post(N.send.path, draft({ filter: 'pending' }), admissionsA)).json();
    expect(refused).toMatchObject({
      code: 422,
      msg: '今天已群发5次，已达每日上限，北京时间2026-09-01 00:00后可再发送',
    });
    // School B has its own count.
    const quota = (await post(N.history.path, {}, adminB)).json().data.quota;
    expect(quota).toMatchObject({ used: 0, limit: 5 });
    // 00:00 Beijing the next day (16:00 UTC): a new day.
    t.clock.now = new Date('2026-08-31T16:00:00Z');
    const next = (await post(N.send.path, draft({ filter: 'pending' }), adminA)).json();
    expect(next).toMatchObject({
      code: 0,
      data: { quota: { used: 1, resetsAt: '2026-09-02T00:00:00+08:00' } },
    });
  });
});

describe('new students on the roster (issue 34 item 10)', () => {
  it('by class: the imported student (no account) on the roster’s phone, the reported one on the account; 放弃入学 counted out', async () => {
    // A new day: this block's sends do not meet the daily limit above.
    t.clock.now = new Date('2026-09-02T02:00:00Z');
    const cls = '群发2701班';
    const student = async (n: number, over: Partial<typeof welcomeStudents.$inferInsert> = {}) => {
      const id = `w-mn-${n}`;
      await t.db.insert(welcomeStudents).values({
        id,
        tenantId: A.tenantId,
        orgId: A.orgId,
        name: `新生${n}`,
        idNumber: `ID-MN-W-${n}`,
        studentNo: `2027${n}`,
        className: cls,
        details: { phone: `1370000${String(n).padStart(4, '0')}` },
        ...over,
      });
      return id;
    };
    const imported = await student(1);
    const reportedUser = await person({ openid: 'wx-openid-student' });
    const reported = await student(2, { userId: reportedUser, details: {} });
    await student(3, { withdrawnAt: t.clock.now, withdrawReason: '复读' });
    await student(4, { className: '群发2702班' });
    const preview = (
      await post(N.preview.path, { audience: 'students', className: cls }, admissionsA)
    ).json();
    expect(preview).toMatchObject({
      code: 0,
      data: { count: 2, excluded: [{ reason: '已放弃入学', count: 1 }] },
    });
    expect(preview.data.recipients.map((r: { name: string }) => r.name)).toEqual(['新生1', '新生2']);
    expect(preview.data.recipients[0]).toMatchObject({ phone: '137****0001', channel: 'sms' });
    // The roster's classes are offered on the screen.
    expect((await post(N.history.path, {}, adminA)).json().data.roster.classes).toEqual(
      expect.arrayContaining([cls, '群发2702班']),
    );
    const before = sent.sent.length;
    const r = (
      await post(N.send.path, { ...draft(), planId: undefined, audience: 'students', className: cls }, adminA)
    ).json();
    expect(r).toMatchObject({
      code: 0,
      data: { send: { count: 2, planName: '新生名单', audience: 'students', scopeText: cls } },
    });
    const queued = await outboxOf(r.data.send.id);
    expect(queued.map((q) => q.idemKey.split(':')[1]).sort()).toEqual([imported, reported].sort());
    expect(queued.every((q) => q.status === 'sent')).toBe(true);
    // Delivered: the imported student on the roster's phone, the reported one on their account.
    const got = sent.sent.slice(0, sent.sent.length - before);
    expect(got.map((m) => m.phone ?? m.openid).sort()).toEqual(['13700000001', 'wx-openid-student']);
    // An applicant-only request still needs its plan.
    expect(
      (await post(N.preview.path, { audience: 'applicants', filter: 'all' }, adminA)).json(),
    ).toMatchObject({
      code: 400,
    });
  });
});
