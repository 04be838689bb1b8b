import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { applicantToken, registerApplicant } from './applicants';
import { DEMO, SPA_PATH, baseUrl, closePages, demoAdmin, newPage, screenshot } from './harness';
import { asStaff, loginOnScreen } from './staff';
import * as W from '@contract/staff-work';
import { floor } from './floor';

// Issue 24 item 2 "Must show", driven in 报名审核 as a teacher does, at 1280 px (a table and a drawer)
// and at 375 px (cards, the review full screen): filter by plan and status, sort by 提交时间, tick five
// and bulk-approve them with the names listed; open one, 驳回 with a reason from the sticky bar, then
// 通过并下一条 on the next, and A (通过) on the one it moved to.
const A = DEMO.A;
const PLAN = admissionsIds(A.tenantId).plans.open;
const STAFF_URL = () => `${baseUrl()}${SPA_PATH}staff.html?orgId=${A.orgId}`;
const REASON = '证件照片不清晰';

afterAll(() => closePages());

/** Eight pending applicants of this run, submitted one after another (审核<tag>1 first). */
async function prepare(tag: string, idPrefix: string) {
  const names: string[] = [];
  for (let i = 1; i <= 8; i++) {
    const r = await registerApplicant(await applicantToken(`rv${tag}${i}`), `审核${tag}${i}`, idPrefix);
    names.push(r.name);
  }
  return names;
}

/** The screen's controls held to 44×44 (with axe 0 and nothing wider than the window: floor.ts). */
const CONTROLS =
  'section[aria-label="报名审核"] button, [role="dialog"] button, .staff-check, .staff-row-check';

async function openQueue(page: Page, tag: string) {
  const admin = demoAdmin(A.orgId);
  await page.goto(STAFF_URL());
  await loginOnScreen(page, admin.phone, admin.password);
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '报名审核' }).click();
  // Filter: the plan, then this run's applicants by the search box.
  await page.getByLabel('招生计划').selectOption(PLAN);
  await page.getByPlaceholder('姓名 / 证件号 / 手机号 / 报名编号').fill(`审核${tag}`);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
}

