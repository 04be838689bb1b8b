import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { HOME_ROUTE } from '@domain/shell/routes';
import { solidPng } from '../../server/src/files/png';
import { startServer } from '../../server/src/start';
import { launchBrowser, newPage, SPA_PATH, waitReady } from './harness';
import { createSchoolByCommand } from './operator';

/**
 * Issue 25, first "Must show": a school from zero on an empty PostgreSQL schema with SEED=none —
 * the operator command, the administrator's forced password change, 学校设置, 账号管理 with a
 * 招生老师 (disable, enable, 忘记密码), a form and an open plan, and a parent registering in the
 * WeChat student app who sees the school's name, logo, contact, link and 承诺书.
 */
const PG_URL = process.env.PG_TEST_URL || process.env.DATABASE_URL || '';
const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const SHOTS = 'test-results/screens';
const TAG = randomBytes(3).toString('hex');
const SCHEMA = `e2e_zero_${TAG}`;
const SCHOOL = { tenantId: `zt${TAG}`, orgId: `zo${TAG}`, name: '零起点临时校名' };
const NAME = '零起点实验学校';
const PHONE = '0571-86001234';
const PROMISE_TITLE = '零起点学校诚信报名承诺书';
const PROMISE_TEXT = '本人承诺所填报名信息真实准确，如有不实自愿承担后果。';
const TEACHER = { name: '招生老师甲', phone: '13912340001' };
const PLAN = '2027年秋季新生招生';

let server: Awaited<ReturnType<typeof startServer>> | null = null;
let dataDir = '';
const seedBefore = process.env.SEED;
let staffContext: BrowserContext | null = null;
let teacherContext: BrowserContext | null = null;

async function sqlRows(text: string): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    return (await c.query(text)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!PG_URL)
    throw new Error(
      'school-from-zero needs PostgreSQL: set PG_TEST_URL=postgres://postgres@127.0.0.1:5432/test',
    );
  process.env.SEED = 'none';
  dataDir = mkdtempSync(join(tmpdir(), 'zs-zero-'));
  server = await startServer({
    databaseUrl: PG_URL,
    schema: SCHEMA,
    seed: false,
    port: 0,
    dataDir,
    distDir: DIST,
  });
});

afterAll(async () => {
  await staffContext?.close().catch(() => {});
  await teacherContext?.close().catch(() => {});
  await server?.close();
  if (PG_URL) await sqlRows(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (seedBefore === undefined) delete process.env.SEED;
  else process.env.SEED = seedBefore;
});

const shot = (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: join(SHOTS, `zero-${name}.png`) });
};

async function loginOnScreen(page: Page, phone: string, password: string) {
  const form = page.getByRole('form', { name: '登录' });
  await form.waitFor();
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}

async function changePasswordOnScreen(page: Page, oldPassword: string, next: string) {
  const pw = page.getByRole('form', { name: '修改密码' });
  await pw.getByLabel('原密码').fill(oldPassword);
  await pw.getByLabel('新密码', { exact: true }).fill(next);
  await pw.getByLabel('确认新密码').fill(next);
  await pw.getByRole('button', { name: '确认修改' }).click();
}

const menu = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: label }).click();

/** The code of the phone's latest message on the dev SMS page. */
async function devSmsCode(phone: string): Promise<string> {
  const html = await (await fetch(`${server!.url}/platform/sandbox/sms`)).text();
  const m = new RegExp(`<strong>${phone}</strong>[^]*?验证码为 (\\d{6})`).exec(html);
  if (!m) throw new Error(`no SMS to ${phone}`);
  return m[1]!;
}

