import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { plans } from '../../server/src/db/schema';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { closePages, DEMO, newPage, screenshot, SPA_PATH, settled } from './harness';
import { ownServer, type OwnServer } from './own-server';
import { admitRow } from './staff';

/**
 * Issue 26 item 6 end to end, on a server of its own (it rewrites school A's letter and publishes
 * the demo plan): the administrator writes the 录取通知书 in 学校设置 with placeholders; a plan with
 * no publication time shows the parent nothing; the 招生老师 admits, previews the letter in 录取管理
 * and publishes now (the server's clock decides the moment); the parent's 录取查询 shows the
 * school's letter with the name filled in.
 */
const A = DEMO.A;
const PLAN = admissionsIds(A.tenantId).plans.open;
const STUDENT = demoApplicants(A.tenantId).find((a) => a.key === 'paid')!;
const TITLE = '{学校}录取通知书';
/** The body as typed in the rich editor: three paragraphs, 恭喜你 in bold (issue 34 item 14). */
const LINE_1 = '同学：';
const BOLD = '恭喜你';
const LINE_2 = '已被{计划}录取，录取专业：{专业}。';
const LINE_3 = '请于{报到时间}带本通知书到校报到。';

let server: OwnServer;
const admin = { phone: '13600000031', password: '' };
const teacher = { phone: '13600000032', password: '' };

beforeAll(async () => {
  server = await ownServer('result-letter');
  admin.password = (
    await server.staff({ orgId: A.orgId, role: 'admin', name: '校管理员', phone: admin.phone })
  ).password;
  teacher.password = (
    await server.staff({ orgId: A.orgId, role: 'admissions', name: '招生李老师', phone: teacher.phone })
  ).password;
  // Not published: no publication time at all (issue 26: no decision may show).
  await server.database.db.update(plans).set({ resultsPublishAt: null }).where(eq(plans.id, PLAN));
});
afterAll(async () => {
  await closePages();
  await server?.close();
});

async function staffLogin(page: Page, who: { phone: string; password: string }) {
  await page.goto(`${server.url}${SPA_PATH}staff.html?orgId=${A.orgId}`);
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号').fill(who.phone);
  await form.getByLabel('密码').fill(who.password);
  await form.getByRole('button', { name: '登录' }).click();
}
const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name }).click();

/** axe 0 violations and nothing wider than the window. */
async function floor(page: Page, what: string) {
  await settled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${what} axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
}

async function lookUp(parent: Page) {
  await parent.getByLabel('姓名').fill(STUDENT.name);
  await parent.getByLabel('身份证号').fill(STUDENT.idNumber);
  await parent.getByRole('button', { name: '查询' }).click();
}

