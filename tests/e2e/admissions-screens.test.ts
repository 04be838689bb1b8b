import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { idCheckDigit } from '@domain/identity/id-number';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { DEMO, appUrl, baseUrl, newPage, screenshot, settled } from './harness';

const IDS = admissionsIds(DEMO.A.tenantId);
const ADMITTED = demoApplicants(DEMO.A.tenantId).find((a) => a.key === 'admitted')!;

/** Nothing wider than the 375 px viewport. */
async function expectNoOverflow(page: Page) {
  const wide = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > vw)
      out.push(`document ${document.documentElement.scrollWidth}`);
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > vw + 1 && getComputedStyle(el).position !== 'fixed')
        out.push(`${el.tagName}.${el.className} ${Math.round(r.right)}`);
    }
    return out.slice(0, 5);
  });
  expect(wide).toEqual([]);
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await settled(page);
  await expectNoOverflow(page);
  await screenshot(name, page);
}

async function loginAt(route: string): Promise<Page> {
  const page = await newPage('wechat');
  page.on('pageerror', (e) => console.error('PAGEERROR', e.message, e.stack));
  page.on('console', (m) => m.type() === 'error' && console.error('CONSOLE', m.text()));
  const q = new URLSearchParams({ tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, redirect: appUrl(route) });
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  return page;
}

const go = async (page: Page, route: string) => {
  await page.goto(appUrl(route));
};

test('screens of the admissions area in the WeChat profile at 375 px, Chinese, no overflow', async () => {
  const page = await loginAt('/orientation/homepage/index');
  await page.getByText('学校新闻').filter({ visible: true }).waitFor();
  await shot(page, 'admissions-home');

  await go(page, '/orientation/enrollment/index');
  await page.getByRole('article', { name: '2026年秋季普通招生' }).waitFor();
  await shot(page, 'admissions-plan-list');

  await go(page, `/orientation/enrollment/moreinfos?planId=${IDS.plans.open}`);
  await page.getByText('计划说明').waitFor();
  await shot(page, 'admissions-more-info');

  await go(page, `/orientation/enrollment/details?planId=${IDS.plans.full}`);
  await page.getByText('该计划名额已满，无法报名').waitFor();
  await shot(page, 'admissions-details-full');

  const first17 = '33010220100615' + '777';
  const idNumber = first17 + idCheckDigit(first17);
  await go(page, `/orientation/enrollment/details?planId=${IDS.plans.open}`);
  await page.getByLabel('学生姓名').fill('截图测试');
  await page.getByLabel('证件号码').fill(idNumber);
  await page.getByLabel('家长手机号').fill('13900139000');
  await page.getByTestId('id-info').waitFor();
  await shot(page, 'admissions-details');

  // The confirm page reads the draft; fill the rest straight into it (the form flow is covered in admissions.test.ts).
  await page.evaluate((key) => {
    const d = JSON.parse(localStorage.getItem(key)!);
    Object.assign(d.data.answers, {
      residence: '本市户籍',
      majors: ['m-1001-01'],
      attachments: [
        { fileId: 'f1', name: '户口本.pdf', size: 2048, type: 'application/pdf', url: '/fileapi/files/f1' },
      ],
      signature:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    });
    localStorage.setItem(key, JSON.stringify(d));
  }, `draft:registration:${IDS.plans.open}`);
  await go(page, `/orientation/enrollment/confirm?planId=${IDS.plans.open}`);
  await page.getByText('请核对报名信息').waitFor();
  await shot(page, 'admissions-confirm');

  await go(page, '/orientation/enrollment/applylist');
  await page.getByText('您还没有报名记录').waitFor();
  await shot(page, 'admissions-applylist-empty');

  await go(page, '/orientation/enrollment/signList');
  await page.getByRole('article').first().waitFor();
  await shot(page, 'admissions-activity-list');

  await go(page, `/orientation/enrollment/ActivitySign?activityId=${IDS.activities.open}`);
  await page.getByRole('button', { name: '提交报名' }).waitFor();
  await shot(page, 'admissions-activity-sign');

  await go(page, '/orientation/homepage/result');
  await page.getByLabel('姓名').fill(ADMITTED.name);
  await page.getByLabel('身份证号').fill(ADMITTED.idNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('img', { name: '录取通知二维码' }).locator('svg').waitFor();
  await shot(page, 'admissions-result');

  await page.evaluate(() => localStorage.removeItem('searchResult'));
  await go(page, '/orientation/homepage/resultrecruit');
  await page.getByLabel('姓名').fill('查无此人');
  await page.getByLabel('身份证号').fill(idNumber);
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByText('未查询到录取信息，请核对姓名和身份证号').waitFor();
  await shot(page, 'admissions-resultrecruit-empty');
});
