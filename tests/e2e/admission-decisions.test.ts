import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import * as W from '@contract/staff-work';
import { admissionsIds } from '../../server/src/seed/admissions';
import { applicantToken, registerApplicant } from './applicants';
import {
  DEMO,
  SPA_PATH,
  appUrl,
  baseUrl,
  closePages,
  newPage,
  screenshot,
  serverClock,
  demoAdmin,
} from './harness';
import { admitRow, admitRows, asStaff, planOfItsOwn } from './staff';
import { floor } from './floor';

// Issue 24 item 3 "Must show", driven in 录取管理 as a teacher does, at 1280 px and at 375 px: admit
// one (the confirmation names the applicant), undo, admit again, bulk-admit a selection that includes
// a refunded applicant (shown skipped with the reason); after publication 撤销录取 with a reason, and
// the parent's 录取查询 shows it.
const A = DEMO.A;
const DEMO_PLAN = admissionsIds(A.tenantId).plans.open;
const STAFF_URL = () => `${baseUrl()}${SPA_PATH}staff.html?orgId=${A.orgId}`;

afterAll(() => closePages());

async function ok(path: string, body: object, role: 'admin' | 'admissions' = 'admin') {
  const r = await asStaff(A.orgId, path, body, role);
  if (!r.success) throw new Error(`${path}: ${r.msg}`);
}

/**
 * Three approved applicants: two paid, one paid and refunded; the plan's results five minutes ahead of
 * the server's clock (other files move that clock forward, so Date.now() is not the server's time).
 */
async function prepare(tag: string, idPrefix: string) {
  // A plan of its own: the demo plan's results are out, and a published time may not move later.
  const plan = await planOfItsOwn(A.orgId, DEMO_PLAN, `录取测试${tag}`);
  const make = async (suffix: string) =>
    registerApplicant(await applicantToken(tag), `决定${tag}${suffix}`, idPrefix, plan);
  const [one, two, refunded] = [await make('甲'), await make('乙'), await make('丙')];
  for (const r of [one, two, refunded]) {
    await ok(W.approve.path, { registrationId: r.id });
    await ok(W.markPaid.path, { registrationId: r.id, reason: '现金' });
  }
  await ok(W.refund.path, { registrationId: refunded.id, reason: '放弃入学' });
  const publishAt = new Date((await serverClock.now()).getTime() + 5 * 60_000);
  await ok(W.publishResults.path, { planId: plan, publishAt: publishAt.toISOString() });
  return { plan, one, two, refunded, publishAt };
}

/** The screen's controls held to 44×44 (with axe 0 and nothing wider than the window: floor.ts). */
const CONTROLS = 'section[aria-label="录取管理"] button, [role="dialog"] button, .admit-check';

async function openAdmissions(page: Page, tag: string, plan: string) {
  const admin = demoAdmin(A.orgId);
  await page.goto(STAFF_URL());
  const form = page.getByRole('form', { name: '登录' });
  await form.waitFor();
  await form.getByLabel('手机号').fill(admin.phone);
  await form.getByLabel('密码').fill(admin.password);
  await form.getByRole('button', { name: '登录' }).click();
  await showList(page, tag, plan);
}

/** 录取管理 of the test's plan, searched down to this run's three applicants. */
async function showList(page: Page, tag: string, plan: string) {
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '录取管理' }).click();
  await page.getByLabel('招生计划').selectOption(plan);
  await page.getByPlaceholder('姓名 / 证件号 / 手机号').fill(`决定${tag}`);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await admitRows(page).nth(2).waitFor();
}

