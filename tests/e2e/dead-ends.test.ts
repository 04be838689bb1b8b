import { expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { admissionsIds } from '../../server/src/seed/admissions';
import { fillForm } from './registration-form';
import { DEMO, type ProfileName, appUrl, baseUrl, hashRoute, newPage, screenshot } from './harness';
import { newIdNumber } from './id-numbers';

const ID_PREFIX = '3301032010';

/**
 * Issue 14: the error catalogue on a detail screen and on two submits (registration, activity
 * sign-up), and the dead ends: a duplicate found early, 已报名 with 取消报名, 提交前需要登录 then the
 * submit finished on return, the success screen, and a contact when the check-in record is missing.
 */
const IDS = admissionsIds(DEMO.A.tenantId);
const ENROLL = '/enrollment-manage-api/api/app/enrollment/';
const ENGLISH = /Internal Server Error|Forbidden|forbidden|Exception|Error/;

async function loginAt(profile: ProfileName, route: string): Promise<Page> {
  const page = await newPage(profile);
  const q = new URLSearchParams({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, redirect: appUrl(route) });
  if (profile === 'browser')
    q.set('wxuser', `e2e-dead-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('accesstoken'));
  return page;
}

/** The catalogue rows, as route handlers for one call, and the sentence each must show. */
const ROWS: { name: string; answer: (r: Route) => Promise<void>; text: string | RegExp }[] = [
  {
    name: 'server code 403',
    answer: (r) => r.fulfill({ json: { code: 403, msg: 'x', data: null, success: false } }),
    text: '暂无权限',
  },
  {
    name: 'HTTP 403',
    answer: (r) => r.fulfill({ status: 403, contentType: 'text/plain', body: 'forbidden' }),
    text: '暂无权限',
  },
  { name: 'no response', answer: (r) => r.abort('connectionrefused'), text: '网络错误' },
  {
    name: 'HTTP 500 without msg',
    answer: (r) => r.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    text: '服务暂时不可用，请稍后重试',
  },
  {
    name: 'a raw Java exception as msg',
    answer: (r) =>
      r.fulfill({
        json: {
          code: 500,
          msg: 'java.lang.NullPointerException: null\n\tat com.x.Service.run(Service.java:12)',
          data: null,
          success: false,
        },
      }),
    text: '服务暂时不可用，请稍后重试',
  },
  {
    name: 'another server code with its msg',
    answer: (r) =>
      r.fulfill({ json: { code: 409, msg: '该计划今日报名人数已达上限', data: null, success: false } }),
    text: '该计划今日报名人数已达上限',
  },
];

async function expectNoEnglish(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(ENGLISH);
}

test('catalogue rows on a detail screen (plan detail): each sentence with 重试 and 返回首页', async () => {
  const page = await newPage('wechat');
  const detail = `**${ENROLL}plan/getPlanDetail*`;
  for (const row of ROWS) {
    await page.route(detail, row.answer);
    await page.goto(appUrl(`/orientation/enrollment/details?planId=${IDS.plans.open}`));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: row.text });
    await alert.first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '重试' }).waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
    await expectNoEnglish(page);
    await page.unroute(detail);
  }
  // 重试 after the failure loads the plan.
  await page.route(detail, (r) => r.abort('connectionrefused'));
  await page.reload();
  await page.getByRole('alert').filter({ hasText: '网络错误' }).first().waitFor();
  await page.unroute(detail);
  await page.getByRole('button', { name: '重试' }).click();
  await page.getByLabel('学生姓名').waitFor();
  await screenshot('dead-ends-detail-after-retry', page);
});

test('catalogue rows on the registration submit, then the success screen, a duplicate found early and the plan card', async () => {
  const page = await loginAt('wechat', `/orientation/enrollment/details?planId=${IDS.plans.open}`);
  const idNumber = newIdNumber(ID_PREFIX);
  await page.getByLabel('学生姓名').waitFor();
  await fillForm(page, idNumber, '回执测试');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请核对报名信息').waitFor();
  // The school requires its 诚信报名承诺书: nothing is sent before 我已阅读并同意 is ticked.
  let sent = 0;
  page.on('request', (r) => void (r.url().includes('register/registerStudent') && (sent += 1)));
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByRole('alert').filter({ hasText: '请先阅读并勾选“我已阅读并同意”诚信报名承诺书' }).waitFor();
  expect(sent).toBe(0);
  await page.getByText(/我已阅读并同意《诚信报名承诺书》/).click();
  const submit = `**${ENROLL}register/registerStudent`;
  for (const row of ROWS) {
    await page.route(submit, row.answer);
    await page.getByRole('button', { name: '确认提交' }).click();
    const box = page.getByTestId('submit-error');
    await box.getByRole('alert').filter({ hasText: row.text }).waitFor({ timeout: 20_000 });
    await box.getByRole('button', { name: '重试' }).waitFor();
    await box.getByRole('link', { name: '返回首页' }).waitFor();
    expect(await box.getByRole('link', { name: /咨询电话/ }).getAttribute('href')).toMatch(/^tel:[\d+-]+$/);
    await expectNoEnglish(page);
    await page.unroute(submit);
  }
  await screenshot('dead-ends-submit-error', page);
  // 重试 sends it: the success screen has the reference number, the fee, the deadline and next steps.
  await page.getByTestId('submit-error').getByRole('button', { name: '重试' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
  expect(await page.getByTestId('reference').innerText()).toMatch(/\S{4,}/);
  const receipt = page.getByRole('region', { name: '报名回执' });
  await receipt.getByText('报名费', { exact: true }).waitFor();
  await receipt.getByText('报名截止', { exact: true }).waitFor();
  await page.getByText(/学校审核报名信息（待审核）/).waitFor();
  await page.getByRole('button', { name: '返回首页' }).waitFor();
  await screenshot('dead-ends-success', page);
  await page.getByRole('button', { name: '查看进度' }).click();
  await page.waitForFunction(() => location.hash.includes('/orientation/enrollment/applylist'));

  // The same number again: found when it is complete, before the rest of the form.
  await page.goto(appUrl(`/orientation/enrollment/details?planId=${IDS.plans.open}`));
  await page.getByRole('button', { name: '居民身份证' }).waitFor();
  await page.getByLabel('证件号码').fill(idNumber);
  await page.getByText('该证件号码已报名此招生计划，无需重复填写').waitFor({ timeout: 20_000 });
  await screenshot('dead-ends-duplicate', page);
  await page.getByRole('button', { name: '查看进度' }).click();
  await page.waitForFunction(() => location.hash.includes('/orientation/enrollment/applylist'));

  // The plan card says 已报名 · 查看进度 instead of 立即报名.
  await page.goto(appUrl('/orientation/enrollment/index'));
  const card = page.getByRole('article', { name: '2026年秋季普通招生', exact: true });
  await card.getByRole('link', { name: '已报名 · 查看进度' }).waitFor({ timeout: 20_000 });
  expect(await card.getByRole('link', { name: '立即报名' }).count()).toBe(0);
});

test('catalogue rows on the activity sign-up submit, then 已报名 with 取消报名', async () => {
  const page = await loginAt(
    'wechat',
    `/orientation/enrollment/ActivitySign?activityId=${IDS.activities.open}`,
  );
  await page.getByLabel('姓名').fill('张家长');
  await page.getByLabel('手机号').fill('13900001111');
  expect(await page.getByLabel('手机号').getAttribute('type')).toBe('tel');
  const submit = `**${ENROLL}activity/regActivity`;
  for (const row of ROWS) {
    await page.route(submit, row.answer);
    await page.getByRole('button', { name: '提交报名' }).click();
    const box = page.getByTestId('submit-error');
    await box.getByRole('alert').filter({ hasText: row.text }).waitFor({ timeout: 20_000 });
    await box.getByRole('button', { name: '重试' }).waitFor();
    await box.getByRole('link', { name: '返回首页' }).waitFor();
    expect(await page.getByText('加载失败').count()).toBe(0);
    await expectNoEnglish(page);
    await page.unroute(submit);
  }
  await page.getByTestId('submit-error').getByRole('button', { name: '重试' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
  await page.getByText('已报名', { exact: true }).waitFor();
  // A reload still says 已报名, never 我要报名 / 提交报名.
  await page.reload();
  await page.getByText('已报名', { exact: true }).waitFor({ timeout: 20_000 });
  expect(await page.getByRole('button', { name: '提交报名' }).count()).toBe(0);
  await screenshot('dead-ends-activity-joined', page);
  await page.getByRole('button', { name: '取消报名' }).click();
  await page.getByText('确定取消该活动的报名吗？名额将释放给其他人。').waitFor();
  await page.locator('.adm-dialog').getByRole('button', { name: '取消报名' }).click();
  await page.getByRole('button', { name: '提交报名' }).waitFor({ timeout: 20_000 });
  // The list says 已报名 only for joined activities: none now.
  await page.goto(appUrl('/orientation/enrollment/signList'));
  await page.getByRole('article').first().waitFor();
  expect(await page.getByRole('button', { name: '已报名 · 查看' }).count()).toBe(0);
});

test('提交报名 while logged out says 提交前需要登录 before leaving and finishes the sign-up on return', async () => {
  const page = await newPage('wechat');
  await page.goto(appUrl(`/orientation/enrollment/ActivitySign?activityId=${IDS.activities.open}`));
  await page.getByLabel('姓名').fill('登录后提交');
  await page.getByLabel('手机号').fill('13900002222');
  await page.getByRole('button', { name: '提交报名' }).click();
  await page.getByText('提交前需要登录').waitFor();
  expect(await hashRoute(page)).toContain('/orientation/enrollment/ActivitySign');
  await screenshot('dead-ends-login-first', page);
  await page.getByRole('button', { name: '去登录' }).click();
  await page.waitForURL(
    (u) => u.href.includes('/orientation/enrollment/ActivitySign') && !u.href.includes('accesstoken'),
    { timeout: 30_000 },
  );
  // No second tap: the sign-up is sent after the login and says so.
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
  await page.getByText('已报名', { exact: true }).waitFor();
});

test('a login with nothing typed comes back without 已恢复上次未提交的填写内容', async () => {
  const page = await newPage('wechat');
  await page.goto(appUrl(`/orientation/enrollment/details?planId=${IDS.plans.open}`));
  await page.getByRole('button', { name: '去登录' }).click();
  await page.waitForURL(
    (u) => u.href.includes('/orientation/enrollment/details') && !u.href.includes('accesstoken'),
    { timeout: 30_000 },
  );
  await page.waitForFunction(() => !!localStorage.getItem('accesstoken'));
  await page.getByLabel('学生姓名').waitFor();
  expect(await page.getByText('已恢复上次未提交的填写内容').count()).toBe(0);
});

test("未找到你的报到信息 offers the school's phone as a tel: link", async () => {
  const page = await newPage('wechat');
  await page.goto(appUrl('/orientation/homepage/checkin'));
  // The painted entry can be typed into and tapped: what was typed and the tap carry over.
  await page.getByLabel(/姓名/).filter({ visible: true }).fill('查无此人');
  await page
    .getByLabel(/身份证号/)
    .filter({ visible: true })
    .fill(newIdNumber(ID_PREFIX));
  await page.getByRole('button', { name: /立即报到/ }).click();
  await page.getByText('未找到你的报到信息，请核对姓名和身份证号').waitFor({ timeout: 20_000 });
  const link = page.getByRole('link', { name: /咨询电话/ });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe('tel:0571-88886666');
  await screenshot('dead-ends-checkin-not-found', page);
});
