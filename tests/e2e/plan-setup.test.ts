import { expect, test } from 'vitest';
import { DEMO, appUrl, newPage, screenshot, settled } from './harness';
import { staffOnScreen } from './staff';
import { axeClean, noOverflow } from './floor';

// Issue 26 part 1: a 招生老师 sets up a 招生计划 on the staff screens with the school's published
// form, and a parent sees it in the student app's plan list.
const A = DEMO.A;

test('a 招生老师 creates a plan on the screen; a parent sees it in the plan list', async () => {
  // A name of this attempt's own: a retried attempt must not meet the first attempt's plan.
  const PLAN = `E2E秋季招生${Date.now().toString(36).slice(-5)}`;
  const page = await staffOnScreen(A.orgId, 'admissions', {
    width: 1280,
    menu: '招生计划',
    name: '招生老师',
  });
  const table = page.getByRole('table', { name: '招生计划列表' });
  await table.getByRole('row', { name: /2026年秋季普通招生/ }).waitFor();
  await expect(table.getByText('报名中').first().isVisible()).resolves.toBe(true);
  await axeClean(page, 'list 1280');
  await screenshot('plans-list-1280', page);

  await page.getByRole('button', { name: '新建计划' }).click();
  const form = page.getByRole('form', { name: '新建招生计划' });
  await form.getByLabel('计划名称').fill(PLAN);
  await form.getByLabel('招生人数').fill('30');
  // China time as typed; the plan is open now and for a year.
  const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86400_000).toISOString().slice(0, 10);
  await form.getByLabel('报名开始时间（北京时间）').fill(`${day(-1)}T08:00`);
  await form.getByLabel('报名截止时间（北京时间）').fill(`${day(300)}T17:00`);
  await form.getByLabel('结果公布时间（北京时间）').fill(`${day(310)}T09:00`);
  await form.getByLabel('报名费（元）').fill('120.5');
  await form.getByLabel('联系方式').fill('0571-88880000');
  await form.getByRole('checkbox', { name: A.majors[0]!.name }).check();
  expect(await form.getByLabel('报名表版本').inputValue()).not.toBe('');
  await axeClean(page, 'editor 1280');
  await screenshot('plans-editor-1280', page);
  await form.getByRole('button', { name: '保存' }).click();
  await page.getByText(`已保存：${PLAN}`).waitFor();
  const row = table.getByRole('row', { name: new RegExp(PLAN) });
  await row.getByText('120.5 元').waitFor();
  await row.getByText('0 / 30').waitFor();

  const parent = await newPage('wechat');
  await parent.goto(appUrl('/orientation/enrollment/index'));
  // The list as it shows (the server's painted one or the app's): what is on screen counts.
  await parent.getByRole('article').first().waitFor({ timeout: 20_000 });
  const item = parent.getByText(PLAN).filter({ visible: true });
  // A new plan comes last, and other files on this server add plans too: scroll down as a parent
  // would until the list has loaded it or says it has no more.
  const end = parent.getByText('没有更多了').filter({ visible: true });
  while (!(await item.count()) && !(await end.count())) {
    await parent.getByText('加载中…').filter({ visible: true }).scrollIntoViewIfNeeded();
    await settled(parent);
  }
  // Reached the end without it: fail at once with what the list showed (seen once in a full run).
  if (!(await item.count())) {
    const shown = await parent
      .getByRole('article')
      .evaluateAll((a) => a.map((e) => e.getAttribute('aria-label')));
    throw new Error(`the parent's plan list ended without ${PLAN}: ${shown.join(', ')}`);
  }
  await item.scrollIntoViewIfNeeded();
  await screenshot('plans-parent-list', parent);
});

test('at 375 px: cards and a one-column editor, axe clean, nothing overflowing', async () => {
  const page = await staffOnScreen(A.orgId, 'admissions', { width: 375, menu: '招生计划', name: '招生老师' });
  const cards = page.getByRole('list', { name: '招生计划卡片' });
  await cards.getByText('2026年秋季普通招生').waitFor();
  await noOverflow(page);
  await axeClean(page, 'list 375');
  await screenshot('plans-list-375', page);
  await page.getByRole('button', { name: '新建计划' }).click();
  const form = page.getByRole('form', { name: '新建招生计划' });
  await form.getByLabel('计划名称').fill('手机上新建');
  await form.getByLabel('招生人数').fill('10');
  await form.getByRole('button', { name: '保存' }).click();
  // A refused save keeps what was typed and says why.
  await form.getByRole('alert').getByText('请填写报名开始、截止和结果公布时间').waitFor();
  expect(await form.getByLabel('计划名称').inputValue()).toBe('手机上新建');
  await noOverflow(page);
  await axeClean(page, 'editor 375');
  await screenshot('plans-editor-375', page);
});
