import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { solidPng } from '../../server/src/files/png';
import { DEMO, appUrl, baseUrl, newPage, screenshot } from './harness';
import { staffToken } from './staff';
import { manageFloor } from './floor';

/** File inputs are reached by their labels. */
const CMS_CONTROLS = 'button, a[href], input:not(.cms-hidden-file), select, textarea, label.manage-link';

/**
 * Issue 26 part 4: a 招生老师 of demo school A writes a news item on the 新闻公告 screen (bold text, an
 * uploaded image in the body, a cover, 置顶) and publishes it; a parent sees it on the student home
 * and opens it. The list and the editor at 1280 and 375 px with axe 0, no overflow, 44 px targets.
 */
const A = DEMO.A;
const TAG = Date.now().toString(36).slice(-5);
const TITLE = `开放日通知${TAG}`;

async function staffPage(width: number): Promise<Page> {
  const token = await staffToken(A.orgId, 'admissions');
  const page = await newPage(width < 600 ? 'browser' : 'desktop');
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await page.context().addInitScript((t) => sessionStorage.setItem('zs:staff-token', t), token);
  await page.goto(`${baseUrl()}/zhxy/mobile/recruit/staff.html?orgId=${A.orgId}#/cms`);
  await page.getByRole('navigation', { name: '工作台菜单' }).waitFor({ timeout: 30_000 });
  return page;
}

test('招生老师 writes and publishes a news item with bold text and an image; a parent opens it from home', async () => {
  const teacher = await staffPage(1280);
  await teacher.getByRole('link', { name: '写新闻公告' }).click();
  const form = teacher.getByRole('region', { name: '写新闻公告' });
  await form.getByLabel('标题', { exact: true }).waitFor();
  await manageFloor(teacher, 'cms', CMS_CONTROLS);
  await form.getByLabel('标题', { exact: true }).fill(TITLE);
  await form.getByLabel('摘要（选填）').fill('欢迎家长和考生到校参观');
  await form
    .getByLabel('上传封面')
    .setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: solidPng(160, 120, [22, 119, 255]) });
  await form.getByRole('img', { name: '封面预览' }).waitFor({ timeout: 20_000 });

  const body = form.getByRole('textbox', { name: '正文' });
  await body.click();
  await form.getByRole('button', { name: '加粗' }).click();
  await teacher.keyboard.type('九月十日上午九点');
  await form.getByRole('button', { name: '加粗' }).click();
  await teacher.keyboard.type('在学校正门集合。');
  await form
    .getByLabel('选择正文图片')
    .setInputFiles({ name: '校门.png', mimeType: 'image/png', buffer: solidPng(320, 160, [250, 140, 22]) });
  await body.locator('img').waitFor({ timeout: 20_000 });
  await form.getByLabel(/置顶/).check();
  await screenshot('cms-editor-1280', teacher);
  await form.getByRole('button', { name: '保存并发布' }).click();

  const row = teacher.locator('tr', { hasText: TITLE });
  await row.waitFor({ timeout: 20_000 });
  await row.getByText('已发布').waitFor();
  expect(await row.textContent()).toContain('置顶');
  await manageFloor(teacher, 'cms', CMS_CONTROLS);
  await screenshot('cms-list-1280', teacher);

  // A parent on the student home (WeChat): the pinned item leads the news; its detail shows bold and the image.
  const parent = await newPage('wechat');
  await parent.goto(appUrl('/orientation/homepage/index'));
  const item = parent.getByRole('button', { name: new RegExp(TITLE) });
  await item.waitFor({ timeout: 20_000 });
  await screenshot('cms-home-375', parent);
  await item.click();
  const rich = parent.getByTestId('rich-text');
  await rich.getByText('在学校正门集合。', { exact: false }).waitFor({ timeout: 20_000 });
  expect(await rich.locator('b, strong').first().textContent()).toBe('九月十日上午九点');
  expect((await rich.textContent())?.trim()).toBe('九月十日上午九点在学校正门集合。');
  const img = rich.locator('img');
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 20_000 })
    .toBe(320);
  const overflow = await parent.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot('cms-detail-375', parent);
});

test('the list and the editor at 375 px: cards, 44 px targets, axe 0', async () => {
  const page = await staffPage(375);
  const row = page.locator('tr', { hasText: TITLE });
  await row.waitFor({ timeout: 20_000 });
  await manageFloor(page, 'cms 375', CMS_CONTROLS);
  await screenshot('cms-list-375', page);
  await row.getByRole('link', { name: `编辑 ${TITLE}` }).click();
  const form = page.getByRole('region', { name: '编辑新闻公告' });
  await form.getByLabel('标题', { exact: true }).waitFor();
  expect(await form.getByLabel('标题', { exact: true }).inputValue()).toBe(TITLE);
  await form.getByRole('textbox', { name: '正文' }).locator('img').waitFor();
  await manageFloor(page, 'cms 375', CMS_CONTROLS);
  await screenshot('cms-editor-375', page);
  // 下线 asks first; after it the parent's home no longer lists it.
  await form.getByRole('link', { name: '‹ 返回列表' }).click();
  await page
    .locator('tr', { hasText: TITLE })
    .getByRole('button', { name: `下线 ${TITLE}` })
    .click();
  const sheet = page.getByRole('dialog', { name: '下线新闻公告' });
  await sheet.getByRole('button', { name: '确定下线' }).click();
  await page.locator('tr', { hasText: TITLE }).getByText('已下线').waitFor({ timeout: 20_000 });
  const parent = await newPage('wechat');
  await parent.goto(appUrl('/orientation/homepage/index'));
  await parent.locator('.zs-cms-item').first().waitFor({ timeout: 20_000 });
  expect(await parent.getByRole('button', { name: new RegExp(TITLE) }).count()).toBe(0);
});
