import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, launchBrowser, newPage, SPA_PATH, shoot, settled } from './harness';
import { ownServer, type OwnServer } from './own-server';

/**
 * Issue 27 item 2 and 3 end to end, on a server of its own (it changes the demo school's season): the
 * administrator sets the notice and the arrival window and turns the face photo off on 报到设置; a
 * student's check-in pages show the new notice and window and no face-photo step; the check-in
 * export downloads and lists that student.
 */
const A = DEMO.A;
const STUDENT = A.students[2]!; // 陈思远: details already confirmed.
const SHOTS = 'test-results/screens';
const NOTICE_TITLE = '二〇二七级新生报到须知';
const NOTICE_TEXT = '请携带录取通知书和身份证原件，到东门体育馆报到。';
// A window after today (the student's arrival plan only offers days from today to the end).
const START = '2027-08-30';
const END = '2027-09-02';

let server: OwnServer;
let url = '';
let context: BrowserContext | null = null;
const admin = { phone: '13600000027', password: '' };
const teacher = { phone: '13600000028', password: '' };

beforeAll(async () => {
  server = await ownServer('checkin-settings');
  url = server.url;
  admin.password = (
    await server.staff({ orgId: A.orgId, role: 'admin', name: '报到管理员', phone: admin.phone })
  ).password;
  teacher.password = (
    await server.staff({ orgId: A.orgId, role: 'checkin', name: '报到老师甲', phone: teacher.phone })
  ).password;
  // School A as a school that never saved its 报到时间 (the demo seed saves one).
  await server.database.db.execute(
    sql`UPDATE orgs SET settings = settings #- '{checkin,reportStart}' #- '{checkin,reportEnd}' WHERE id = ${A.orgId}`,
  );
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await server?.close();
});

