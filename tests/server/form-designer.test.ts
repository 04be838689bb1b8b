import type * as E from '@contract/enrollment';
import * as P from '@contract/plan-setup';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdNumber } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer, tokenFor } from './helpers/app';
import { registerAccepted } from './helpers/register';
import { rows } from './helpers/rows';
import { freshSession, type StaffLogin, staffLogin } from './helpers/staff';

const A = DEMO.A;
let t: TestServer;
let adminA: StaffLogin;

const post = async (path: string, body: object) =>
  t.app.inject({ method: 'POST', url: path, payload: body, headers: await freshSession(t, adminA) });
const ok = async (path: string, body: object) => {
  const r = await post(path, body);
  expect(r.json(), r.body).toMatchObject({ code: 0, success: true });
  return r.json().data;
};

const yesNo = [
  { index: 0, label: '是' },
  { index: 1, label: '否' },
];
/** What the designer saves: name, identity number, 是否住校 and 宿舍要求 shown (and required) when 是. */
const fields = [
  { prop: 'name', label: '学生姓名', type: 'text', show: true, rules: [{ required: true }] },
  {
    prop: 'idNumber',
    label: '证件号码',
    type: 'SelectInput',
    show: true,
    rules: [{ required: true, type: 'idNumber' }],
  },
  {
    prop: 'boarding',
    label: '是否住校',
    type: 'picker',
    isLink: true,
    show: true,
    rules: [{ required: true }],
    options: yesNo,
  },
  { prop: 'dorm', label: '宿舍要求', type: 'text', show: false, rules: [{ required: true }] },
];
const showDorm = {
  id: 'show-dorm',
  when: { prop: 'boarding', op: 'eq', value: '是' },
  action: 'show',
  targets: ['dorm'],
};

beforeAll(async () => {
  t = await testServer('form-designer');
  adminA = await staffLogin(t, 'admin', A.orgId);
});
afterAll(() => t.close());

describe('报名表设计 on the server', () => {
  it('refuses logic cycles, a child above its parent and a second parent, in Chinese', async () => {
    const msg = async (f: object[], logic: object[]) => {
      const r = await post(P.saveDraft.path, { name: '住校报名表', fields: f, logic });
      expect(r.json().code, r.body).toBe(400);
      return r.json().msg as string;
    };
    const back = {
      ...showDorm,
      id: 'back',
      when: { prop: 'dorm', op: 'eq', value: 'x' },
      targets: ['boarding'],
    };
    expect(await msg(fields, [showDorm, back])).toContain('字段逻辑形成循环：是否住校 → 宿舍要求 → 是否住校');
    const childFirst = [fields[0]!, fields[1]!, fields[3]!, fields[2]!];
    expect(await msg(childFirst, [showDorm])).toBe('条件字段“是否住校”须排在它控制的字段“宿舍要求”之前');
    const second = [...fields.slice(0, 3), { ...fields[2]!, prop: 'bus', label: '是否坐校车' }, fields[3]!];
    expect(
      await msg(second, [showDorm, { ...showDorm, id: 's2', when: { ...showDorm.when, prop: 'bus' } }]),
    ).toBe('字段“宿舍要求”只能由一个条件字段控制显示');
  });

  it('a published conditional form: a hidden field is neither required nor kept, a shown one is required', async () => {
    const made = await ok(P.saveDraft.path, { name: '住校报名表', fields, logic: [showDorm] });
    const v1 = await ok(P.publish.path, { templateId: made.templateId });
    expect(v1).toMatchObject({ version: 1, logic: [showDorm] });
    const plan = await ok(P.create.path, {
      name: '住校生招生',
      description: '',
      quota: 10,
      startAt: '2026-01-01T08:00:00+08:00',
      endAt: '2027-09-30T17:00:00+08:00',
      resultsPublishAt: '2027-10-10T09:00:00+08:00',
      fee: 0,
      payAtRegistration: false,
      majorIds: [],
      contact: '',
      templateId: made.templateId,
      formVersion: 1,
    });
    const reg = async (seq: number, answers: E.Answers) => {
      const userId = `u-designer-${seq}`;
      const token = await tokenFor(t, A, 'applicant', { userId });
      return (await registerAccepted(t.app, { planId: plan.id, answers }, { token })).body;
    };
    const who = (seq: number) => ({ name: `住校${seq}`, idNumber: demoIdNumber(A.tenantId, 950 + seq) });
    const needsDorm = await reg(1, { ...who(1), boarding: '是' });
    expect(needsDorm).toMatchObject({ code: 400, msg: '请输入宿舍要求' });
    const hidden = await reg(2, { ...who(2), boarding: '否', dorm: '不该保存' });
    expect(hidden, JSON.stringify(hidden)).toMatchObject({ code: 0 });
    const shown = await reg(3, { ...who(3), boarding: '是', dorm: '靠近食堂' });
    expect(shown, JSON.stringify(shown)).toMatchObject({ code: 0 });
    const stored = await rows<{ id: string; answers: Record<string, unknown>; form_version: number }>(
      t.db,
      sql`SELECT id, answers, form_version FROM registrations WHERE plan_id = ${plan.id}`,
    );
    const byId = new Map(stored.map((r) => [r.id, r]));
    expect(byId.get(hidden.data.registrationId)!.answers).not.toHaveProperty('dorm');
    expect(byId.get(shown.data.registrationId)!.answers).toMatchObject({ dorm: '靠近食堂' });
    expect(byId.get(shown.data.registrationId)!.form_version).toBe(1);
  });
});
