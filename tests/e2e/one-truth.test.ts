import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { idCheckDigit } from '@domain/identity/id-number';
import { createSession } from '../../server/src/http/sessions';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { fillForm } from './registration-form';
import { DEMO, appUrl, baseUrl, newPage, screenshot, SPA_PATH, settled, storeBeforeStart } from './harness';
import { ownServer, type OwnServer } from './own-server';
import { asStaff, REVIEW_MOVES, registrationsOf } from './staff';

// Issue 23 "What that does to people", each on the screen where a parent met it (WeChat, 375 px).
const IDS = admissionsIds(DEMO.A.tenantId);
const APPS = demoApplicants(DEMO.A.tenantId);
const seeded = (key: string) => APPS.find((a) => a.key === key)!;
const PLAN = '2026年秋季普通招生报名';

let seq = 0;
/** A fresh valid identity number (born 2010, a district of its own) for each applicant of this file. */
function newIdNumber(): string {
  seq += 1;
  const t = Date.now() % 500;
  const first17 = `3301052010${String((seq % 12) + 1).padStart(2, '0')}${String((t % 27) + 1).padStart(2, '0')}${String(500 + ((t + seq * 41) % 500)).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

/** Nothing wider than the 375 px screen. */
async function expectNoOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

async function shot(page: Page, name: string) {
  await settled(page);
  await expectNoOverflow(page);
  await screenshot(`one-truth-${name}`, page);
}

/** A new applicant: the sandbox WeChat pick at the platform login, landing on `route`. */
async function loginAt(route: string): Promise<Page> {
  const page = await newPage('wechat');
  const q = new URLSearchParams({
    tenantId: DEMO.A.tenantId,
    orgId: DEMO.A.orgId,
    redirect: appUrl(route),
    wxuser: `e2e-truth-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
  });
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('accesstoken'));
  return page;
}

async function admissions(move: keyof typeof REVIEW_MOVES, body: Record<string, unknown>) {
  const env = await asStaff(DEMO.A.orgId, REVIEW_MOVES[move], body, 'admissions');
  if (!env.success) throw new Error(`admin ${move}: ${env.msg}`);
  return env.data;
}

const card = (page: Page, plan = PLAN) => page.getByRole('article', { name: plan }).first();
const steps = (page: Page, plan = PLAN) => card(page, plan).getByRole('list', { name: '办理进度' });

test('承诺书 not ticked: 确认提交 points at the checkbox; 上传缴费凭证 only once the school approves, with payee, account, amount and reference to copy (defects 9 and 3)', async () => {
  const page = await loginAt(`/orientation/enrollment/details?planId=${IDS.plans.open}`);
  const idNumber = newIdNumber();
  await page.getByLabel('学生姓名').waitFor();
  await fillForm(page, idNumber, '凭证测试');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请核对报名信息').waitFor();

  // Defect 9: no error panel with 重试 / 返回首页 / 咨询电话 — the checkbox says what is missing.
  await page.getByRole('button', { name: '确认提交' }).click();
  const missing = page.getByRole('alert').filter({ hasText: '请先阅读并勾选“我已阅读并同意”诚信报名承诺书' });
  await missing.waitFor();
  expect(await page.getByTestId('submit-error').count()).toBe(0);
  expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: '返回首页' }).count()).toBe(0);
  expect(await page.locator('[data-testid="promise-consent"] input').getAttribute('aria-invalid')).toBe(
    'true',
  );
  // Focus and view move to the checkbox (its message in sight on a 375 px screen).
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'promise-consent');
  await page.waitForFunction(() => {
    const r = document.querySelector('#promise-missing')!.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
  await shot(page, 'promise-missing');
  await page.getByText(/我已阅读并同意《/).click();
  await missing.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: '查看进度' }).click();
  await card(page).waitFor();

  // Defect 3: before 审核通过 the server refuses a voucher, so none is offered.
  await steps(page).getByText('待审核').waitFor();
  expect(await card(page).getByRole('button', { name: /凭证/ }).count()).toBe(0);
  const [reg] = await registrationsOf(DEMO.A.orgId, idNumber, 'admissions');
  await admissions('approve', { registrationId: reg!.id });
  await page.reload();
  await card(page).getByRole('button', { name: '上传缴费凭证' }).click();
  const payee = page.getByRole('region', { name: '线下缴费信息' });
  await payee.waitFor();
  for (const text of [DEMO.A.schoolName, '中国工商银行杭州西湖支行', '1202 0212 0900 1234 567', '凭证测试'])
    await payee.getByText(text, { exact: false }).first().waitFor();
  await payee.getByText(/¥\d+\.\d{2}/).waitFor();
  await payee.getByRole('button', { name: '复制银行账号' }).click();
  await page.getByText('银行账号已复制').waitFor();
  await shot(page, 'voucher-sheet');
});

