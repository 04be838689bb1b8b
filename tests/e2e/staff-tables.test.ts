import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import * as W from '@contract/staff-work';
import { admissionsIds } from '../../server/src/seed/admissions';
import { applicantToken, registerApplicant } from './applicants';
import { floor, noOverflow } from './floor';
import { DEMO, SPA_PATH, baseUrl, closePages, demoAdmin, newPage, screenshot } from './harness';
import { asStaff, loginOnScreen } from './staff';

// Issue 24 item 2 on 凭证审核, 缴费订单 and 人脸照片: at 1280 px a table (the shared DataTable) with
// counts on the status tabs and a server-side sort, centred dialogs that name whose and what (the refund
// dialog says whose ¥ it is); at 375 px cards and bottom sheets; the accessibility floor at both widths;
// and nothing wider than a 320 px screen on these and 群发通知, 学校设置, 报名审核's drawer and 分班.
const A = DEMO.A;
const STAFF_URL = () => `${baseUrl()}${SPA_PATH}staff.html?orgId=${A.orgId}`;
const TAG = Date.now().toString(36).slice(-4);
/** The plan registerApplicant signs up to (applicants.ts). */
const PLAN = admissionsIds(A.tenantId).plans.open;

afterAll(() => closePages());

/** An approved applicant of this run who paid offline (an order to refund). */
async function paidApplicant(suffix: string, idPrefix: string) {
  const r = await registerApplicant(
    await applicantToken(`tb${TAG}${suffix}`),
    `表格${TAG}${suffix}`,
    idPrefix,
  );
  expect((await asStaff(A.orgId, W.approve.path, { registrationId: r.id })).success).toBe(true);
  const paid = await asStaff(A.orgId, W.markPaid.path, { registrationId: r.id, reason: '现场缴费' });
  expect(paid.success, paid.msg).toBe(true);
  return r;
}

const CONTROLS = (screen: string) =>
  `section[aria-label="${screen}"] button, section[aria-label="${screen}"] a[href], [role="dialog"] button`;

async function login(page: Page) {
  const admin = demoAdmin(A.orgId);
  await page.goto(STAFF_URL());
  await loginOnScreen(page, admin.phone, admin.password);
}
const menu = (page: Page, label: string) =>
  page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: label }).click();
const tab = (page: Page, label: string) =>
  page.getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });

