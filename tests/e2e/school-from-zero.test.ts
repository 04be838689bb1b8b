import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { HOME_ROUTE } from '@domain/shell/routes';
import { solidPng } from '../../server/src/files/png';
import { startServer } from '../../server/src/start';
import { agreePrivacyNotice, launchBrowser, newPage, settled, SPA_PATH, shoot } from './harness';
import { takeAndUploadPhoto } from './face-consent';
import { createSchoolByCommand } from './operator';
import { PROFILES } from './profiles';
import { admitRow, changePasswordOnScreen, loginOnScreen, queueShown } from './staff';
import { pick } from './registration-form';

/**
 * Issue 25, first "Must show", and issue 27, first "Must show": the whole season from zero on an empty
 * PostgreSQL schema with SEED=none, on screens only — the operator command, the administrator's forced
 * password change, 学校设置 (with the school's 专业), 账号管理 with a 招生老师 (disable, enable,
 * 忘记密码), a form and an open plan with a fee; a parent registers in the WeChat student app, the
 * teacher approves, the parent pays in the sandbox, the teacher admits and publishes the results (the
 * server's test clock crosses the publication time); the administrator generates the roster from
 * admissions, imports 30 more from an xlsx built on the template's columns, assigns classes in bulk and
 * sets 报到设置; the admitted student reports in on their phone, confirms, uploads a face photo that
 * staff approve, opens the pass; a 报到老师 scans it on 现场报到 and marks 报到; the board counts it
 * and the 报到导出 workbook lists the student as arrived.
 *
 * The four tests share one school made step by step, so none can run again on its own: `retry: 0`
 * (a retry of a later step would meet the first attempt's half-done state, and the operator command
 * cannot create the same school twice).
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
const DESK = { name: '报到老师乙', phone: '13912340002' };
const PLAN = '2027年秋季新生招生';
const MAJORS = ['计算机应用', '电子商务'];
const CHILD = { name: '林小零', idNumber: `33010220110101123${idCheckDigit('33010220110101123')}` };
const FEE = '50';
/** The 30 students of the imported spreadsheet: valid identity numbers born 2011, half each major. */
const IMPORTED = Array.from({ length: 30 }, (_, i) => {
  const first17 = `3301062011${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}${String(100 + i).padStart(3, '0')}`;
  // Names are Chinese characters only (the roster's rule): ten surnames × three given names.
  const name = `${'赵钱孙李周吴郑王冯陈'[i % 10]}${['晓明', '思雨', '子涵'][Math.floor(i / 10)]}`;
  return { name, idNumber: first17 + idCheckDigit(first17) };
});

let server: Awaited<ReturnType<typeof startServer>> | null = null;
let dataDir = '';
const seedBefore = process.env.SEED;
const contexts: BrowserContext[] = [];
let browser: Browser;
/** Pages that live across the tests (the harness closes pages of newPage() after each test). */
let admin: Page;
let teacher: Page;
let parent: Page;
let adminPassword = '';
/** The 报到老师's one-time password (shown once on 账号管理). */
let deskOneTime = '';

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
    // The publication time is crossed by moving this server's clock (as serverClock does for the shared one).
    testClock: true,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await server?.close();
  if (PG_URL) await sqlRows(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (seedBefore === undefined) delete process.env.SEED;
  else process.env.SEED = seedBefore;
});

// The pages here live across tests (not the harness's): a failing test leaves a screenshot of each.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail') return;
  mkdirSync('test-results', { recursive: true });
  for (const [i, c] of contexts.entries())
    for (const [j, p] of c.pages().entries())
      await p.screenshot({ path: `test-results/zero-failed-${i}-${j}.png` }).catch(() => {});
});

