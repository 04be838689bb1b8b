import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { applicantToken, registerApplicant } from './applicants';
import { manageFloor } from './floor';
import { DEMO, baseUrl, newPage, screenshot, settled } from './harness';
import { asStaff, staffToken } from './staff';

/**
 * Issue 26 item 7: a 招生老师 of demo school A writes to the approved applicants of the open plan on
 * the 群发通知 screen: the preview lists each person once (a parent with two approved children once,
 * a pending one not at all), the dialog names the count, and each recipient gets one message in the
 * dev outbox and in 通知发送. The screen at 1280 and 375 px, axe 0 each.
 */
const A = DEMO.A;
const PLAN = admissionsIds(A.tenantId).plans.open;
const TAG = Date.now().toString(36).slice(-5);
const TITLE = `开学须知${TAG}`;
/** This file's identity numbers (tests/e2e/id-numbers.ts: one prefix per file). */
const ID_PREFIX = '3301082011';
const BODY = `请于9月1日上午到校报到（${TAG}）。`;

async function staffPage(width: number): Promise<Page> {
  const token = await staffToken(A.orgId, 'admissions');
  const page = await newPage(width < 600 ? 'browser' : 'desktop');
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await page.context().addInitScript((t) => sessionStorage.setItem('zs:staff-token', t), token);
  await page.goto(`${baseUrl()}/zhxy/mobile/recruit/staff.html?orgId=${A.orgId}#/queue`);
  await page.getByRole('navigation', { name: '工作台菜单' }).waitFor({ timeout: 30_000 });
  return page;
}

async function approve(registrationId: string) {
  const r = await asStaff(A.orgId, '/staff-api/registrations/approve', { registrationId }, 'admissions');
  if (!r.success) throw new Error(`approve: ${r.msg}`);
}

async function devOutbox(): Promise<{ kind: string; title: string; body: string }[]> {
  const r = await fetch(`${baseUrl()}/staff-api/dev/outbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await r.json()) as { data: { kind: string; title: string; body: string }[] }).data;
}

test('招生老师 writes to the approved applicants of a plan; each gets it once', async () => {
  // A parent with two children approved, one approved applicant, one still pending.
  const twice = await applicantToken(`mn-${TAG}-1`);
  const child1 = await registerApplicant(twice, `群发甲${TAG}`, ID_PREFIX);
  const child2 = await registerApplicant(twice, `群发乙${TAG}`, ID_PREFIX);
  const single = await registerApplicant(await applicantToken(`mn-${TAG}-2`), `群发丙${TAG}`, ID_PREFIX);
  const pending = await registerApplicant(await applicantToken(`mn-${TAG}-3`), `群发丁${TAG}`, ID_PREFIX);
  for (const r of [child1, child2, single]) await approve(r.id);

  const page = await staffPage(1280);
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '群发通知' }).click();
  const form = page.getByRole('form', { name: '编写通知' });
  await form.getByLabel('招生计划').selectOption(PLAN);
  await expect.poll(() => form.getByLabel('报名状态').inputValue()).toBe('approved');
  const table = page.getByRole('region', { name: '收件人列表' });
  await table.getByText(single.name).waitFor({ timeout: 20_000 });
  // The parent of two appears once (the newer registration's name); the pending one not at all.
  expect(await table.getByText(child2.name).count()).toBe(1);
  expect(await table.getByText(child1.name).count()).toBe(0);
  expect(await table.getByText(pending.name).count()).toBe(0);
  const countText = await page.getByText(/将发送给 \d+ 人/).textContent();
  const count = Number(/将发送给 (\d+) 人/.exec(countText ?? '')![1]);
  expect(count).toBeGreaterThanOrEqual(2);

  await form.getByLabel('通知标题').fill(TITLE);
  await form.getByLabel('通知内容').fill(BODY);
  await settled(page);
  await manageFloor(page, '群发通知 1280');
  await screenshot('mass-notice-1280', page);

  await form.getByRole('button', { name: '发送通知' }).click();
  const dialog = page.getByRole('dialog', { name: '确认发送' });
  await dialog.getByText(`确定向${count}人发送这条通知吗？`).waitFor();
  await settled(page);
  await screenshot('mass-notice-confirm-1280', page);
  await dialog.getByRole('button', { name: '确定发送' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: `已发送给${count}人` })
    .waitFor();
  const history = page.getByRole('region', { name: '群发记录' });
  await history.getByText(TITLE).waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await settled(page);
  await screenshot('mass-notice-sent-1280', page);

  // The dev outbox: one message per person, signed with the school's name.
  const sent = (await devOutbox()).filter((m) => m.kind === 'school.message' && m.title === TITLE);
  expect(sent).toHaveLength(count);
  expect(sent.every((m) => m.body === `【${A.schoolName}】${BODY}`)).toBe(true);

  // 通知发送's data: the approved ones once each by name, the pending one not at all (read through its
  // API, 100 a page: the screen pages by 20 and other files' sends may come first).
  const listed = await asStaff<{ rows: { title: string; recipientName: string | null }[] }>(
    A.orgId,
    '/staff-api/outbox/list',
    { page: 1, pageSize: 100 },
    'admissions',
  );
  const names = listed.data.rows.filter((r) => r.title === TITLE).map((r) => r.recipientName);
  expect(names).toHaveLength(count);
  expect(names.filter((n) => n === single.name)).toHaveLength(1);
  expect(names.filter((n) => n === child2.name)).toHaveLength(1);
  expect(names).not.toContain(child1.name);
  expect(names).not.toContain(pending.name);
  // And the screen shows them.
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '通知记录' }).click();
  const outbox = page.getByRole('list', { name: '通知列表' });
  await outbox.getByRole('listitem', { name: TITLE }).first().waitFor({ timeout: 20_000 });
  expect(await outbox.getByRole('listitem', { name: TITLE }).count()).toBeGreaterThanOrEqual(1);
  await screenshot('mass-notice-outbox-1280', page);
});

test('群发通知 at 375 px: the draft, the recipients as cards, the history; axe 0', async () => {
  const page = await staffPage(375);
  await page.goto(`${baseUrl()}/zhxy/mobile/recruit/staff.html?orgId=${A.orgId}#/notices`);
  const form = page.getByRole('form', { name: '编写通知' });
  await form.getByLabel('招生计划').selectOption(PLAN);
  await page.getByRole('region', { name: '收件人列表' }).waitFor({ timeout: 20_000 });
  await form.getByLabel('通知标题').fill('缴费提醒');
  await page.getByRole('region', { name: '群发记录' }).getByText(TITLE).waitFor();
  await settled(page);
  await manageFloor(page, '群发通知 375');
  await screenshot('mass-notice-375', page);
  // The recipients as cards (one per person) and the history below the form.
  await page.getByRole('region', { name: '收件人列表' }).scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot('mass-notice-375-recipients', page);
  // The draft survives a reload.
  await page.reload();
  await expect
    .poll(() => page.getByRole('form', { name: '编写通知' }).getByLabel('通知标题').inputValue(), {
      timeout: 20_000,
    })
    .toBe('缴费提醒');
});