describe('a school from zero', () => {
  test('operator command → 学校设置 → 账号管理 → form and plan → a parent registers', async () => {
    const url = server!.url;
    const staffUrl = `${url}${SPA_PATH}staff.html?orgId=${SCHOOL.orgId}`;

    // 1. An empty database; the operator command creates the tenant, the school and its administrator.
    expect(server!.schools).toBe(0);
    expect(await sqlRows(`SELECT id FROM ${SCHEMA}.orgs`)).toEqual([]);
    const created = await createSchoolByCommand(SCHOOL, { DATABASE_URL: PG_URL, DATABASE_SCHEMA: SCHEMA });
    expect(await sqlRows(`SELECT id, tenant_id FROM ${SCHEMA}.orgs`)).toEqual([
      { id: SCHOOL.orgId, tenant_id: SCHOOL.tenantId },
    ]);

    // 2. The administrator logs in with the printed one-time password and must change it.
    const browser = await launchBrowser();
    const ctx = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', serviceWorkers: 'block' as const };
    staffContext = await browser.newContext({ ...ctx, viewport: { width: 1280, height: 900 } });
    const admin = await staffContext.newPage();
    await admin.goto(staffUrl);
    await loginOnScreen(admin, created.adminPhone, created.password);
    await admin.getByRole('form', { name: '修改密码' }).waitFor();
    await shot(admin, 'admin-forced-change');
    await changePasswordOnScreen(admin, created.password, `Zero-${TAG}-Admin1`);
    await menu(admin, '学校设置');
    await admin.getByRole('heading', { name: '学校设置' }).waitFor();

    // 3. 学校设置: name, logo, contact phone, a {{orgId}} quick link, the 承诺书.
    const basic = admin.getByRole('form', { name: '基本信息' });
    await basic.getByLabel('学校名称').fill(NAME);
    await basic
      .getByLabel('校徽')
      .setInputFiles({ name: '校徽.png', mimeType: 'image/png', buffer: solidPng(96, 96, [30, 120, 200]) });
    await basic.getByText('校徽已上传，保存后生效').waitFor();
    await basic.getByLabel('联系电话').fill(PHONE);
    await basic.getByRole('button', { name: '保存基本信息' }).click();
    await basic.getByRole('status').getByText('基本信息已保存').waitFor();

    const links = admin.getByRole('form', { name: '快捷入口' });
    await links.getByRole('button', { name: '添加入口' }).click();
    const n = await links.getByRole('listitem').count();
    await links.getByLabel(`入口 ${n} 名称`).fill('校园服务');
    await links.getByLabel(`入口 ${n} 链接`).fill('https://service.example.cn/home?school={{orgId}}');
    await links.getByText(`https://service.example.cn/home?school=${SCHOOL.orgId}`).waitFor();
    for (let i = n; i > 1; i--) await links.getByRole('button', { name: `上移入口 ${i}` }).click();
    await links.getByRole('button', { name: '保存快捷入口' }).click();
    await links.getByRole('status').getByText('快捷入口已保存').waitFor();

    const texts = admin.getByRole('form', { name: '文本' });
    await texts.getByLabel('承诺书标题').fill(PROMISE_TITLE);
    await texts.getByLabel('承诺书内容').fill(PROMISE_TEXT);
    // A new school starts without the 承诺书 required; the administrator turns it on.
    await texts.getByRole('checkbox', { name: '报名前须阅读并同意' }).check();
    await texts.getByRole('button', { name: '保存文本' }).click();
    await texts.getByRole('status').getByText('文本已保存').waitFor();
    await admin.evaluate(() => window.scrollTo(0, 0));
    await shot(admin, 'settings');

    // 4. 账号管理: a 招生老师 with a one-time password.
    await menu(admin, '账号管理');
    await admin.getByRole('button', { name: '新建账号' }).click();
    const create = admin.getByRole('form', { name: '新建账号' });
    await create.getByLabel('姓名').fill(TEACHER.name);
    await create.getByLabel('手机号').fill(TEACHER.phone);
    await create.getByRole('radio', { name: /招生老师/ }).check();
    await create.getByRole('button', { name: '创建' }).click();
    const shown = admin.getByRole('dialog', { name: '账号已创建' });
    const oneTime = (await shown.getByLabel('一次性密码').textContent())!.trim();
    await shown.getByRole('button', { name: '我已记下，关闭' }).click();
    const row = admin
      .getByRole('table', { name: '账号列表' })
      .getByRole('row', { name: `${TEACHER.name}的账号` });
    await row.getByText('待改密').waitFor();

    // The teacher, in a browser of their own: the one-time password, then the forced change.
    teacherContext = await browser.newContext({ ...ctx, viewport: { width: 375, height: 812 } });
    const teacher = await teacherContext.newPage();
    await teacher.goto(staffUrl);
    await loginOnScreen(teacher, TEACHER.phone, oneTime);
    await changePasswordOnScreen(teacher, oneTime, `Zero-${TAG}-Teach1`);
    const nav = teacher.getByRole('navigation', { name: '工作台菜单' });
    await nav.getByRole('link', { name: '报名审核' }).waitFor();

    // Disabled: the session ends and the password no longer works; enabled again.
    await row.getByRole('button', { name: '停用' }).click();
    await admin.getByRole('dialog', { name: '停用账号' }).getByRole('button', { name: '确定停用' }).click();
    await row.getByText('已停用').waitFor();
    await shot(admin, 'accounts-disabled');
    await nav.getByRole('link', { name: '缴费订单' }).click();
    await teacher.getByRole('form', { name: '登录' }).waitFor();
    await loginOnScreen(teacher, TEACHER.phone, `Zero-${TAG}-Teach1`);
    await teacher.getByRole('alert').filter({ hasText: '手机号或密码错误' }).waitFor();
    await row.getByRole('button', { name: '启用' }).click();
    await admin.getByRole('dialog', { name: '启用账号' }).getByRole('button', { name: '确定启用' }).click();
    await row.getByText('在用').waitFor();

    // 忘记密码 with the code of the dev SMS page, then a login with the new password.
    const teacherPassword = `Zero-${TAG}-Forgot2`;
    await teacher.getByRole('button', { name: '忘记密码？' }).click();
    const forgot = teacher.getByRole('form', { name: '忘记密码' });
    await forgot.getByRole('button', { name: '获取验证码' }).click();
    await forgot.getByText('验证码已发送').waitFor();
    await forgot.getByLabel('验证码').fill(await devSmsCode(TEACHER.phone));
    await forgot.getByLabel('新密码', { exact: true }).fill(teacherPassword);
    await forgot.getByLabel('确认新密码').fill(teacherPassword);
    await shot(teacher, 'teacher-forgot');
    await forgot.getByRole('button', { name: '重置密码' }).click();
    await forgot.getByText('密码已重置，请用新密码登录。').waitFor();
    await forgot.getByRole('button', { name: '返回登录' }).click();
    await loginOnScreen(teacher, TEACHER.phone, teacherPassword);
    await nav.getByRole('link', { name: '报名审核' }).waitFor();

    // 5. A registration form on the 报名表设计 screen (the teacher, on a phone): the two fields every
    // registration carries are there from the start; a required 家长手机号 is added; published as version 1.
    await menu(teacher, '报名表设计');
    await teacher.getByRole('button', { name: '新建报名表' }).click();
    await teacher.getByLabel('报名表名称').fill('新生报名表');
    await teacher.getByLabel('题型').selectOption({ label: '手机号' });
    await teacher.getByRole('button', { name: '添加字段' }).click();
    await teacher.getByRole('group', { name: '字段设置：手机号' }).getByLabel('标题').fill('家长手机号');
    await teacher
      .getByRole('group', { name: '字段设置：家长手机号' })
      .getByRole('checkbox', { name: /必填/ })
      .check();
    await teacher.getByRole('button', { name: '发布新版本' }).click();
    await teacher
      .getByRole('status')
      .getByText(/已发布第1版/)
      .waitFor();
    await shot(teacher, 'teacher-form');

    // The plan on the 招生计划 screen, open now.
    await menu(teacher, '招生计划');
    await teacher.getByRole('button', { name: '新建计划' }).click();
    const form = teacher.getByRole('form', { name: '新建招生计划' });
    await form.getByLabel('计划名称').fill(PLAN);
    await form.getByLabel('招生人数').fill('50');
    const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86400_000).toISOString().slice(0, 10);
    await form.getByLabel('报名开始时间（北京时间）').fill(`${day(-1)}T08:00`);
    await form.getByLabel('报名截止时间（北京时间）').fill(`${day(300)}T17:00`);
    await form.getByLabel('结果公布时间（北京时间）').fill(`${day(310)}T09:00`);
    await form.getByLabel('报名费（元）').fill('0');
    expect(await form.getByLabel('报名表版本').inputValue()).not.toBe('');
    await form.getByRole('button', { name: '保存' }).click();
    await teacher.getByText(`已保存：${PLAN}`).waitFor();
    await teacher.getByRole('list', { name: '招生计划卡片' }).getByText(PLAN).waitFor();
    await shot(teacher, 'teacher-plan');
    const [plan] = await sqlRows(`SELECT id FROM ${SCHEMA}.plans WHERE org_id = '${SCHOOL.orgId}'`);
    expect(plan?.id).toBeTruthy();

    // 6. The WeChat student app shows the school's name, logo, contact and link on home.
    const query = new URLSearchParams({ tenantId: SCHOOL.tenantId, orgId: SCHOOL.orgId }).toString();
    const student = await newPage('wechat');
    await student.route('https://service.example.cn/**', (r) =>
      r.fulfill({ body: '<p>service</p>', contentType: 'text/html' }),
    );
    await student.goto(`${url}${SPA_PATH}?${query}#${HOME_ROUTE}`);
    await waitReady(student);
    await student.getByRole('heading', { name: NAME }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => student.getByAltText('校徽').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(96);
    expect(await student.getByRole('link', { name: PHONE }).getAttribute('href')).toBe(`tel:${PHONE}`);
    await shot(student, 'student-home');
    await student.getByRole('button', { name: '校园服务' }).click();
    await student.waitForURL(`https://service.example.cn/home?school=${SCHOOL.orgId}`);

    // A parent registers on the plan and is asked for the 承诺书 before 确认提交.
    const parent = await newPage('wechat');
    const redirect = `${url}${SPA_PATH}?${query}#/orientation/enrollment/details?planId=${String(plan!.id)}`;
    const q = new URLSearchParams({
      ...Object.fromEntries(new URLSearchParams(query)),
      redirect,
      wxuser: `zero-${TAG}`,
    });
    await parent.goto(`${url}/platform/login?${q}`);
    await parent.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
    await waitReady(parent);
    await parent.getByLabel('学生姓名').fill('林小零');
    await parent.getByLabel('证件号码').fill(`33010220110101123${idCheckDigit('33010220110101123')}`);
    await parent.getByLabel('家长手机号').fill('13800138000');
    await shot(parent, 'parent-form');
    await parent.getByRole('button', { name: '下一步' }).click();
    await parent.getByText('请核对报名信息').waitFor();
    await parent.getByText(PROMISE_TEXT).waitFor();
    const consent = parent.getByText(`我已阅读并同意《${PROMISE_TITLE}》`);
    await consent.scrollIntoViewIfNeeded();
    await shot(parent, 'parent-promise');
    await consent.click();
    await parent.getByRole('button', { name: '确认提交' }).click();
    await parent.getByText('报名成功').waitFor({ timeout: 20_000 });
    await shot(parent, 'parent-done');
    const regs = await sqlRows(
      `SELECT id FROM ${SCHEMA}.registrations WHERE plan_id = '${String(plan!.id)}'`,
    );
    expect(regs).toHaveLength(1);
  }, 300_000);
});
