import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { idCheckDigit } from '@domain/identity/id-number';
import { links, PATHS } from '@domain/shell/links';
import { admissionsIds } from '../../server/src/seed/admissions';
import { fillForm, submitRegistration } from './registration-form';
import {
  DEMO,
  type ProfileName,
  appTest,
  appUrl,
  baseUrl,
  expectToast,
  hashRoute,
  newPage,
  screenshot,
  settled,
} from './harness';
import { asStaff, REVIEW_MOVES, registrationsOf } from './staff';

// Issue 23 "Must show": defects 4, 6 and 7 on the screens where a parent meets them, in the runtime named.
const IDS = admissionsIds(DEMO.A.tenantId);
const PLAN = '2026年秋季普通招生报名';

let seq = 0;
/** A fresh valid identity number (born 2011, its own district code) for each applicant of this file. */
function newIdNumber(): string {
  seq += 1;
  const t = Date.now() % 1000;
  const first17 = `3301082011${String((seq % 12) + 1).padStart(2, '0')}${String((t % 27) + 1).padStart(2, '0')}${String((t + seq * 41) % 1000).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
}

/** A new applicant: a sandbox WeChat user picked at the platform login, landing on `route`. */
async function applicant(profile: ProfileName, route: string): Promise<Page> {
  const page = await newPage(profile);
  const q = new URLSearchParams({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, redirect: appUrl(route) });
  q.set('wxuser', `e2e-defects-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  return page;
}

/** The school's review, as its administrator. */
async function review(move: 'approve' | 'reject', body: Record<string, unknown>) {
  const env = await asStaff(DEMO.A.orgId, REVIEW_MOVES[move], body);
  if (!env.success) throw new Error(`review ${move}: ${env.msg}`);
  return env.data;
}

/** Registers a new student on the open plan; returns the registration's id once 我的报名 lists it. */
async function register(page: Page, name: string): Promise<string> {
  const idNumber = newIdNumber();
  await page.getByLabel('学生姓名').waitFor();
  await fillForm(page, idNumber, name);
  await submitRegistration(page);
  await page.getByRole('button', { name: '查看进度' }).click();
  await card(page).waitFor();
  const [reg] = await registrationsOf(DEMO.A.orgId, idNumber);
  return reg!.id;
}

const card = (page: Page) => page.getByRole('article', { name: PLAN }).first();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name }).filter({ visible: true });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

appTest(
  'defect 4, plain phone browser: the pay sheet offers one 微信支付 and continuing in WeChat as a described copy-link, never a QR code',
  async () => {
    const page = await applicant('browser', links.registration({ planId: IDS.plans.open }));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const registrationId = await register(page, '浏览器缴费');
    await review('approve', { registrationId });
    await page.reload();
    await card(page).getByRole('button', { name: '去缴费' }).click({ timeout: 20_000 });

    const sheet = dialog(page, '选择缴费方式');
    await sheet.waitFor();
    // One 微信支付 (H5 pay: the demo school has it), not 微信支付 beside 在微信中支付.
    const choices = sheet.getByRole('group', { name: '缴费方式' });
    expect(await choices.getByRole('button').allInnerTexts()).toEqual(['微信支付']);
    expect(await page.getByRole('button', { name: '在微信中支付' }).count()).toBe(0);
    const secondary = sheet.getByRole('region', { name: '在微信中缴费' });
    await secondary.getByText('复制本页链接，在微信中打开后用微信支付').waitFor();
    await settled(page); // the sheet's slide-in
    await screenshot('defect4-pay-sheet', page);
    expect(await overflow(page)).toBe(0);

    await secondary.getByRole('button', { name: '复制链接，到微信中缴费' }).click();
    const cont = dialog(page, '在微信中缴费');
    await cont.getByText('打开微信，把链接粘贴到任一聊天').waitFor();
    // A phone cannot scan its own screen: no QR code here.
    expect(await page.getByRole('img', { name: '在微信中打开本页的二维码' }).count()).toBe(0);
    expect(await page.getByText('当前浏览器不支持微信支付').count()).toBe(0);
    await settled(page);
    await screenshot('defect4-continue-in-wechat', page);
    await cont.getByRole('button', { name: '复制链接' }).click();
    await expectToast(page, '链接已复制，请粘贴到微信中打开');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`#${PATHS.applications}`);
    expect(copied).toContain(`orgId=${DEMO.A.orgId}`);
    await cont.getByRole('button', { name: '上传缴费凭证' }).waitFor();
  },
  240_000,
);

appTest(
  'defect 6, WeChat: 修改并重新提交 on a rejected registration opens the form with the rejection reason at its top',
  async () => {
    const page = await applicant('wechat', links.registration({ planId: IDS.plans.open }));
    const registrationId = await register(page, '驳回再改');
    await review('reject', { registrationId, reason: '户籍证明照片不清晰，请重新上传' });
    await page.reload();
    await card(page).getByText('驳回原因：户籍证明照片不清晰，请重新上传').waitFor({ timeout: 20_000 });
    await card(page).getByRole('button', { name: '修改并重新提交' }).click();

    const reason = page.getByRole('region', { name: '驳回原因' });
    await reason.getByText('驳回原因：户籍证明照片不清晰，请重新上传').waitFor({ timeout: 20_000 });
    await reason.getByText('学校已驳回本次报名，请按原因修改后重新提交').waitFor();
    await page.getByLabel('学生姓名').waitFor();
    // At the top: nothing of the form above it, and on screen without scrolling.
    const top = await reason.boundingBox();
    const form = await page.getByRole('region', { name: '报名信息' }).boundingBox();
    expect(top!.y).toBeLessThan(form!.y);
    expect(top!.y + top!.height).toBeLessThan(812);
    expect(await overflow(page)).toBe(0);
    await screenshot('defect6-edit-with-reason', page);
  },
  240_000,
);

appTest(
  'defect 7, WeChat: 个人信息与隐私 on home and on 我的报名 reaches the 个人信息 page the privacy notice names',
  async () => {
    const page = await applicant('wechat', links.home());
    const entries = page.getByRole('navigation', { name: '功能入口' });
    await entries.getByRole('link', { name: '个人信息与隐私' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await screenshot('defect7-home-entries', page);
    await entries.getByRole('link', { name: '个人信息与隐私' }).click();
    await page.getByRole('heading', { name: '我的信息', exact: true }).waitFor({ timeout: 20_000 });
    expect(await hashRoute(page)).toBe(PATHS.privacy);
    await page.getByRole('button', { name: '查看并导出我的信息' }).waitFor();

    await page.goto(appUrl(links.applications()));
    const entry = page.getByRole('button', { name: '个人信息与隐私' });
    await entry.waitFor({ timeout: 20_000 });
    await entry.scrollIntoViewIfNeeded();
    await screenshot('defect7-applications-entry', page);
    await entry.click();
    await page.getByRole('heading', { name: '我的信息', exact: true }).waitFor({ timeout: 20_000 });
    expect(await hashRoute(page)).toBe(PATHS.privacy);
    // The page the notice names shows the notice itself, and the family's data.
    await page.getByRole('button', { name: '查看告知全文' }).click();
    await page.getByRole('button', { name: '收起告知' }).waitFor();
    await screenshot('defect7-privacy-page', page);
  },
  180_000,
);
