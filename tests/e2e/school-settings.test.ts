import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { HOME_ROUTE } from '@domain/shell/routes';
import { solidPng } from '../../server/src/files/png';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, launchBrowser, newPage, SPA_PATH, settled, shoot } from './harness';
import { ownServer, type OwnServer } from './own-server';
import { fillForm } from './registration-form';

/**
 * Issue 25 item 3 end to end, on a server of its own (it renames the demo school): the administrator
 * changes name, logo, contact, a {{orgId}} quick link and the 承诺书 in 学校设置; the student app
 * (WeChat profile) then shows them and asks for the new 承诺书 before a submit.
 */
const A = DEMO.A;
const SHOTS = 'test-results/screens';
const NEW_NAME = '星河实验中学';
const PHONE = '0571-87654321';
const PROMISE_TITLE = '二〇二六年诚信报名承诺书';
const PROMISE_TEXT = '本人承诺所填信息真实有效，并按时到校报到。';

let server: OwnServer;
let url = '';
let context: BrowserContext | null = null;
const admin = { phone: '13600000021', password: '' };

beforeAll(async () => {
  server = await ownServer('school-settings');
  url = server.url;
  admin.password = (
    await server.staff({ orgId: A.orgId, role: 'admin', name: '校管理员', phone: admin.phone })
  ).password;
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await server?.close();
});

