import { expect } from 'vitest';
import { links } from '@domain/shell/links';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, appTest, appUrl, baseUrl, newPage, screenshot, settled } from './harness';

/**
 * Issue 17 item 6 on the screens: the school's 个人信息保护告知 comes before the registration form
 * (agreed once per version, recorded on the server), and 个人信息 shows the acceptance, the person's
 * own data and a deletion request the school will decide on.
 */
const IDS = admissionsIds(DEMO.A.tenantId);

appTest('the notice before the form, agreed once; 个人信息: export and ask for deletion', async () => {
  const page = await newPage('wechat', { privacy: 'manual' });
  const q = new URLSearchParams({
    tenantId: DEMO.A.tenantId,
    orgId: DEMO.A.orgId,
    redirect: appUrl(links.registration({ planId: IDS.plans.open })),
    wxuser: `privacy-${Date.now()}`,
  });
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });

  const sheet = page.getByRole('dialog', { name: '个人信息保护告知' });
  await sheet
    .getByText('证件号码、人脸照片及不满十四周岁未成年人的个人信息属于敏感个人信息', { exact: false })
    .waitFor();
  await screenshot('privacy-notice', page);
  await sheet.getByRole('button', { name: '同意并继续' }).click();
  await expect.poll(() => sheet.getByRole('alert').innerText()).toBe('请先勾选“我已阅读并同意”');
  await sheet.getByText('我已阅读并同意', { exact: true }).click();
  await sheet.getByRole('button', { name: '同意并继续' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await page.getByLabel('学生姓名').fill('隐私测试');

  // Agreed once: a reload goes straight to the form.
  await page.reload();
  await page.getByLabel('学生姓名').waitFor();
  await settled(page);
  expect(await sheet.count()).toBe(0);

  await page.evaluate((to) => (location.hash = to), links.privacy());
  await page.getByText(/已同意 · /).waitFor();
  await page.getByRole('button', { name: '查看并导出我的信息' }).click();
  await expect.poll(() => page.getByRole('status').last().innerText()).toContain('条报名记录');
  await page.getByLabel('申请原因（选填）').fill('孩子已选择其他学校');
  await page.getByRole('button', { name: '申请删除我的信息' }).click();
  await page.getByRole('group', { name: '确认删除申请' }).getByRole('button', { name: '提交申请' }).click();
  await page.getByText('待学校处理').waitFor();
  await screenshot('privacy-my-data', page);
  expect(await page.getByRole('button', { name: '申请删除我的信息' }).count()).toBe(0);
});
