import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { links } from '@domain/shell/links';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, appTest, appUrl, baseUrl, newPage, screenshot, settled } from './harness';
import { fillForm, PNG_1x1, submitRegistration } from './registration-form';
import { staffToken } from './staff';
import { newIdNumber } from './id-numbers';

/**
 * Issue 23, defects 8 and 10 on the screens where people met them:
 * 8 — 报名编号 is a short number to read out (success screen, 我的报名, the staff list and detail)
 *     and 个人信息 offers a readable page beside the JSON (WeChat, 375 px; staff at 1280 px);
 * 10 — in the mini-program the login comes before the form, never at the first upload.
 */
const A = DEMO.A;
const IDS = admissionsIds(A.tenantId);
const TAG = Date.now().toString(36).slice(-5);

async function loggedInAt(route: string, wxuser: string): Promise<Page> {
  const page = await newPage('wechat');
  const q = new URLSearchParams({ tenantId: A.tenantId, orgId: A.orgId, redirect: appUrl(route), wxuser });
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  return page;
}

appTest(
  'WeChat: the 报名编号 is 9 digits on the success screen and 我的报名; 个人信息 opens a readable page',
  async () => {
    const page = await loggedInAt(links.registration({ planId: IDS.plans.open }), `regno-${TAG}`);
    await page.getByLabel('学生姓名').waitFor();
    await fillForm(page, newIdNumber('3301042013'), `编号${TAG}`);
    await submitRegistration(page);
    const reference = page.getByTestId('reference');
    const regNo = (await reference.innerText()).trim();
    expect(regNo).toMatch(/^20\d{7}$/);
    expect(await page.getByText(/reg_/).count()).toBe(0);
    await page.getByText('咨询时请报此编号').waitFor();
    await screenshot('regno-success', page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: '查看进度' }).click();
    const card = page.getByRole('article', { name: '2026年秋季普通招生报名' }).filter({ hasText: regNo });
    await card.getByText(`报名编号 ${regNo}`).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot('regno-applylist', page);

    await page.evaluate((to) => (location.hash = to), links.privacy());
    await page.getByRole('button', { name: '查看并导出我的信息' }).click();
    await page.getByRole('button', { name: '下载文件（JSON）' }).waitFor();
    await page.getByRole('button', { name: '查看可打印版本' }).click();
    await page.waitForURL(/\/privacy\/my-data\.html\?t=/, { timeout: 20_000 });
    await page.getByRole('heading', { name: '我的个人信息', level: 1 }).waitFor();
    await page.getByText(regNo).waitFor();
    await page.getByRole('table', { name: '办理状态' }).first().getByText('待审核').waitFor();
    await page.getByRole('table', { name: '填写的报名信息' }).first().getByText(`编号${TAG}`).waitFor();
    expect(await page.getByText('idNumber').count()).toBe(0);
    await screenshot('regno-readable-copy', page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The school's side (desktop, 1280 px): the same number in the list, found by it, and in the detail.
    const token = await staffToken(A.orgId, 'admissions');
    const staff = await newPage('desktop');
    await staff.context().addInitScript((t) => sessionStorage.setItem('zs:staff-token', t), token);
    await staff.goto(`${baseUrl()}/zhxy/mobile/recruit/staff.html?orgId=${A.orgId}#/queue`);
    await staff.getByRole('navigation', { name: '工作台菜单' }).waitFor({ timeout: 30_000 });
    await staff.getByPlaceholder('姓名 / 证件号 / 手机号 / 报名编号').fill(regNo);
    await staff.getByRole('button', { name: '搜索', exact: true }).click();
    // At 1280 px a table (the number is on the detail); found by the number alone.
    const rows = staff.getByRole('table', { name: '报名列表' }).locator('tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await screenshot('regno-staff-queue', staff);
    await rows.first().getByRole('button').click();
    await staff.getByTestId('reg-no').filter({ hasText: regNo }).waitFor();
    await screenshot('regno-staff-detail', staff);
  },
);

appTest('mini-program: the login comes before the form; the first upload stays on the form', async () => {
  const page = await newPage('miniapp', { privacy: 'manual' });
  const logins: string[] = [];
  // The login answers with a redirect (never a page that commits), so its request is what is counted.
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().includes('/platform/login')) logins.push(r.url());
  });
  // Opened logged out, as the mini-program's web-view opens the form.
  await page.goto(appUrl(links.registration({ planId: IDS.plans.open })));
  // The login happens first (silent in WeChat), then the notice once, then the form.
  const notice = page.getByRole('dialog', { name: '个人信息保护告知' });
  await notice.getByText('我已阅读并同意', { exact: true }).waitFor({ timeout: 30_000 });
  expect(logins).toHaveLength(1);
  await notice.getByText('我已阅读并同意', { exact: true }).click();
  await notice.getByRole('button', { name: '同意并继续' }).click();
  await notice.waitFor({ state: 'hidden' });
  await page.getByLabel('学生姓名').fill(`小程序${TAG}`);
  expect(await page.getByText(/报名需先登录/).count()).toBe(0);

  await page.setInputFiles('[data-testid="upload-input-attachments"]', {
    name: '户口本.png',
    mimeType: 'image/png',
    buffer: PNG_1x1,
  });
  await page.getByText('户口本.png').waitFor();
  await settled(page);
  // No login in the middle of the form, and the consent is not asked again.
  expect(logins).toHaveLength(1);
  expect(new URL(page.url()).hash).toContain('/orientation/enrollment/details');
  expect(await notice.count()).toBe(0);
  expect(await page.getByLabel('学生姓名').inputValue()).toBe(`小程序${TAG}`);
  await screenshot('miniapp-form-after-upload', page);
});
