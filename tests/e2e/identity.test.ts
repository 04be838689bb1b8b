import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, appUrl, baseUrl, newPage, screenshot, serverClock } from './harness';
import { fillForm, submitRegistration } from './registration-form';
import { newIdNumber } from './id-numbers';

const IDS = admissionsIds(DEMO.A.tenantId);
const PLAN = '2026年秋季普通招生报名';
const loginUrl = (route: string, extra: Record<string, string> = {}) =>
  `${baseUrl()}/platform/login?${new URLSearchParams({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, redirect: appUrl(route), ...extra })}`;

/** 获取验证码, moving the server's clock past the 60 s resend limit when the phone just had a code, then the code from the dev page. */
async function requestCode(page: Page, phone: string): Promise<string> {
  await page.getByLabel('手机号').fill(phone);
  for (let i = 0; i < 3; i++) {
    const msg = page.getByRole('alert');
    await msg.evaluate((el) => (el.textContent = ''));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => msg.innerText(), { timeout: 10_000 }).not.toBe('');
    const text = await msg.innerText();
    const wait = /请 (\d+) 秒后/.exec(text);
    if (!wait) {
      expect(text).toBe('验证码已发送');
      break;
    }
    // The resend limit is the server's: its clock moves past it (no real minute waited).
    await serverClock.advance((Number(wait[1]) + 1) * 1000);
  }
  const dev = await page.context().newPage();
  await dev.goto(`${baseUrl()}/platform/sandbox/sms`);
  const body = await dev.locator('body').innerText();
  await dev.close();
  const m = new RegExp(`${phone}[^]*?验证码为 (\\d{6})`).exec(body);
  expect(m, 'the code on the dev SMS page').not.toBeNull();
  return m![1]!;
}

async function landed(page: Page) {
  await page.waitForURL((u) => u.pathname.startsWith('/zhxy/') && !u.href.includes('accesstoken'), {
    timeout: 30_000,
  });
  await page.waitForFunction(() => !!localStorage.getItem('accesstoken'));
}

test('one applicant: SMS login in a plain browser, then WeChat binds the phone and sees the registration; a revoked session logs in again to it', async () => {
  const phone = `139${String(Date.now()).slice(-8)}`;
  // Plain browser: the platform login is the phone + code page.
  const browser = await newPage('browser');
  await browser.goto(loginUrl(`/orientation/enrollment/details?planId=${IDS.plans.open}`));
  expect(await browser.getByLabel('手机号').getAttribute('type')).toBe('tel');
  expect(await browser.getByLabel('验证码').getAttribute('autocomplete')).toBe('one-time-code');
  await screenshot('identity-phone-login', browser);
  const code = await requestCode(browser, phone);
  await browser.getByLabel('验证码').fill(code);
  await browser.getByRole('button', { name: '登录' }).click();
  await landed(browser);
  const idNumber = newIdNumber('3301042012');
  await browser.getByLabel('学生姓名').waitFor();
  await fillForm(browser, idNumber, '短信家长');
  await submitRegistration(browser);
  await browser.getByRole('button', { name: '查看进度' }).click();
  await browser.getByRole('article', { name: PLAN }).waitFor();

  // WeChat: another account until the phone is bound, then the same registration.
  const wx = await newPage('wechat');
  await wx.goto(loginUrl('/orientation/enrollment/applylist', { wxuser: `e2e-bind-${Date.now()}` }));
  await landed(wx);
  await wx.getByText('您还没有报名记录').waitFor();
  await wx.getByRole('button', { name: '绑定手机号' }).click();
  await wx.waitForURL(/\/platform\/bind\?/);
  await wx.getByLabel('验证码').fill(await requestCode(wx, phone));
  await screenshot('identity-bind-phone', wx);
  await wx.getByRole('button', { name: '绑定并继续' }).click();
  await landed(wx).catch(async (e: unknown) => {
    throw new Error(
      `bind did not land: ${await wx
        .getByRole('alert')
        .innerText()
        .catch(() => '?')}`,
      { cause: e },
    );
  });
  await wx.getByRole('article', { name: PLAN }).waitFor({ timeout: 20_000 });
  expect(await wx.getByRole('article', { name: PLAN }).innerText()).toContain('短信家长');

  // The session is revoked on the server: the app asks to log in, and the login reaches the same registration.
  const token = await wx.evaluate(() => localStorage.getItem('accesstoken'));
  const out = await fetch(`${baseUrl()}/platform/api/token/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: '{}',
  });
  expect(((await out.json()) as { success: boolean }).success).toBe(true);
  await wx.reload();
  await wx.getByRole('button', { name: '去登录' }).waitFor({ timeout: 20_000 });
  // Log in again through the platform (this WeChat browser is still the same WeChat user).
  await wx.goto(loginUrl('/orientation/enrollment/applylist'));
  await landed(wx);
  await wx.getByRole('article', { name: PLAN }).waitFor({ timeout: 20_000 });
  await screenshot('identity-after-relogin', wx);

  // The merge ended the phone account's old session: the plain browser is asked to log in again.
  await browser.reload();
  await browser.getByRole('button', { name: '去登录' }).waitFor({ timeout: 20_000 });
}, 240_000);
