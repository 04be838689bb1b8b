import { expect, test } from 'vitest';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, appUrl, baseUrl, newPage } from './harness';

// Issue 14 item 11: the demo data as a person meets it.
const IDS = admissionsIds(DEMO.A.tenantId);

test('招生报名须知.pdf opens: the viewer frames a real PDF served by the server', async () => {
  const page = await newPage('wechat');
  await page.goto(appUrl('/orientation/homepage/index'));
  // Tapped as soon as it shows: on the painted home or on the app's.
  await page.getByText('招生文件').filter({ visible: true }).click();
  await page.getByText('招生报名须知', { exact: true }).filter({ visible: true }).click();
  const link = page.getByRole('link', { name: '招生报名须知.pdf' });
  await link.waitFor();
  const href = await link.getAttribute('href');
  const viewer = await page.goto(new URL(href!, baseUrl()).href);
  expect(viewer!.status()).toBe(200);
  const src = await page.locator('iframe').getAttribute('src');
  const pdf = await page.request.get(new URL(src!, baseUrl()).href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const body = await pdf.body();
  expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(body.subarray(-6).toString('latin1')).toBe('%%EOF\n');
});

test('activities run in the daytime with covers of their own', async () => {
  const page = await newPage('wechat');
  await page.goto(appUrl('/orientation/enrollment/signList'));
  const open = page.getByRole('article', { name: '校园开放日' });
  await open.waitFor();
  await expect.poll(() => open.textContent()).toMatch(/09:00/);
  expect(await open.textContent()).not.toMatch(/00:00[–-]03:00/);
  const cover = await open.locator('img').first().getAttribute('src');
  expect(cover).toContain(`img-${DEMO.A.tenantId}-a1`);
  const course = page.getByRole('article', { name: '专业体验课' });
  expect(await course.textContent()).toMatch(/14:00/);
});

test('咨询电话 of a plan is a tel: link', async () => {
  const page = await newPage('wechat');
  await page.goto(appUrl(`/orientation/enrollment/moreinfos?planId=${IDS.plans.open}`));
  const tel = page.getByRole('link', { name: '0571-88886666' });
  await tel.waitFor();
  expect(await tel.getAttribute('href')).toBe('tel:0571-88886666');
});