test('录取查询: a new search that fails never shows the previous child’s 恭喜您，已被录取 and QR (defect 5)', async () => {
  const admitted = seeded('admitted');
  const page = await newPage('wechat');
  await page.goto(appUrl('/orientation/homepage/result'));
  await page.getByLabel('姓名').fill(admitted.name);
  await page.getByLabel('身份证号').fill(admitted.idNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByText('恭喜您，已被录取').waitFor();
  await page.getByRole('img', { name: '录取通知二维码' }).waitFor();

  // Another child on the same phone: a wrong number.
  await page.getByLabel('姓名').fill('李小明');
  await page.getByLabel('身份证号').fill('12345');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByText('身份证号应为15位或18位').waitFor();
  expect(await page.getByText('恭喜您，已被录取').count()).toBe(0);
  expect(await page.getByRole('img', { name: '录取通知二维码' }).count()).toBe(0);
  // A valid number with nothing registered: 未查询到, nothing of the earlier result.
  await page.getByLabel('身份证号').fill(newIdNumber());
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByText('未查询到录取信息，请核对姓名和身份证号').waitFor();
  expect(await page.getByText('恭喜您，已被录取').count()).toBe(0);
  await shot(page, 'result-failed-search');
  // Coming back to the page shows nothing stored of the first child either.
  await page.reload();
  await page.getByRole('button', { name: '查询' }).waitFor();
  expect(await page.getByText('恭喜您，已被录取').count()).toBe(0);
});

// A server of its own: the publication time applies to the whole plan, other suites must not see it.
let own: OwnServer | null = null;
afterAll(async () => {
  await own?.close();
});

/** The seeded parent `key` of school A on the own server, on 我的报名 (a session as the exchange gives it). */
async function parentOn(server: OwnServer, key: string): Promise<Page> {
  const a = seeded(key);
  const token = await createSession(
    server.database.db,
    { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, userId: a.userId, kind: 'applicant' },
    3600_000,
    new Date(),
  );
  const page = await newPage('wechat');
  await storeBeforeStart(
    page,
    { accesstoken: token, userInfo: { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId } },
    server.url,
  );
  const q = new URLSearchParams({ orgId: DEMO.A.orgId, tenantId: DEMO.A.tenantId });
  await page.goto(`${server.url}${SPA_PATH}?${q}#/orientation/enrollment/applylist`);
  try {
    await card(page).waitFor({ timeout: 15_000 });
  } catch (e) {
    await screenshot(`one-truth-parent-${key}-missing`, page);
    throw new Error(`我的报名 of ${key}: ${await page.evaluate(() => document.body.innerText)}`, {
      cause: e,
    });
  }
  return page;
}

async function staffPost(server: OwnServer, token: string, path: string, body: object) {
  const r = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const env = (await r.json()) as { success: boolean; msg: string };
  if (!env.success) throw new Error(`${path}: ${env.msg}`);
}

test('我的报名 before the publication time: 待录取 and when it will be published, no 已录取 or 查看录取结果; after it, 已录取 (defect 1); a paid registration rejected shows 已驳回 and 待退费 (part 4)', async () => {
  own = await ownServer('one-truth');
  const { token } = await own.staff({
    orgId: DEMO.A.orgId,
    role: 'admin',
    name: '发布老师',
    phone: '13712340001',
  });
  const admitted = seeded('admitted');
  const plan = IDS.plans.open;
  // This server's demo plan as a plan whose results are not out yet (a published time may not move
  // later, issue 26): the seeded 已录取 must stay hidden until the time set below.
  await own.database.db.execute(sql`UPDATE plans SET results_publish_at = NULL WHERE id = ${plan}`);
  const later = new Date(Date.now() + 2 * 3600_000).toISOString();
  await staffPost(own, token, '/staff-api/plans/publish-results', { planId: plan, publishAt: later });

  const page = await parentOn(own, 'admitted');
  const held = card(page);
  await held.waitFor();
  await steps(page)
    .getByText(/录取结果将于 .* 公布/)
    .waitFor();
  await steps(page).getByText('待录取').waitFor();
  expect(await held.getByText('已录取').count()).toBe(0);
  expect(await held.getByRole('button', { name: '查看录取结果' }).count()).toBe(0);
  // 录取查询 says the same.
  await page.evaluate(() => (location.hash = '/orientation/homepage/result'));
  await page.getByLabel('姓名').fill(admitted.name);
  await page.getByLabel('身份证号').fill(admitted.idNumber);
  await page.getByRole('button', { name: '查询' }).click();
  // 我的报名 stays mounted (kept alive, hidden): only what 录取查询 shows counts.
  await page
    .getByText(/录取结果将于 .* 公布/)
    .filter({ visible: true })
    .first()
    .waitFor();
  expect(await page.getByText('恭喜您，已被录取').count()).toBe(0);
  await page.evaluate(() => (location.hash = '/orientation/enrollment/applylist'));
  await held.waitFor();
  await shot(page, 'results-held-back');

  const earlier = new Date(Date.now() - 60_000).toISOString();
  await staffPost(own, token, '/staff-api/plans/publish-results', { planId: plan, publishAt: earlier });
  await page.reload();
  await steps(page).getByText('已录取').waitFor();
  await card(page).getByRole('button', { name: '查看录取结果' }).waitFor();
  expect(
    await steps(page)
      .getByText(/录取结果将于/)
      .count(),
  ).toBe(0);

  // Part 4: the school turns down a paid applicant; the parent sees the rejection and the refund.
  const paid = seeded('paid');
  await staffPost(own, token, '/staff-api/registrations/reject', {
    registrationId: paid.registrationId,
    reason: '不符合招生条件',
  });
  const parent = await parentOn(own, 'paid');
  await steps(parent).getByText('已驳回').waitFor();
  await steps(parent).getByText('驳回原因：不符合招生条件').waitFor();
  await steps(parent).getByText('待退费').waitFor();
  await steps(parent).getByText('所缴费用将原路退回，请留意退款到账').waitFor();
  expect(
    await card(parent)
      .getByRole('button', { name: /修改并重新提交|去缴费|凭证/ })
      .count(),
  ).toBe(0);
  await shot(parent, 'rejected-refund-pending');
  await staffPost(own, token, '/staff-api/orders/refund', {
    registrationId: paid.registrationId,
    reason: '驳回退费',
  });
  await parent.reload();
  await steps(parent).getByText('已退费').waitFor();
  await steps(parent).getByText('所缴费用已退回').waitFor();
}, 180_000);