/** Controls smaller than 44×44 whose tap target (the control, or the label around it) is too small. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.settings-page :is(button, a[href], input, select, textarea)')]
      .map((el) => ({ el, r: (el.closest('label, .settings-check') ?? el).getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ el, r }) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 12)}" ${r.width}x${r.height}`,
      ),
  );

async function look(page: Page, width: number) {
  await page.setViewportSize({ width, height: width > 900 ? 900 : 812 });
  await settled(page);
  mkdirSync(SHOTS, { recursive: true });
  await shoot(page, { path: join(SHOTS, `school-settings-${width}.png`), fullPage: true });
  // Viewport-sized views to read: the top, and the quick links with their filled previews.
  await shoot(page, { path: join(SHOTS, `school-settings-${width}-top.png`) });
  await page.getByRole('form', { name: '快捷入口' }).scrollIntoViewIfNeeded();
  await shoot(page, { path: join(SHOTS, `school-settings-${width}-links.png`) });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  expect(await smallTargets(page)).toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

describe('学校设置', () => {
  test('the administrator changes name, logo, contact, a {{orgId}} link and the 承诺书; the WeChat student app shows them and asks for the new 承诺书', async () => {
    context = await (
      await launchBrowser()
    ).newContext({
      viewport: { width: 375, height: 812 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${url}${SPA_PATH}staff.html?orgId=${A.orgId}`);
    const form = page.getByRole('form', { name: '登录' });
    await form.getByLabel('手机号').fill(admin.phone);
    await form.getByLabel('密码').fill(admin.password);
    await form.getByRole('button', { name: '登录' }).click();
    await page
      .getByRole('navigation', { name: '工作台菜单' })
      .getByRole('link', { name: '学校设置' })
      .click();
    await page.getByRole('heading', { name: '学校设置' }).waitFor();

    // 基本信息: name, logo (uploaded, previewed), contact phone.
    const basic = page.getByRole('form', { name: '基本信息' });
    await basic.getByLabel('学校名称').fill(NEW_NAME);
    await basic
      .getByLabel('校徽')
      .setInputFiles({ name: '校徽.png', mimeType: 'image/png', buffer: solidPng(96, 96, [250, 200, 40]) });
    await basic.getByText('校徽已上传，保存后生效').waitFor();
    await expect
      .poll(() => basic.getByAltText('校徽预览').getAttribute('src'))
      .toMatch(/^\/fileapi\/files\/f_/);
    await basic.getByLabel('联系电话').fill('12345');
    await basic.getByRole('button', { name: '保存基本信息' }).click();
    await basic.getByRole('alert').getByText('联系电话格式不正确（手机号或带区号的座机号）').waitFor();
    expect(await basic.getByLabel('学校名称').inputValue()).toBe(NEW_NAME);
    await basic.getByLabel('联系电话').fill(PHONE);
    await basic.getByRole('button', { name: '保存基本信息' }).click();
    await basic.getByRole('status').getByText('基本信息已保存').waitFor();

    // 快捷入口: a link with {{orgId}}, its filled preview, moved to the top.
    const links = page.getByRole('form', { name: '快捷入口' });
    await links.getByRole('button', { name: '添加入口' }).click();
    const n = await links.getByRole('listitem').count();
    await links.getByLabel(`入口 ${n} 名称`).fill('校园服务');
    await links.getByLabel(`入口 ${n} 链接`).fill('https://service.example.cn/home?school={{orgId}}');
    await links.getByText(`https://service.example.cn/home?school=${A.orgId}`).waitFor();
    for (let i = n; i > 1; i--) await links.getByRole('button', { name: `上移入口 ${i}` }).click();
    expect(await links.getByLabel('入口 1 名称').inputValue()).toBe('校园服务');
    await links.getByRole('button', { name: '保存快捷入口' }).click();
    await links.getByRole('status').getByText('快捷入口已保存').waitFor();

    // 文本: a new 诚信报名承诺书.
    const texts = page.getByRole('form', { name: '文本' });
    await texts.getByLabel('承诺书标题').fill(PROMISE_TITLE);
    await texts.getByLabel('承诺书内容').fill(PROMISE_TEXT);
    await texts.getByRole('button', { name: '保存文本' }).click();
    await texts.getByRole('status').getByText('文本已保存').waitFor();
    expect(await texts.getByLabel('承诺书内容').innerHTML()).toBe(`<p>${PROMISE_TEXT}</p>`);

    // 对接配置: a secret is written once and shown only by its tail.
    const integrations = page.getByRole('form', { name: '对接配置' });
    await integrations.getByLabel(/^APIv3 密钥/).fill('Ab3dEfGh1jKlMnOpQrStUvWxYz01E2E9');
    await integrations.getByRole('button', { name: '保存对接配置' }).click();
    await integrations.getByRole('status').getByText('对接配置已保存').waitFor();
    await integrations.getByLabel('APIv3 密钥（已配置，尾号 E2E9）').waitFor();
    expect(await integrations.getByLabel(/^APIv3 密钥/).inputValue()).toBe('');

    await page.evaluate(() => window.scrollTo(0, 0));
    await look(page, 375);
    await look(page, 1280);

    // The student app (WeChat): name, logo, contact and the link on the home.
    const query = new URLSearchParams({ tenantId: A.tenantId, orgId: A.orgId }).toString();
    const student = await newPage('wechat');
    await student.route('https://service.example.cn/**', (r) =>
      r.fulfill({ body: '<p>service</p>', contentType: 'text/html' }),
    );
    await student.goto(`${url}${SPA_PATH}?${query}#${HOME_ROUTE}`);
    await student.getByRole('heading', { name: NEW_NAME }).waitFor({ timeout: 20_000 });
    const logo = student.getByAltText('校徽').filter({ visible: true });
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
    await student.getByRole('link', { name: PHONE }).waitFor();
    expect(await student.getByRole('link', { name: PHONE }).getAttribute('href')).toBe(`tel:${PHONE}`);
    await shoot(student, { path: join(SHOTS, 'school-settings-student-home.png') });
    await student.getByRole('button', { name: '校园服务' }).click();
    await student.waitForURL(`https://service.example.cn/home?school=${A.orgId}`);

    // A registration asks for the new 承诺书 before it is submitted.
    const applicant = await newPage('wechat');
    const planId = admissionsIds(A.tenantId).plans.open;
    const redirect = `${url}${SPA_PATH}?${query}#/orientation/enrollment/details?planId=${planId}`;
    const q = new URLSearchParams({
      tenantId: A.tenantId,
      orgId: A.orgId,
      redirect,
      wxuser: `e2e-settings-${Date.now()}`,
    });
    await applicant.goto(`${url}/platform/login?${q}`);
    await applicant.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
    await applicant.getByLabel('学生姓名').waitFor();
    await fillForm(applicant, `33010220110101123${idCheckDigit('33010220110101123')}`, '设置测试');
    await applicant.getByRole('button', { name: '下一步' }).click();
    await applicant.getByText('请核对报名信息').waitFor();
    await applicant.getByText(PROMISE_TEXT).waitFor();
    const consent = applicant.getByText(`我已阅读并同意《${PROMISE_TITLE}》`);
    await consent.waitFor();
    await consent.scrollIntoViewIfNeeded();
    await shoot(applicant, { path: join(SHOTS, 'school-settings-student-promise.png') });
    await consent.click();
    await applicant.getByRole('button', { name: '确认提交' }).click();
    await applicant.getByText('报名成功').waitFor({ timeout: 20_000 });
  }, 300_000);
});