/** This server's clock (server/src/http/test-clock.ts): read it or move it ahead. */
const clock = {
  async call(init?: RequestInit): Promise<Date> {
    const r = await fetch(`${server!.url}/platform/sandbox/clock`, init);
    const e = (await r.json()) as { success: boolean; msg: string; data: { now: string } | null };
    if (!e.success || !e.data) throw new Error(`the server clock answered ${r.status} ${e.msg}`);
    return new Date(e.data.now);
  },
  now() {
    return clock.call();
  },
  advance(ms: number) {
    const body = JSON.stringify({ advanceMs: Math.max(0, Math.ceil(ms)) });
    return clock.call({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
  },
};
/** A China calendar day `d` days from the server's today (YYYY-MM-DD). */
const chinaDay = (now: Date, d: number) =>
  new Date(now.getTime() + 8 * 3600_000 + d * 86400_000).toISOString().slice(0, 10);

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await settled(page).catch(() => {});
  return shoot(page, { path: join(SHOTS, `zero-${name}.png`) });
};

const ctxOptions = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', serviceWorkers: 'block' as const };

/** A staff browser of its own (1280 px desk tool, or a 375 px phone). */
async function staffBrowser(width: 1280 | 375): Promise<Page> {
  const c = await browser.newContext({
    ...ctxOptions,
    viewport: { width, height: width > 900 ? 900 : 812 },
    acceptDownloads: true,
  });
  contexts.push(c);
  return c.newPage();
}

/** A phone in the WeChat profile that lives across the tests; the privacy notice is agreed when it blocks. */
async function wechatPhone(): Promise<Page> {
  const p = PROFILES.wechat;
  const c = await browser.newContext({ serviceWorkers: 'block', ...p.context });
  contexts.push(c);
  if (p.init) await c.addInitScript(p.init.fn, p.init.arg);
  const page = await c.newPage();
  await page.addLocatorHandler(page.getByRole('dialog', { name: '个人信息保护告知' }), () =>
    agreePrivacyNotice(page),
  );
  return page;
}

const menu = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: label }).click();

/** 账号管理: a new account of `role`; answers its one-time password. */
async function createAccount(page: Page, who: { name: string; phone: string }, role: RegExp) {
  await menu(page, '账号管理');
  await page.getByRole('button', { name: '新建账号' }).click();
  const create = page.getByRole('form', { name: '新建账号' });
  await create.getByLabel('姓名').fill(who.name);
  await create.getByLabel('手机号').fill(who.phone);
  await create.getByRole('radio', { name: role }).check();
  await create.getByRole('button', { name: '创建' }).click();
  const shown = page.getByRole('dialog', { name: '账号已创建' });
  const oneTime = (await shown.getByLabel('一次性密码').textContent())!.trim();
  await shown.getByRole('button', { name: '我已记下，关闭' }).click();
  return oneTime;
}

/** The code of the phone's latest message on the dev SMS page. */
async function devSmsCode(phone: string): Promise<string> {
  const html = await (await fetch(`${server!.url}/platform/sandbox/sms`)).text();
  const m = new RegExp(`<strong>${phone}</strong>[^]*?验证码为 (\\d{6})`).exec(html);
  if (!m) throw new Error(`no SMS to ${phone}`);
  return m[1]!;
}

/** A picker of the check-in confirm page: open the field, choose one item per column, 确定. */
async function wheel(page: Page, fieldKey: string, labels: string[]) {
  await page.locator(`[data-field-key="${fieldKey}"] [role="button"]`).click();
  const popup = page.locator('.adm-picker-popup .adm-popup-body').filter({ visible: true });
  await popup.waitFor();
  for (const [column, label] of labels.entries()) {
    const col = popup.locator('.adm-picker-view-column').nth(column);
    await col.locator('.adm-picker-view-column-item', { hasText: label }).first().dispatchEvent('click');
    await col.locator('.adm-picker-view-column-item-active', { hasText: label }).waitFor({ timeout: 5000 });
  }
  await popup.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await popup.waitFor({ state: 'hidden' }).catch(() => {});
}

const route = (page: Page, path: string) =>
  page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);

const studentQuery = () => new URLSearchParams({ tenantId: SCHOOL.tenantId, orgId: SCHOOL.orgId }).toString();
const planCard = (page: Page) => page.getByRole('article', { name: PLAN }).first();

