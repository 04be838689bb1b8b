import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { chinaInstant } from '@domain/time/china-time';
import { DEMO, appUrl, baseUrl, newPage, screenshot, settled } from './harness';
import { staffToken } from './staff';
import { manageFloor } from './floor';

/**
 * Issue 26 part 5: a 招生老师 of demo school A creates an activity with capacity 2 on the 活动管理
 * screen; two parents sign up in the student app, the third is refused as full; the teacher sees the
 * two in the sign-up list. Screenshots of the list and the editor at 375 and 1280 px, axe 0 each.
 */
const A = DEMO.A;
const TAG = Date.now().toString(36).slice(-5);
const TITLE = `开放日${TAG}`;
const local = (ms: number) => chinaInstant(new Date(Date.now() + ms)).slice(0, 16);
const H = 3600_000;

async function staffPage(width: number): Promise<Page> {
  const token = await staffToken(A.orgId, 'admissions');
  const page = await newPage(width < 600 ? 'browser' : 'desktop');
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await page.context().addInitScript((t) => sessionStorage.setItem('zs:staff-token', t), token);
  await page.goto(`${baseUrl()}/zhxy/mobile/recruit/staff.html?orgId=${A.orgId}#/activities`);
  await page.getByRole('navigation', { name: '工作台菜单' }).waitFor({ timeout: 30_000 });
  return page;
}

async function parent(n: number): Promise<Page> {
  const page = await newPage('wechat');
  const route = '/orientation/enrollment/signList';
  const q = new URLSearchParams({
    tenantId: A.tenantId,
    orgId: A.orgId,
    redirect: appUrl(route),
    wxuser: `act-${TAG}-${n}`,
  });
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  await page.waitForFunction(() => !!localStorage.getItem('accesstoken'));
  return page;
}

async function openSignForm(page: Page, n: number) {
  const card = page.getByRole('article', { name: TITLE, exact: true });
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: '我要报名' }).click();
  await page.getByLabel('姓名').fill(`家长${n}`);
  await page.getByLabel('手机号').fill(`1390000${String(n).padStart(4, '0')}`);
}

test('招生老师 creates an activity of 2 places; two parents sign up, the third is told it is full', async () => {
  const teacher = await staffPage(1280);
  await teacher.getByRole('link', { name: '新建活动' }).click();
  const form = teacher.getByRole('region', { name: '新建活动' });
  await form.getByLabel('活动名称').waitFor();
  await settled(teacher);
  await manageFloor(teacher, 'activities');
  await form.getByLabel('活动名称').fill(TITLE);
  await form.getByLabel('活动地点').fill('图书馆报告厅');
  await form.getByLabel('活动开始时间').fill(local(72 * H));
  await form.getByLabel('活动结束时间').fill(local(74 * H));
  await form.getByLabel('报名开始时间').fill(local(-H));
  await form.getByLabel('报名截止时间').fill(local(48 * H));
  await form.getByLabel('名额').fill('2');
  await form.getByLabel('活动介绍').fill('参观校园，与老师面对面交流。');
  await screenshot('activities-editor-1280', teacher);
  await form.getByRole('button', { name: '保存' }).click();
  const row = teacher.locator('tr', { hasText: TITLE });
  await row.waitFor({ timeout: 20_000 });
  expect(await row.textContent()).toContain('0 / 2');
  expect(await row.textContent()).toContain('报名中');
  await manageFloor(teacher, 'activities');
  await screenshot('activities-list-1280', teacher);

  // The third parent opens the form while places are left; the first two send theirs first.
  const [p1, p2, p3] = [await parent(1), await parent(2), await parent(3)];
  for (const [p, n] of [
    [p1, 1],
    [p2, 2],
    [p3, 3],
  ] as const)
    await openSignForm(p, n);
  for (const p of [p1, p2]) {
    await p.getByRole('button', { name: '提交报名' }).click();
    await p.getByText('报名成功').waitFor({ timeout: 20_000 });
  }
  await p3.getByRole('button', { name: '提交报名' }).click();
  await p3
    .getByText(/名额已满/)
    .first()
    .waitFor({ timeout: 20_000 });
  await screenshot('activities-third-refused', p3);

  await teacher.reload();
  const full = teacher.locator('tr', { hasText: TITLE });
  await full.getByText('已满').waitFor({ timeout: 20_000 });
  expect(await full.textContent()).toContain('2 / 2');
  await full.getByRole('link', { name: `${TITLE} 报名名单` }).click();
  await teacher.getByText('家长1').waitFor({ timeout: 20_000 });
  await teacher.getByText('家长2').waitFor();
  expect(await teacher.getByText('家长3').count()).toBe(0);
  expect(await teacher.getByText('139****0001').count()).toBe(1);
  await screenshot('activities-signups-1280', teacher);
});

test('the list and the editor at 375 px: cards, 44 px targets, axe 0', async () => {
  const page = await staffPage(375);
  const row = page.locator('tr', { hasText: TITLE });
  await row.waitFor({ timeout: 20_000 });
  await settled(page);
  await manageFloor(page, 'activities 375');
  await screenshot('activities-list-375', page);
  await row.getByRole('link', { name: `编辑 ${TITLE}` }).click();
  const form = page.getByRole('region', { name: '编辑活动' });
  await form.getByLabel('活动名称').waitFor();
  expect(await form.getByLabel('活动名称').inputValue()).toBe(TITLE);
  // Below the sign-ups: refused on the screen, what was typed kept.
  await form.getByLabel('名额').fill('1');
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('已有2人报名，名额不能少于2').first().waitFor();
  expect(await form.getByLabel('名额').inputValue()).toBe('1');
  await settled(page);
  await manageFloor(page, 'activities 375');
  await screenshot('activities-editor-375', page);
});