test('the admin writes the letter, the teacher previews it and publishes now, the parent reads it with the name filled in', async () => {
  // 学校设置 › 文本 at 375 px and 1280 px: title and body, placeholders by their buttons.
  const settings = await newPage('wechat');
  await staffLogin(settings, admin);
  await menu(settings, '学校设置');
  const texts = settings.getByRole('form', { name: '文本' });
  await texts.getByLabel('通知书标题').fill(TITLE);
  // 通知书正文 is the shared rich editor: Enter makes a paragraph, 加粗 bolds, a placeholder goes in at the caret.
  const body = texts.getByRole('textbox', { name: '通知书正文' });
  await body.click();
  await body.press('ControlOrMeta+a');
  await body.press('Delete');
  await texts.getByRole('button', { name: '插入学生姓名 {姓名}' }).click();
  await expect.poll(() => body.textContent()).toBe('{姓名}');
  await body.press('End');
  await body.pressSequentially(LINE_1);
  await body.press('Enter');
  // 文本 has three rich editors (承诺书, 隐私政策, 通知书正文): the letter's own toolbar.
  const editor = texts.locator('.cms-editor', {
    has: settings.getByRole('textbox', { name: '通知书正文' }),
  });
  const bold = editor.getByRole('toolbar', { name: '正文格式' }).getByRole('button', { name: '加粗' });
  await bold.click();
  await body.pressSequentially(BOLD);
  await bold.click();
  await body.pressSequentially(LINE_2);
  await body.press('Enter');
  await body.pressSequentially(LINE_3);
  // An unknown placeholder is refused with a Chinese message naming it.
  await body.pressSequentially('{班级}');
  await texts.getByRole('button', { name: '保存文本' }).click();
  await texts
    .getByRole('alert')
    .getByText(/无法识别的占位符：\{班级\}/)
    .waitFor();
  for (let i = 0; i < 4; i++) await body.press('Backspace');
  await expect.poll(() => body.textContent()).toBe(`{姓名}${LINE_1}${BOLD}${LINE_2}${LINE_3}`);
  await texts.getByRole('region', { name: '录取通知书示例' }).getByText('张三同学：').waitFor();
  await texts.getByRole('button', { name: '保存文本' }).click();
  await texts.getByRole('status').getByText('文本已保存').waitFor();
  await texts.getByRole('group', { name: '通知书正文：插入' }).scrollIntoViewIfNeeded();
  await screenshot('letter-settings', settings);
  await floor(settings, 'settings 375');
  await settings.setViewportSize({ width: 1280, height: 900 });
  await texts.getByRole('group', { name: '通知书正文：插入' }).scrollIntoViewIfNeeded();
  await screenshot('letter-settings-1280', settings);
  await floor(settings, 'settings 1280');

  // Not published: the parent's 录取查询 shows no decision and no letter.
  const parent = await newPage('wechat');
  await parent.goto(
    `${server.url}${SPA_PATH}?orgId=${A.orgId}&tenantId=${A.tenantId}#/orientation/homepage/result`,
  );
  await lookUp(parent);
  await parent.getByText('录取结果尚未公布，请留意学校通知').waitFor();

  // 录取管理 at 1280 px: admit, preview the letter as this applicant will read it, publish now.
  const page = await newPage('desktop');
  await staffLogin(page, teacher);
  await menu(page, '录取管理');
  await page.getByLabel('招生计划').selectOption(PLAN);
  await page.getByText('录取结果尚未公布：报名人看不到任何决定').waitFor();
  await page.getByPlaceholder('姓名 / 证件号 / 手机号').fill(STUDENT.name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = admitRow(page, STUDENT.name);
  await row.getByRole('button', { name: '录取', exact: true }).click();
  await page.getByRole('dialog', { name: '确认录取' }).getByRole('button', { name: '确认录取' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `已录取：${STUDENT.name}` })
    .waitFor();
  // Admitted but not published: still nothing for the parent.
  await lookUp(parent);
  await parent.getByText('录取结果尚未公布，请留意学校通知').waitFor();
  expect(await parent.getByText('恭喜您，已被录取').count()).toBe(0);

  await page.getByRole('button', { name: '预览录取通知书' }).click();
  const preview = page.getByRole('dialog', { name: '预览录取通知书' });
  const letter = preview.getByRole('article', { name: `${STUDENT.name}的录取通知书` });
  await letter.getByText(`${STUDENT.name}同学：`).waitFor();
  const school = (await letter.locator('.letter-school').textContent())!.trim();
  await letter.getByRole('heading', { name: `${school}录取通知书` }).waitFor();
  expect(await letter.textContent()).not.toMatch(/[{}]/);
  await screenshot('letter-preview-1280', page);
  await floor(page, 'preview 1280');
  const box = await page.locator('.staff-dialog').boundingBox();
  expect(box!.x).toBeGreaterThan(200); // centred, not a stretched sheet
  await page.setViewportSize({ width: 375, height: 812 });
  await settled(page);
  await preview.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: '预览录取通知书' }).click();
  await preview.getByRole('article').getByText(`${STUDENT.name}同学：`).waitFor();
  await screenshot('letter-preview-375', page);
  await floor(page, 'preview 375');
  const sheet = await page.locator('.staff-sheet').boundingBox();
  expect(Math.round(sheet!.width)).toBe(375); // a full-width sheet on a phone
  await preview.getByRole('button', { name: '关闭' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: '立即公布结果' }).click();
  const confirm = page.getByRole('dialog', { name: '立即公布录取结果' });
  await confirm.getByText('决定不能再撤销').waitFor();
  await confirm.getByRole('button', { name: '确认立即公布' }).click();
  await page.getByRole('status').filter({ hasText: '录取结果已公布' }).waitFor();
  await page.getByText(/结果已于 .* 公布/).waitFor();
  expect(await row.getByRole('button', { name: '撤销决定' }).count()).toBe(0);

  // The parent's 录取查询: the school's letter, the name filled in.
  await lookUp(parent);
  await parent.getByText('恭喜您，已被录取').waitFor();
  const notice = parent.getByRole('region', { name: '录取通知' });
  await notice.getByRole('heading', { name: `${school}录取通知书` }).waitFor();
  // What the teacher typed, as typed: three paragraphs, 恭喜你 in bold, the values filled in.
  const letterBody = notice.getByTestId('letter-body');
  await letterBody.getByText(`${STUDENT.name}${LINE_1}`, { exact: true }).waitFor();
  expect(await letterBody.locator('p').count()).toBe(3);
  // Chromium's 加粗 makes <b> (DOMPurify keeps it).
  expect(await letterBody.locator('b, strong').textContent()).toBe(BOLD);
  expect(await letterBody.locator('p').nth(1).textContent()).toMatch(/^恭喜你已被.+录取，录取专业：.+。$/);
  expect(await letterBody.locator('p').nth(2).textContent()).toMatch(/^请于.+带本通知书到校报到。$/);
  expect(await notice.textContent()).not.toMatch(/[{}]/);
  await notice.scrollIntoViewIfNeeded();
  await screenshot('letter-parent-result', parent);
  await floor(parent, 'parent result');
}, 180_000);