describe('a school from zero', () => {
  test(
    'operator command → 学校设置 (专业) → 账号管理 → form and plan with a fee → a parent registers',
    { timeout: 300_000, retry: 0 },
    async () => {
      const url = server!.url;
      const staffUrl = `${url}${SPA_PATH}staff.html?orgId=${SCHOOL.orgId}`;

      // 1. An empty database; the operator command creates the tenant, the school and its administrator.
      expect(server!.schools).toBe(0);
      expect(await sqlRows(`SELECT id FROM ${SCHEMA}.orgs`)).toEqual([]);
      const created = await createSchoolByCommand(SCHOOL, {
        DATABASE_URL: PG_URL,
        DATABASE_SCHEMA: SCHEMA,
      });
      expect(await sqlRows(`SELECT id, tenant_id FROM ${SCHEMA}.orgs`)).toEqual([
        { id: SCHOOL.orgId, tenant_id: SCHOOL.tenantId },
      ]);

      // 2. The administrator logs in with the printed one-time password and must change it.
      admin = await staffBrowser(1280);
      await admin.goto(staffUrl);
      await loginOnScreen(admin, created.adminPhone, created.password);
      await admin.getByRole('form', { name: '修改密码' }).waitFor();
      await shot(admin, 'admin-forced-change');
      adminPassword = `Zero-${TAG}-Admin1`;
      await changePasswordOnScreen(admin, created.password, adminPassword);
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

      // The school's 专业 (a new school has none): plans offer them, the roster needs them.
      const majors = admin.getByRole('form', { name: '专业' });
      await majors.getByText('尚未设置专业').waitFor();
      for (const [i, m] of MAJORS.entries()) {
        await majors.getByRole('button', { name: '添加专业' }).click();
        await majors.getByLabel(`专业 ${i + 1} 名称`).fill(m);
      }
      await majors.getByRole('button', { name: '保存专业' }).click();
      await majors.getByRole('status').getByText('专业已保存').waitFor();
      expect(await majors.getByLabel('专业 2 代码').inputValue()).toBe('02');
      await majors.scrollIntoViewIfNeeded();
      await shot(admin, 'settings-majors');
      await admin.evaluate(() => window.scrollTo(0, 0));
      await shot(admin, 'settings');

      // 4. 账号管理: a 招生老师 with a one-time password.
      const oneTime = await createAccount(admin, TEACHER, /招生老师/);
      const row = admin
        .getByRole('table', { name: '账号列表' })
        .getByRole('row', { name: `${TEACHER.name}的账号` });
      await row.getByText('待改密').waitFor();

      // The teacher, in a browser of their own: the one-time password, then the forced change.
      teacher = await staffBrowser(375);
      await teacher.goto(staffUrl);
      await loginOnScreen(teacher, TEACHER.phone, oneTime);
      await changePasswordOnScreen(teacher, oneTime, `Zero-${TAG}-Teach1`);
      const nav = teacher.getByRole('navigation', { name: '工作台菜单' });
      await nav.getByRole('link', { name: '报名审核' }).waitFor();
      await queueShown(teacher);

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
      // registration carries are there from the start; a required 家长手机号 and a required 报读专业
      // (a choice of the school's majors) are added; published as version 1.
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
      await teacher.getByLabel('题型').selectOption({ label: '下拉选择' });
      await teacher.getByRole('button', { name: '添加字段' }).click();
      await teacher.getByRole('group', { name: '字段设置：新选择题' }).getByLabel('标题').fill('报读专业');
      const majorField = teacher.getByRole('group', { name: '字段设置：报读专业' });
      await majorField.getByLabel('选项（每行一个，可直接粘贴）').fill(MAJORS.join('\n'));
      await majorField.getByRole('checkbox', { name: /必填/ }).check();
      await teacher.getByRole('button', { name: '发布新版本' }).click();
      await teacher
        .getByRole('status')
        .getByText(/已发布第1版/)
        .waitFor();
      await shot(teacher, 'teacher-form');

      // The plan on the 招生计划 screen, open now, with a fee paid after approval and both majors.
      await menu(teacher, '招生计划');
      await teacher.getByRole('button', { name: '新建计划' }).click();
      const form = teacher.getByRole('form', { name: '新建招生计划' });
      await form.getByLabel('计划名称').fill(PLAN);
      await form.getByLabel('招生人数').fill('50');
      const now = await clock.now();
      await form.getByLabel('报名开始时间（北京时间）').fill(`${chinaDay(now, -1)}T08:00`);
      await form.getByLabel('报名截止时间（北京时间）').fill(`${chinaDay(now, 300)}T17:00`);
      await form.getByLabel('结果公布时间（北京时间）').fill(`${chinaDay(now, 310)}T09:00`);
      await form.getByLabel('报名费（元）').fill(FEE);
      await form.getByLabel('缴费时机').selectOption({ label: '审核通过后缴费' });
      for (const m of MAJORS) await form.getByRole('checkbox', { name: m }).check();
      expect(await form.getByLabel('报名表版本').inputValue()).not.toBe('');
      await form.getByRole('button', { name: '保存' }).click();
      await teacher.getByText(`已保存：${PLAN}`).waitFor();
      await teacher.getByRole('list', { name: '招生计划卡片' }).getByText(PLAN).waitFor();
      await shot(teacher, 'teacher-plan');

      // 6. The WeChat student app shows the school's name, logo, contact and link on home.
      const student = await newPage('wechat');
      await student.route('https://service.example.cn/**', (r) =>
        r.fulfill({ body: '<p>service</p>', contentType: 'text/html' }),
      );
      await student.goto(`${url}${SPA_PATH}?${studentQuery()}#${HOME_ROUTE}`);
      await student.getByRole('heading', { name: NAME }).waitFor({ timeout: 20_000 });
      await expect
        .poll(() =>
          student
            .getByAltText('校徽')
            .filter({ visible: true })
            .evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBe(96);
      expect(await student.getByRole('link', { name: PHONE }).getAttribute('href')).toBe(`tel:${PHONE}`);
      await shot(student, 'student-home');
      await student.getByRole('button', { name: '校园服务' }).click();
      await student.waitForURL(`https://service.example.cn/home?school=${SCHOOL.orgId}`);

      // A parent signs in with WeChat, finds the plan on 新生报名 and registers; the 承诺书 is asked
      // before 确认提交.
      parent = await wechatPhone();
      const q = new URLSearchParams({
        tenantId: SCHOOL.tenantId,
        orgId: SCHOOL.orgId,
        redirect: `${url}${SPA_PATH}?${studentQuery()}#/orientation/enrollment/index`,
        wxuser: `zero-${TAG}`,
      });
      await parent.goto(`${url}/platform/login?${q}`);
      await parent.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
      await planCard(parent).waitFor({ timeout: 20_000 });
      await shot(parent, 'parent-plans');
      await planCard(parent).getByRole('link', { name: '立即报名' }).click();
      // The notice comes before the first personal data and after a fetch: seen first (isVisible runs
      // no locator handler), so that the page's handler agrees to it on the next action, before a
      // keypad can cover it.
      const notice = parent.getByRole('dialog', { name: '个人信息保护告知' });
      await expect.poll(() => notice.isVisible(), { timeout: 20_000 }).toBe(true);
      await parent.getByLabel('学生姓名').fill(CHILD.name);
      await parent.getByLabel('证件号码').fill(CHILD.idNumber);
      await parent.getByLabel('家长手机号').fill('13800138000');
      await pick(parent, '报读专业', MAJORS[0]!);
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
      await parent.getByRole('button', { name: '查看进度' }).click();
      await planCard(parent).getByRole('list', { name: '办理进度' }).waitFor();
    },
  );

  test(
    'the teacher approves, the parent pays in the sandbox, the teacher admits and publishes; the parent sees the result',
    { timeout: 300_000, retry: 0 },
    async () => {
      // 报名审核 (the teacher on a phone): the registration opened and 通过.
      await menu(teacher, '报名审核');
      await teacher.getByPlaceholder('姓名 / 证件号 / 手机号').fill(CHILD.name);
      await teacher.getByRole('button', { name: '搜索', exact: true }).click();
      await teacher.getByRole('list', { name: '报名列表' }).getByText(CHILD.name).click();
      await teacher.getByRole('heading', { name: CHILD.name }).waitFor();
      await teacher.getByText(MAJORS[0]!).first().waitFor();
      await shot(teacher, 'teacher-review');
      await teacher.getByRole('button', { name: '通过', exact: true }).click();
      await teacher.getByRole('status').filter({ hasText: '已审核通过' }).waitFor();
      // On a phone the review is a full-screen sheet over the menu: closed.
      await teacher.getByRole('button', { name: '关闭详情' }).click();

      // The parent pays in the sandbox from 我的报名.
      await parent.reload();
      await planCard(parent).getByRole('button', { name: '去缴费' }).click();
      await parent.waitForURL(/\/pub\/.*#\/chargeH5\/wxpaying/, { timeout: 30_000 });
      await parent.getByText('沙箱支付（演示，不会真实扣款）').waitFor();
      await shot(parent, 'parent-pay-sandbox');
      await parent.locator('#pay').click();
      await parent.getByText('支付成功').waitFor();
      await parent.locator('#back').click();
      await planCard(parent)
        .getByRole('list', { name: '办理进度' })
        .filter({ hasText: '已缴费' })
        .waitFor({ timeout: 30_000 });
      await shot(parent, 'parent-paid');

      // 录取管理: 录取, confirmed in the dialog naming the applicant.
      await menu(teacher, '录取管理');
      const row = admitRow(teacher, CHILD.name);
      await row.getByRole('button', { name: '录取', exact: true }).click();
      const confirm = teacher.getByRole('dialog', { name: '确认录取' });
      await confirm.getByText(CHILD.name).first().waitFor();
      await confirm.getByRole('button', { name: '确认录取' }).click();
      await teacher
        .getByRole('status')
        .filter({ hasText: `已录取：${CHILD.name}` })
        .waitFor();

      // 定时公布结果 a minute ahead of the server's clock, in China time; the parent is told when.
      const at = new Date((await clock.now()).getTime() + 60_000);
      const china = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
      await teacher.getByLabel('公布时间').fill(china);
      await teacher.getByRole('button', { name: '定时公布结果' }).click();
      await teacher.getByRole('status').filter({ hasText: '已设置结果公布时间' }).waitFor();
      await shot(teacher, 'teacher-publish');

      const result = await newPage('wechat');
      await result.goto(`${server!.url}${SPA_PATH}?${studentQuery()}#/orientation/homepage/result`);
      const look = async () => {
        await result.getByLabel('姓名').fill(CHILD.name);
        await result.getByLabel('身份证号').fill(CHILD.idNumber);
        await result.getByRole('button', { name: '查询' }).click();
      };
      await look();
      await result.getByText(/录取结果将于 .* 公布/).waitFor();
      // The server's clock moves past 公布时间 (no real wait).
      await clock.advance(at.getTime() - (await clock.now()).getTime() + 1500);
      await look();
      await result.getByText('恭喜您，已被录取').waitFor({ timeout: 15_000 });
      await shot(result, 'parent-admitted');
    },
  );

  test(
    'the administrator generates the roster from admissions, imports 30 from an xlsx, assigns classes, sets 报到设置, adds a 报到老师',
    { timeout: 300_000, retry: 0 },
    async () => {
      // 新生名单 is empty; 从录取生成 with the form's 报读专业 and 家长手机号 mapped (set once).
      await menu(admin, '新生名单');
      await admin.getByRole('heading', { name: '新生名单' }).waitFor();
      await admin.getByText('共 0 人').waitFor();
      await admin.getByRole('button', { name: '从录取生成' }).click();
      await admin.getByRole('checkbox', { name: PLAN }).check();
      await admin.getByRole('button', { name: '字段对应设置' }).click();
      const option = async (target: string, label: string) => {
        const select = admin.getByLabel(target, { exact: true });
        const value = await select.locator('option', { hasText: label }).first().getAttribute('value');
        await select.selectOption(value!);
      };
      await option('专业', '报读专业');
      await option('手机号', '家长手机号');
      await admin.getByRole('button', { name: '保存字段对应' }).click();
      await admin.getByText('已按学校设置').waitFor();
      await admin.getByRole('button', { name: '预览生成结果' }).click();
      const preview = admin.getByRole('list', { name: '预览列表' });
      await preview.getByRole('listitem').filter({ hasText: CHILD.name }).getByText('新增').waitFor();
      await shot(admin, 'roster-generate-preview');
      await admin.getByRole('button', { name: '确认生成' }).click();
      await admin.getByRole('heading', { name: /已生成：新增 1 人/ }).waitFor();
      await admin.getByRole('button', { name: '查看新生名单' }).click();
      await admin.getByText('共 1 人').waitFor();

      // 导入名单: the template downloads; 30 students written on its columns, previewed, imported.
      await admin.getByRole('button', { name: '导入名单' }).click();
      const [template] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: '下载模板' }).click(),
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(readFileSync((await template.path())!) as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const header = (ws.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
      const column = (label: string) => header.findIndex((h) => h.replace(/\*$/, '') === label);
      expect(column('姓名')).toBeGreaterThanOrEqual(0);
      for (const [i, s] of IMPORTED.entries()) {
        const cells = header.map(() => '');
        cells[column('姓名')] = s.name;
        cells[column('身份证号')] = s.idNumber;
        cells[column('专业')] = MAJORS[i % 2]!;
        cells[column('手机号')] = `1371234${String(1000 + i)}`;
        ws.getRow(i + 2).values = cells;
      }
      const upload = Buffer.from(await wb.xlsx.writeBuffer());
      await admin.getByLabel(/选择 Excel 文件/).setInputFiles({
        name: '零起点新生名单.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: upload,
      });
      await admin.getByText('共 30 行：新增 30 人，更新 0 人，无变化 0 人').waitFor({ timeout: 30_000 });
      await shot(admin, 'roster-import-preview');
      await admin.getByRole('button', { name: '确认导入' }).click();
      await admin.getByRole('heading', { name: '4. 导入完成' }).waitFor({ timeout: 30_000 });
      await admin.getByRole('button', { name: '查看新生名单' }).click();
      await admin.getByText('共 31 人').waitFor();
      await shot(admin, 'roster-list');

      // 分班: one class per major, assigned in bulk (preview, then 确认分配).
      await admin.getByRole('button', { name: '分班 / 分宿' }).click();
      await admin.getByRole('button', { name: '添加班级' }).waitFor();
      for (const [i, m] of MAJORS.entries()) {
        await admin.getByRole('button', { name: '添加班级' }).click();
        await admin.getByRole('textbox', { name: '班级名称' }).nth(i).fill(`${m}2701班`);
        await admin.getByRole('combobox', { name: '专业' }).nth(i).selectOption({ label: m });
        await admin.getByRole('spinbutton', { name: '人数上限' }).nth(i).fill('40');
      }
      await admin.getByRole('button', { name: '保存班级和宿舍' }).click();
      await admin.getByRole('status').filter({ hasText: '班级和宿舍已保存' }).waitFor();
      await admin.getByRole('button', { name: '预览分配结果' }).click();
      await admin
        .getByRole('table', { name: '分配预览' })
        .getByRole('row')
        .filter({ hasText: CHILD.name })
        .waitFor();
      await admin.getByRole('button', { name: '确认分配' }).click();
      const done = admin.getByRole('table', { name: '分配结果' });
      await done.waitFor();
      await shot(admin, 'placement-done');
      await admin.getByRole('button', { name: '返回新生名单' }).click();
      await admin.getByRole('searchbox').fill(CHILD.name);
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      // The student's own row (the list may still show everyone until the search answers).
      await admin
        .getByRole('table', { name: '新生名单表' })
        .getByRole('row')
        .filter({ hasText: CHILD.name })
        .getByRole('cell', { name: `${MAJORS[0]}2701班` })
        .waitFor();

      // 报到设置: the arrival window from today to a week ahead (China days of the server's clock).
      await menu(admin, '报到设置');
      await admin.getByRole('heading', { name: '报到设置' }).waitFor();
      const now = await clock.now();
      const reportWindow = admin.getByRole('form', { name: '报到时间' });
      await reportWindow.getByLabel('报到开始日期').fill(chinaDay(now, 0));
      await reportWindow.getByLabel('报到结束日期').fill(chinaDay(now, 7));
      await reportWindow.getByRole('button', { name: '保存报到时间' }).click();
      await reportWindow.getByRole('status').getByText('报到时间已保存').waitFor();
      const photo = admin.getByRole('form', { name: '人脸照片' });
      await photo.getByRole('checkbox', { name: /^须上传人脸照片/ }).check();
      await photo.getByRole('button', { name: '保存人脸照片' }).click();
      await photo.getByRole('status').getByText('人脸照片已保存').waitFor();
      await admin.evaluate(() => window.scrollTo(0, 0));
      await shot(admin, 'checkin-settings');
      // Check-in open (学校设置 › 开关).
      await menu(admin, '学校设置');
      const switches = admin.getByRole('form', { name: '开关' });
      await switches.getByRole('checkbox', { name: /开放报到/ }).check();
      await switches.getByRole('button', { name: '保存开关' }).click();
      await switches.getByRole('status').getByText('开关已保存').waitFor();

      // 账号管理: a 报到老师 for the desk.
      deskOneTime = await createAccount(admin, DESK, /^报到老师/);
    },
  );

  test(
    'the student reports in, confirms, uploads a face photo that staff approve, opens the pass; the desk marks 报到; board and export count it',
    { timeout: 300_000, retry: 0 },
    async () => {
      // The admitted student on their phone (WeChat profile).
      const student = await wechatPhone();
      await student.goto(`${server!.url}${SPA_PATH}?${studentQuery()}#/orientation/homepage/checkin`);
      // Typed as soon as the entry shows (painted or the app's): the values carry over.
      await student.getByLabel('姓名').filter({ visible: true }).fill(CHILD.name);
      await student.getByLabel('身份证号').filter({ visible: true }).fill(CHILD.idNumber);
      await shot(student, 'student-report');
      await student.getByRole('button', { name: /立即报到/ }).click();
      await route(student, '/orientation/checkin/index');
      await student.getByRole('list', { name: '报到进度' }).waitFor();
      await student.getByText(`${MAJORS[0]}2701班`).first().waitFor();
      await shot(student, 'student-checkin-home');

      // Confirms the details.
      await student.getByRole('button', { name: '确认个人信息：去确认' }).click();
      await route(student, '/orientation/checkin/confirm');
      await student.getByLabel('手机号').waitFor();
      await wheel(student, 'nation', ['汉族']);
      // 政治面貌 is never pre-filled either (issue 34 item 21).
      await wheel(student, 'party', ['中国共产主义青年团团员']);
      await wheel(student, 'regionCode', ['广东省', '深圳市', '南山区']);
      await student.locator('[data-field-key="regionCode"]', { hasText: '广东省 深圳市 南山区' }).waitFor();
      await student.getByLabel('家庭住址').fill('深圳市南山区科技园南区1栋');
      await student.getByLabel('紧急联系人', { exact: true }).fill('林大零');
      await student.getByLabel('紧急联系电话').fill('13900139000');
      await shot(student, 'student-confirm');
      await student.getByRole('button', { name: '确认信息无误并提交' }).click();
      await route(student, '/orientation/checkin/index');
      await student.locator('li[data-state="done"]', { hasText: '确认个人信息' }).waitFor();

      // The face photo from Chromium's fake camera.
      await student.getByRole('button', { name: '上传人脸照片：去拍照' }).click();
      expect((await takeAndUploadPhoto(student)).code).toBe(0);
      await route(student, '/orientation/humanface/face');
      await student.getByTestId('photo-review').getByText('审核中').waitFor();
      await shot(student, 'student-photo-reviewing');

      // Staff approve it on 人脸照片.
      await menu(admin, '人脸照片');
      const item = admin
        .getByRole('table', { name: '照片列表' })
        .getByRole('row')
        .filter({ hasText: CHILD.name });
      await item.waitFor();
      await shot(admin, 'photos');
      await item.getByRole('button', { name: '通过' }).click();
      await admin.getByRole('status').filter({ hasText: '照片已通过' }).waitFor();

      // The student sees it approved and opens the pass.
      await student.evaluate(() => (location.hash = '/orientation/checkin/index'));
      await route(student, '/orientation/checkin/index');
      await student.evaluate(() => (location.hash = '/orientation/humanface/face'));
      await student.getByTestId('photo-review').getByText('已通过').waitFor();
      await student.evaluate(() => (location.hash = '/orientation/checkin/procedure'));
      await route(student, '/orientation/checkin/procedure');
      const qr = student.getByTestId('pass-qr');
      await qr.waitFor();
      await shot(student, 'student-pass');
      const qrFile = join(dataDir, 'pass-qr.png');
      await qr.screenshot({ path: qrFile });

      // The 报到老师 on a phone: first login, the forced change, 现场报到, 从相册识别 the pass.
      const desk = await staffBrowser(375);
      await desk.goto(`${server!.url}${SPA_PATH}staff.html?orgId=${SCHOOL.orgId}`);
      await loginOnScreen(desk, DESK.phone, deskOneTime);
      await changePasswordOnScreen(desk, deskOneTime, `Zero-${TAG}-Desk1`);
      await menu(desk, '现场报到');
      await desk.getByRole('heading', { name: '现场报到' }).waitFor();
      await desk.getByLabel('从相册识别').setInputFiles(qrFile);
      const card = desk.getByRole('article', { name: `${CHILD.name}的报到信息` });
      await card.waitFor({ timeout: 30_000 });
      await shot(desk, 'desk-scanned');
      const idCheck = card.getByText('已核验身份证');
      if (await idCheck.isVisible()) await idCheck.click();
      await card.getByRole('button', { name: '办理报到' }).click();
      await desk.getByRole('status').filter({ hasText: '报到 已办理' }).waitFor();
      await shot(desk, 'desk-marked');

      // 到校看板: 1 of 31 arrived.
      await menu(admin, '到校看板');
      await expect.poll(() => admin.getByTestId('board-total').textContent(), { timeout: 20_000 }).toBe('31');
      await expect.poll(() => admin.getByTestId('board-arrived').textContent()).toBe('1');
      expect(await admin.getByTestId('board-missing').textContent()).toBe('30');
      // The charts are canvas (Chart.js, 300 ms growth) that settled() cannot see: let them finish.
      await settled(admin);
      await shot(admin, 'board');

      // 报到导出: the workbook lists the student as arrived.
      await menu(admin, '报到导出');
      await admin.getByRole('heading', { name: '报到导出' }).waitFor();
      const download = admin.waitForEvent('download');
      await admin.getByRole('button', { name: '导出报到数据（Excel）' }).click();
      const file = await download;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
      const arrivals = book.getWorksheet('到校记录')!;
      const rows = arrivals.getSheetValues().filter(Array.isArray) as unknown[][];
      const head = rows[0]!;
      const mine = rows.find((r) => r.includes(CHILD.name))!;
      expect(mine[head.indexOf('是否到校')]).toBe('已到校');
      expect(rows.filter((r) => r[head.indexOf('是否到校')] === '未到校')).toHaveLength(30);
      await shot(admin, 'checkin-export');
    },
  );
});
