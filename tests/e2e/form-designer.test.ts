import { expect, test } from 'vitest';
import { DEMO, appUrl, newPage, screenshot } from './harness';
import { asStaff, staffOnScreen } from './staff';
import { axeClean, noOverflow } from './floor';
import { pick } from './registration-form';

// Issue 26 part 2: a 学校管理员 designs a registration form on the staff screen (a select field and
// a text field shown only when 是 is chosen), previews it, publishes it; a parent registering for a
// plan on that form sees the conditional field appear when choosing 是.
const A = DEMO.A;
const TAG = Date.now().toString(36).slice(-4);
const FORM = `住校报名表${TAG}`;

test('a 学校管理员 designs, previews and publishes a conditional form; a parent sees the field appear', async () => {
  const page = await staffOnScreen(A.orgId, 'admin', { width: 1280, menu: '报名表设计', name: '李校长' });
  await page.getByRole('button', { name: '新建报名表' }).click();
  await page.getByLabel('报名表名称').fill(FORM);
  await page.getByLabel('题型').selectOption({ label: '下拉选择' });
  await page.getByRole('button', { name: '添加字段' }).click();
  let settings = page.getByRole('group', { name: '字段设置：新选择题' });
  await settings.getByLabel('标题').fill('是否住校');
  // The settings are named after the field's title, which was just changed.
  settings = page.getByRole('group', { name: '字段设置：是否住校' });
  await settings.getByLabel('选项（每行一个，可直接粘贴）').fill('是\n否');
  await page.getByLabel('题型').selectOption({ label: '单行文本' });
  await page.getByRole('button', { name: '添加字段' }).click();
  settings = page.getByRole('group', { name: '字段设置：新问题' });
  await settings.getByLabel('标题').fill('宿舍要求');
  settings = page.getByRole('group', { name: '字段设置：宿舍要求' });
  await settings.getByRole('checkbox', { name: /必填/ }).check();
  await settings.getByLabel('当此字段').selectOption({ label: '是否住校' });
  await settings.getByLabel('选择了').selectOption('是');

  // The preview beside the editor is the student form: 宿舍要求 appears once 是 is chosen.
  const preview = page.getByRole('region', { name: '预览（家长看到的报名表）' });
  expect(await preview.isVisible()).toBe(true);
  await preview.getByText('是否住校').waitFor();
  expect(await preview.getByText('宿舍要求').count()).toBe(0);
  await pick(page, '是否住校', '是', preview);
  await preview.getByText('宿舍要求').waitFor();
  await noOverflow(page);
  await axeClean(page, 'designer 1280');
  await screenshot('form-designer-1280', page);

  await page.getByRole('button', { name: '发布新版本' }).click();
  await page
    .getByRole('status')
    .getByText(/已发布第1版/)
    .waitFor();
  await page.getByText(/第1版 · .* 发布 · 4 个字段/).waitFor();
  await axeClean(page, 'published 1280');

  // A plan on the new form (the plan editor is tested in plan-setup.test.ts).
  const forms = await asStaff<{ templateId: string; name: string }[]>(A.orgId, '/staff-api/forms/list', {});
  const templateId = forms.data.find((f) => f.name === FORM)!.templateId;
  const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86400_000).toISOString().slice(0, 10);
  const plan = await asStaff<{ id: string }>(A.orgId, '/staff-api/plans/create', {
    name: `住校生招生${TAG}`,
    description: '',
    quota: 20,
    startAt: `${day(-1)}T08:00:00+08:00`,
    endAt: `${day(300)}T17:00:00+08:00`,
    resultsPublishAt: `${day(310)}T09:00:00+08:00`,
    fee: 0,
    payAtRegistration: false,
    majorIds: [],
    contact: '',
    templateId,
    formVersion: 1,
  });
  expect(plan.success, plan.msg).toBe(true);

  const parent = await newPage('wechat');
  await parent.goto(appUrl(`/orientation/enrollment/details?planId=${plan.data.id}`));
  const form = parent.getByRole('region', { name: '报名信息' });
  await form.getByText('是否住校').waitFor({ timeout: 20_000 });
  expect(await form.getByText('宿舍要求').count()).toBe(0);
  await pick(parent, '是否住校', '是', form);
  await form.getByText('宿舍要求').waitFor();
  await screenshot('form-designer-parent-shown', parent);
  await pick(parent, '是否住校', '否', form);
  await expect.poll(() => form.getByText('宿舍要求').count()).toBe(0);
});

test('at 375 px: 编辑 and 预览 tabs, axe clean, nothing overflowing', async () => {
  const page = await staffOnScreen(A.orgId, 'admin', { width: 375, menu: '报名表设计', name: '李校长' });
  await page.getByRole('button', { name: '新建报名表' }).click();
  await page.getByLabel('题型').selectOption({ label: '附件上传' });
  await page.getByRole('button', { name: '添加字段' }).click();
  await screenshot('form-designer-375-added', page);
  await page.getByRole('list', { name: '字段列表' }).getByText('附件', { exact: true }).waitFor();
  await page.getByRole('group', { name: '字段设置：附件' }).waitFor();
  // One pane at a time on a phone.
  expect(await page.getByRole('region', { name: '预览（家长看到的报名表）' }).isVisible()).toBe(false);
  await noOverflow(page);
  await axeClean(page, 'designer 375');
  await screenshot('form-designer-375-edit', page);
  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('region', { name: '预览（家长看到的报名表）' });
  await preview.getByText('学生姓名').waitFor();
  await preview.getByText('附件').first().waitFor();
  await noOverflow(page);
  await axeClean(page, 'preview 375');
  await screenshot('form-designer-375-preview', page);
});