/** Controls smaller than 44×44 whose tap target (the control, or the label around it) is too small. */
const smallTargets = (page: Page, scope: string) =>
  page.evaluate(
    (sel) =>
      [...document.querySelectorAll(`${sel} :is(button, a[href], input, select, textarea)`)]
        .map((el) => ({ el, r: (el.closest('label, .settings-check') ?? el).getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && r.height > 0)
        .filter(({ r }) => r.width < 44 || r.height < 44)
        .map(
          ({ el, r }) =>
            `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 12)}" ${r.width}x${r.height}`,
        ),
    scope,
  );

async function look(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width > 900 ? 900 : 812 });
  await settled(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, { path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  await shoot(page, { path: join(SHOTS, `${name}-${width}-top.png`) });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  expect(await smallTargets(page, '.staff-page')).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

describe('报到设置 and 报到导出', () => {
  test('the administrator sets notice, window and no face photo; the student sees them; the export lists the student', async () => {
    context = await (
      await launchBrowser()
    ).newContext({
      viewport: { width: 375, height: 812 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
      acceptDownloads: true,
    });
    // No window saved yet: the student is told 报到时间待学校通知 (no made-up dates) and cannot report in.
    const query = new URLSearchParams({ tenantId: A.tenantId, orgId: A.orgId }).toString();
    const student = await newPage('wechat');
    await student.goto(`${url}${SPA_PATH}?${query}#/orientation/homepage/checkin`);
    // Typed as soon as the entry shows (painted or the app's): the values carry over.
    await student.getByLabel('姓名').filter({ visible: true }).fill(STUDENT.name);
    await student.getByLabel('身份证号').filter({ visible: true }).fill(STUDENT.idNumber);
    await student.getByRole('button', { name: /立即报到/ }).click();
    await student.getByText('报到时间待学校通知').first().waitFor({ timeout: 20_000 });
    await shoot(student, { path: join(SHOTS, 'checkin-settings-student-no-window.png'), fullPage: true });

    const page = await context.newPage();
    await page.goto(`${url}${SPA_PATH}staff.html?orgId=${A.orgId}`);
    const form = page.getByRole('form', { name: '登录' });
    await form.getByLabel('手机号').fill(admin.phone);
    await form.getByLabel('密码').fill(admin.password);
    await form.getByRole('button', { name: '登录' }).click();
    const menu = page.getByRole('navigation', { name: '工作台菜单' });
    await menu.getByRole('link', { name: '报到设置' }).click();
    await page.getByRole('heading', { name: '报到设置' }).waitFor();

    // 报到须知.
    const notice = page.getByRole('form', { name: '报到须知' });
    await notice.getByLabel('须知标题').fill(NOTICE_TITLE);
    // The news editor (issue 34 item 14): typed text, then markup with a script pasted after it.
    const content = notice.getByLabel('须知内容');
    await content.fill(NOTICE_TEXT);
    await content.evaluate((el) => {
      (el as HTMLElement).focus();
      document.execCommand('insertHTML', false, '<script>window.__xss=1</script>');
    });
    await notice.getByRole('button', { name: '保存报到须知' }).click();
    await notice.getByRole('status').getByText('报到须知已保存').waitFor();
    // Saved as the server sanitized it: the text stays, the script is gone.
    expect(await content.textContent()).toBe(NOTICE_TEXT);
    expect(await content.locator('script').count()).toBe(0);

    // 报到时间: not set yet (the page says what students see); an end before the start is refused, then saved.
    const window = page.getByRole('form', { name: '报到时间' });
    await window.getByText(/尚未设置报到时间：学生端显示“报到时间待学校通知”/).waitFor();
    await window.getByLabel('报到开始日期').fill(START);
    await window.getByLabel('报到结束日期').fill('2027-08-01');
    await window.getByRole('button', { name: '保存报到时间' }).click();
    await window.getByRole('alert').getByText('报到开始日期不能晚于结束日期').waitFor();
    await window.getByLabel('报到结束日期').fill(END);
    await window.getByRole('button', { name: '保存报到时间' }).click();
    await window.getByRole('status').getByText('报到时间已保存').waitFor();

    // 人脸照片 off.
    const photo = page.getByRole('form', { name: '人脸照片' });
    await photo.getByRole('checkbox', { name: /^须上传人脸照片/ }).uncheck();
    await photo.getByRole('button', { name: '保存人脸照片' }).click();
    await photo.getByRole('status').getByText('人脸照片已保存').waitFor();

    // 现场办理环节: 缴费核验 only by 学校管理员.
    const desk = page.getByRole('form', { name: '现场办理环节' });
    const feeRoles = desk.getByRole('group', { name: '环节 2 可办理角色' });
    await feeRoles.getByRole('checkbox', { name: '报到老师' }).uncheck();
    await desk.getByRole('button', { name: '保存现场办理环节' }).click();
    await desk.getByRole('status').getByText('现场办理环节已保存').waitFor();

    await look(page, 'checkin-settings', 375);
    await look(page, 'checkin-settings', 1280);
    await page.setViewportSize({ width: 375, height: 812 });

    // A 报到老师's desk shows the student's steps without 缴费核验.
    const deskPage = await context
      .browser()!
      .newPage({ viewport: { width: 375, height: 740 }, locale: 'zh-CN' });
    await deskPage.goto(`${url}${SPA_PATH}staff.html?orgId=${A.orgId}#/desk`);
    const login = deskPage.getByRole('form', { name: '登录' });
    await login.getByLabel('手机号').fill(teacher.phone);
    await login.getByLabel('密码').fill(teacher.password);
    await login.getByRole('button', { name: '登录' }).click();
    await deskPage
      .getByRole('navigation', { name: '工作台菜单' })
      .getByRole('link', { name: '现场报到' })
      .click();
    await deskPage.getByRole('heading', { name: '现场报到' }).waitFor();
    await deskPage.getByLabel('身份证号或姓名').fill(STUDENT.idNumber);
    await deskPage.getByRole('button', { name: '查询' }).click();
    const deskCard = deskPage.getByRole('article', { name: `${STUDENT.name}的报到信息` });
    await deskCard.getByRole('listitem').filter({ hasText: '领取物品' }).waitFor();
    expect(await deskCard.getByRole('listitem').filter({ hasText: '缴费核验' }).count()).toBe(0);
    await shoot(deskPage, { path: join(SHOTS, 'checkin-settings-desk-teacher.png'), fullPage: true });
    await deskPage.close();

    // The student's check-in pages (WeChat profile): with the window saved, report-in works.
    await student.getByRole('button', { name: /立即报到/ }).click();
    const steps = student.getByRole('list', { name: '报到进度' });
    await steps.waitFor({ timeout: 20_000 });
    await student.locator('li[data-state="done"]', { hasText: '确认个人信息' }).waitFor();
    await student.getByText('已确认信息，下一步：到校现场报到').first().waitFor();
    expect(await steps.getByText(/人脸照片/).count()).toBe(0);
    await shoot(student, { path: join(SHOTS, 'checkin-settings-student-home.png'), fullPage: true });

    await student.getByRole('link', { name: '新生须知' }).click();
    await student.getByRole('heading', { name: NOTICE_TITLE }).waitFor();
    await student.getByText(NOTICE_TEXT).waitFor();
    await shoot(student, { path: join(SHOTS, 'checkin-settings-student-notice.png'), fullPage: true });

    await student.evaluate(() => (location.hash = '/orientation/checkin/confirm'));
    await student.getByText(`报到时间：${START} 至 ${END}`).waitFor({ timeout: 20_000 });
    await shoot(student, { path: join(SHOTS, 'checkin-settings-student-confirm.png'), fullPage: true });
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // 报到导出: the workbook downloads and lists the student.
    await menu.getByRole('link', { name: '报到导出' }).click();
    await page.getByRole('heading', { name: '报到导出' }).waitFor();
    await page.getByLabel('班级').selectOption(STUDENT.className);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出报到数据（Excel）' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^报到数据_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
    const info = wb.getWorksheet('确认信息')!;
    const names = info.getColumn(2).values.slice(2);
    expect(names).toEqual([STUDENT.name]);
    await page
      .getByRole('status')
      .getByText(/已导出 报到数据_/)
      .waitFor();
    await look(page, 'checkin-exports', 375);
    await look(page, 'checkin-exports', 1280);
  }, 300_000);
});