async function decisions(profile: 'desktop' | 'wechat', tag: string, idPrefix: string) {
  const { plan, one, two, refunded, publishAt } = await prepare(tag, idPrefix);
  const page = await newPage(profile);
  await openAdmissions(page, tag, plan);
  const row = (name: string) => admitRow(page, name);
  await row(refunded.name).getByText('不能录取：已退费').waitFor();
  await screenshot('admissions-list', page);
  await floor(page, `${profile} list`, CONTROLS);

  // 录取 one: nothing happens until the dialog naming the applicant is confirmed.
  await row(one.name).getByRole('button', { name: '录取', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: '确认录取' });
  await confirm.getByText(`确定录取 ${one.name}`).waitFor();
  await confirm.getByText('结果公布前可以撤销这个决定').waitFor();
  await screenshot('admissions-confirm', page);
  await floor(page, `${profile} confirm`, CONTROLS);
  await confirm.getByRole('button', { name: '确认录取' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `已录取：${one.name}` })
    .waitFor();

  // Undo before publication, then admit again.
  await row(one.name).getByRole('button', { name: '撤销决定' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `已撤销对 ${one.name} 的决定` })
    .waitFor();
  await row(one.name).getByRole('button', { name: '录取', exact: true }).click();
  await page.getByRole('dialog', { name: '确认录取' }).getByRole('button', { name: '确认录取' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `已录取：${one.name}` })
    .waitFor();

  // Bulk on a selection that includes the refunded applicant: listed as skipped with the reason.
  await page.getByRole('checkbox', { name: `选择 ${two.name}` }).check();
  await page.getByRole('checkbox', { name: `选择 ${refunded.name}` }).check();
  await page.getByRole('button', { name: '批量录取' }).click();
  const bulk = page.getByRole('dialog', { name: '确认录取' });
  await bulk.getByRole('list', { name: '将录取' }).getByText(two.name).waitFor();
  await bulk.getByRole('list', { name: '跳过' }).getByText(`${refunded.name}：已退费`).waitFor();
  await screenshot('admissions-bulk', page);
  await floor(page, `${profile} bulk`, CONTROLS);
  await bulk.getByRole('button', { name: '确认录取 1 人' }).click();
  await page.getByRole('status').filter({ hasText: '已录取 1 人，跳过 1 人' }).waitFor();
  await row(two.name).getByText('已录取').waitFor();
  await row(refunded.name).getByText('待录取').waitFor();

  // After publication: 撤销决定 is gone; 撤销录取 asks for a reason.
  // The server's clock moves past 公布时间 (no real wait).
  const wait = publishAt.getTime() - (await serverClock.now()).getTime() + 1000;
  if (wait > 0) await serverClock.advance(wait);
  await page.reload();
  await showList(page, tag, plan);
  expect(await row(one.name).getByRole('button', { name: '撤销决定' }).count()).toBe(0);
  await row(one.name).getByRole('button', { name: '撤销录取' }).click();
  const revoke = page.getByRole('dialog', { name: '撤销录取' });
  await revoke.getByText(one.name).first().waitFor();
  await revoke.getByLabel('撤销原因').fill('学籍材料不实');
  await screenshot('admissions-revoke', page);
  await floor(page, `${profile} revoke`, CONTROLS);
  await revoke.getByRole('button', { name: '确认撤销录取' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `已撤销录取：${one.name}` })
    .waitFor();
  await row(one.name).getByText('撤销原因：学籍材料不实').waitFor();

  // The parent's 录取查询 says it, with the reason.
  const parent = await newPage(profile === 'desktop' ? 'browser' : 'wechat');
  await parent.goto(appUrl('/orientation/homepage/result'));
  await parent.getByLabel('姓名').fill(one.name);
  await parent.getByLabel('身份证号').fill(one.idNumber);
  await parent.getByRole('button', { name: '查询' }).click();
  await parent.getByText('已撤销录取，原因：学籍材料不实').waitFor();
  expect(await parent.getByText('恭喜您，已被录取').count()).toBe(0);
  await screenshot('admissions-parent-revoked', parent);
}

test('录取管理 at 1280 px: confirm naming the applicant, undo, bulk with a refunded one skipped, 撤销录取 after publication', async () => {
  await decisions('desktop', Date.now().toString(36).slice(-4), '4201052010');
}, 180_000);

test('录取管理 at 375 px: the same decisions on a phone', async () => {
  await decisions('wechat', Date.now().toString(36).slice(-4), '4201062010');
}, 180_000);