async function review(profile: 'desktop' | 'wechat', tag: string, idPrefix: string) {
  // The school's 驳回 templates include this file's reason (other files of the worker set their own).
  const saved = await asStaff(A.orgId, W.saveRejectTemplates.path, {
    templates: [REASON, '报名信息填写不完整'],
  });
  expect(saved.success, saved.msg).toBe(true);
  const names = await prepare(tag, idPrefix);
  const page = await newPage(profile);
  const desk = profile === 'desktop';
  await openQueue(page, tag);
  const tab = (label: string) => page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  // The status tabs carry the server's counts for the plan and search.
  await tab('待审核').filter({ hasText: '待审核 (8)' }).waitFor();
  await tab('审核通过').waitFor();
  const shown = async () =>
    desk
      ? page.getByRole('table', { name: '报名列表' }).getByRole('button', { name: /^审核/ }).allTextContents()
      : await page.getByRole('list', { name: '报名列表' }).locator('strong').allTextContents();
  // Status filter: none of ours is 已驳回 yet; back to 待审核.
  await page.getByRole('tab', { name: /^已驳回/ }).click();
  await page.getByText('暂无报名').waitFor();
  await page.getByRole('tab', { name: /^待审核/ }).click();
  await expect.poll(shown).toEqual([...names].reverse());

  // Sort by 提交时间: oldest first.
  if (desk) await page.getByRole('button', { name: /^提交时间/ }).click();
  else await page.getByRole('button', { name: /^提交时间：最新在前/ }).click();
  await expect.poll(shown).toEqual(names);
  if (desk)
    expect(await page.getByRole('columnheader', { name: /提交时间/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  await screenshot('review-list', page);
  await floor(page, `${profile} list`, CONTROLS);

  // Five ticked, 批量通过: the dialog names them.
  for (const n of names.slice(0, 5))
    if (desk) await page.getByRole('checkbox', { name: `选择${n}` }).check();
    // antd-mobile's card box: its label carries the name.
    else await page.getByRole('listitem').filter({ hasText: n }).locator('.staff-row-check').click();
  await page.getByRole('button', { name: '批量通过（已选 5 条）' }).click();
  const bulk = page.getByRole('dialog', { name: '批量通过' });
  const listed = bulk.getByRole('list', { name: '将通过' });
  await listed.getByText(names[0]!).waitFor();
  expect(await listed.getByRole('listitem').allTextContents()).toEqual(names.slice(0, 5));
  await screenshot('review-bulk', page);
  await floor(page, `${profile} bulk`, CONTROLS);
  await bulk.getByRole('button', { name: '确认通过 5 人' }).click();
  await bulk.getByText('完成：已通过 5 / 5').waitFor({ timeout: 30_000 });
  await bulk.getByRole('button', { name: '关闭' }).click();
  await expect.poll(shown).toEqual(names.slice(5));
  await tab('待审核').filter({ hasText: '待审核 (3)' }).waitFor();

  // Open the sixth: 驳回 from the sticky bar with the school's template.
  if (desk)
    await page.getByRole('table', { name: '报名列表' }).getByRole('button', { name: names[5] }).click();
  else await page.getByRole('list', { name: '报名列表' }).getByText(names[5]!).click();
  const drawer = page.getByRole('dialog', { name: '报名详情' });
  await drawer.getByRole('heading', { name: names[5] }).waitFor();
  await drawer.getByText('报名信息').waitFor();
  if (desk) await drawer.getByLabel('快捷键').getByText('通过并下一条').waitFor();
  await screenshot('review-drawer', page);
  await floor(page, `${profile} drawer`, CONTROLS);
  // The bar is on screen without scrolling the long form.
  const bar = await drawer.getByRole('button', { name: '通过并下一条' }).boundingBox();
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await drawer.getByRole('button', { name: '驳回', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '驳回原因' });
  await sheet.getByRole('button', { name: REASON }).click();
  await screenshot('review-reject', page);
  await floor(page, `${profile} reject`, CONTROLS);
  await sheet.getByRole('button', { name: '确认驳回' }).click();
  await drawer.getByRole('status').filter({ hasText: '已驳回' }).waitFor();

  // J: the next row of the list; 通过并下一条 approves it and opens the next 待审核.
  await page.keyboard.press('j');
  await drawer.getByRole('heading', { name: names[6] }).waitFor();
  await drawer.getByRole('button', { name: '通过并下一条' }).click();
  await drawer.getByRole('heading', { name: names[7] }).waitFor();
  await drawer
    .getByRole('status')
    .filter({ hasText: `已通过 ${names[6]}，这是下一条` })
    .waitFor();
  // A (通过) on the last one, by keyboard.
  await page.keyboard.press('a');
  await drawer.getByRole('status').filter({ hasText: '已审核通过' }).waitFor();
  await drawer.getByRole('button', { name: '关闭详情' }).click();
  await tab('审核通过').filter({ hasText: '(7)' }).waitFor();
  await tab('已驳回').filter({ hasText: '(1)' }).waitFor();
  await page.getByRole('tab', { name: /^已驳回/ }).click();
  await expect.poll(shown).toEqual([names[5]]);
  await page.getByText(REASON).first().waitFor();
  await screenshot('review-done', page);
}

test('报名审核 at 1280 px: table filtered and sorted, five bulk-approved by name, 驳回 and 通过并下一条 from the drawer', async () => {
  await review('desktop', Date.now().toString(36).slice(-4), '4201072010');
}, 240_000);

test('报名审核 at 375 px: the same review on a phone', async () => {
  await review('wechat', Date.now().toString(36).slice(-4), '4201082010');
}, 240_000);