async function screens(profile: 'desktop' | 'wechat', idPrefix: string) {
  const desk = profile === 'desktop';
  const who = await paidApplicant(desk ? 'D' : 'M', idPrefix);
  const page = await newPage(profile);
  await login(page);

  // 凭证审核: counts on the tabs; at a desk a table sorted by 上传时间 (server-side).
  await menu(page, '凭证审核');
  const section = page.getByRole('region', { name: '凭证审核' });
  await tab(page, '审核中').waitFor();
  if (desk) {
    const table = page.getByRole('table', { name: '凭证列表' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      '凭证',
      '姓名',
      '招生计划',
      '应缴金额',
      '上传时间 ↑',
      '状态',
      '操作',
    ]);
    await page.getByRole('button', { name: /^上传时间/ }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /上传时间/ }).getAttribute('aria-sort'))
      .toBe('descending');
    await table.getByRole('row').nth(1).waitFor();
  } else {
    await section.getByRole('list', { name: '凭证列表' }).waitFor();
  }
  await screenshot('vouchers', page);
  await floor(page, `${profile} 凭证审核`, CONTROLS('凭证审核'));
  // 驳回: the dialog names whose voucher and how much (then cancelled: the seed's voucher stays).
  const first = desk
    ? page
        .getByRole('table', { name: '凭证列表' })
        .getByRole('row', { name: /的凭证$/ })
        .first()
    : page.getByRole('list', { name: '凭证列表' }).getByRole('listitem').first();
  const owner = (await first.getAttribute('aria-label'))!.replace(/的凭证$/, '');
  await first.getByRole('button', { name: `通过${owner}的凭证` }).click();
  const approve = page.getByRole('dialog', { name: `通过${owner}的缴费凭证` });
  await approve.getByText(/应缴 ¥\d+\.\d\d/).waitFor();
  await screenshot('vouchers-approve', page);
  await floor(page, `${profile} 凭证 通过`, CONTROLS('凭证审核'));
  await approve.getByRole('button', { name: '取消' }).click();
  await approve.waitFor({ state: 'detached' });

  // 缴费订单: the fee tabs with counts; 支付时间 sort; the refund dialog says whose ¥ it is.
  await menu(page, '缴费订单');
  await tab(page, '全部').waitFor();
  await page.getByLabel('招生计划').selectOption(PLAN);
  await tab(page, '已缴费').click();
  if (desk) {
    const table = page.getByRole('table', { name: '订单列表' });
    await table.waitFor();
    expect(await page.getByRole('columnheader', { name: /支付时间/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await page.getByRole('button', { name: /^支付时间/ }).click();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /支付时间/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await page.getByRole('button', { name: /^支付时间/ }).click();
  } else {
    await page.getByRole('button', { name: /^支付时间：最新在前/ }).waitFor();
  }
  const row = desk
    ? page.getByRole('table', { name: '订单列表' }).getByRole('row', { name: who.name })
    : page.getByRole('list', { name: '订单列表' }).getByRole('listitem', { name: who.name });
  await row.waitFor();
  await screenshot('payments', page);
  await floor(page, `${profile} 缴费订单`, CONTROLS('缴费订单'));
  await row.getByRole('button', { name: `为${who.name}退费` }).click();
  const refund = page.getByRole('dialog', { name: new RegExp(`^为${who.name}退费 ¥\\d+\\.\\d\\d$`) });
  await refund.getByText(new RegExp(`${who.name} · .* · 退还 ¥`)).waitFor();
  await refund.getByLabel('原因').fill('家长申请退费');
  await screenshot('payments-refund', page);
  await floor(page, `${profile} 退费`, CONTROLS('缴费订单'));
  await refund.getByRole('button', { name: /^确认退费 ¥/ }).click();
  await page.getByRole('status').filter({ hasText: '已提交退费' }).waitFor();
  await row.getByText(/已退费|待退费/).waitFor();

  // 人脸照片: counts on the tabs; the photo, name and 学号 in a row at a desk, a grid on a phone.
  await menu(page, '人脸照片');
  await tab(page, '审核中').waitFor();
  // Other files of the worker may have decided the seed's photos: then a tab that has some.
  const count = async (label: string) =>
    Number(/\((\d+)\)$/.exec((await tab(page, label).textContent()) ?? '')?.[1] ?? 0);
  const pendingPhotos = await count('审核中');
  if (!pendingPhotos) await tab(page, (await count('已通过')) ? '已通过' : '已驳回').click();
  const photos = desk
    ? page.getByRole('table', { name: '照片列表' }).getByRole('row', { name: /的照片$/ })
    : page.getByRole('list', { name: '照片列表' }).getByRole('listitem');
  await photos.first().waitFor();
  await screenshot('photos', page);
  await floor(page, `${profile} 人脸照片`, CONTROLS('人脸照片'));
  if (!pendingPhotos) return;
  const student = (await photos.first().getAttribute('aria-label'))!.replace(/的照片$/, '');
  await photos.first().getByRole('button', { name: '驳回' }).click();
  const reject = page.getByRole('dialog', { name: `驳回${student}的人脸照片` });
  await reject.getByRole('button', { name: '取消' }).waitFor();
  await screenshot('photos-reject', page);
  await floor(page, `${profile} 驳回照片`, CONTROLS('人脸照片'));
  await reject.getByRole('button', { name: '取消' }).click();
}

test('凭证审核, 缴费订单 and 人脸照片 at 1280 px: tables with counts, sort and dialogs naming whose', async () => {
  await screens('desktop', '4201112010');
}, 240_000);

test('凭证审核, 缴费订单 and 人脸照片 at 375 px: cards, 44 px targets, the same dialogs', async () => {
  await screens('wechat', '4201122010');
}, 240_000);

/** Nothing wider than the window (floor.ts's noOverflow), naming what sticks out when it fails. */
async function fits(page: Page, where: string) {
  const out = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth - w;
    const names = [...document.querySelectorAll('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > w + 0.5 && getComputedStyle(e).position !== 'fixed';
      })
      .slice(-6)
      .map(
        (e) => `${e.tagName}.${[...e.classList].join('.')} →${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { wide, names };
  });
  expect(out.wide, `${where}: ${out.names.join(', ')}`).toBeLessThanOrEqual(0);
  await noOverflow(page);
}

test('nothing wider than a 320 px screen: the three lists, 群发通知, 学校设置, 报名审核 drawer, 分班', async () => {
  const page = await newPage('wechat');
  await page.setViewportSize({ width: 320, height: 640 });
  await login(page);
  for (const [item, ready] of [
    ['凭证审核', '凭证审核'],
    ['缴费订单', '缴费订单'],
    ['人脸照片', '人脸照片'],
    ['群发通知', '群发通知'],
    ['学校设置', '学校设置'],
    ['新生名单', '新生名单'],
  ] as const) {
    await menu(page, item);
    await page.getByRole('heading', { name: ready, level: 2 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(`320-${item}`, page);
    await fits(page, item);
  }
  // 分班 (from 新生名单): the 入学年份 picker and the moves.
  await page.getByRole('button', { name: '分班 / 分宿' }).click();
  await page.getByRole('heading', { name: '分班 / 分宿', level: 2 }).waitFor();
  await page.getByText('入学年份').first().waitFor();
  await screenshot('320-placement', page);
  await fits(page, '分班');
  // 报名审核's list, then its drawer over the list.
  await menu(page, '报名审核');
  await page.getByRole('list', { name: '报名列表' }).getByRole('link').first().waitFor();
  await screenshot('320-review', page);
  await fits(page, '报名审核');
  await page.getByRole('list', { name: '报名列表' }).getByRole('link').first().click();
  await page.getByRole('dialog', { name: '报名详情' }).getByText('报名信息').waitFor();
  await screenshot('320-review-drawer', page);
  await fits(page, '报名详情');
}, 240_000);
