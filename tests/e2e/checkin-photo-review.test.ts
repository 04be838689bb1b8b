import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import * as W from '@contract/staff-work';
import { asStaff } from './staff';
import { DEMO, openApp, screenshot, type ProfileName, settled } from './harness';
import { takeAndUploadPhoto } from './face-consent';

/**
 * The face photo's review state comes from the server: staff reject it with a reason through the admin
 * API, the student sees 已驳回 and the reason, retakes with Chromium's fake camera and is back to 审核中.
 */
const route = (page: Page, path: string) =>
  page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);

async function reportIn(
  profile: ProfileName,
  school: typeof DEMO.A,
  student: (typeof DEMO.A.students)[number],
) {
  const page = await openApp(profile, '/orientation/homepage/checkin', {
    orgId: school.orgId,
    tenantId: school.tenantId,
  });
  // Typed as soon as the entry shows (painted or the app's): the values carry over.
  await page.getByLabel('姓名').filter({ visible: true }).fill(student.name);
  await page.getByLabel('身份证号').filter({ visible: true }).fill(student.idNumber);
  await page.getByRole('button', { name: /立即报到/ }).click();
  await route(page, '/orientation/checkin/index');
  return page;
}

async function openFacePage(page: Page) {
  await page.evaluate(() => (location.hash = '/orientation/checkin/index'));
  await route(page, '/orientation/checkin/index');
  await page.evaluate(() => (location.hash = '/orientation/humanface/face'));
  await route(page, '/orientation/humanface/face');
}

async function review(welcomeId: string, body: { approve: true } | { approve: false; reason: string }) {
  return asStaff<{ photoStatus: number }>(
    DEMO.B.orgId,
    W.reviewPhoto.path,
    { welcomeId, ...body },
    'checkin',
  );
}

describe('face photo review', () => {
  test('an admin rejection shows 已驳回 with the reason; a retake goes back to 审核中, then 已通过', async () => {
    const student = DEMO.B.students[3]!;
    const page = await reportIn('wechat', DEMO.B, student);
    await openFacePage(page);
    await page.getByTestId('photo-review').getByText('审核中').waitFor();

    const reason = '照片中佩戴了帽子，请摘下帽子后重新拍摄';
    expect(await review(student.welcomeId, { approve: false, reason })).toMatchObject({
      code: 0,
      data: { photoStatus: 2 },
    });
    await openFacePage(page);
    await page.getByTestId('photo-review').getByText('已驳回').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(`驳回原因：${reason}`);
    await page.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('img[alt="我的人脸照片"]')?.naturalWidth ?? 0) > 0,
    );
    await settled(page);
    await screenshot('checkin-face-rejected', page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Retake: requirements, consent, the fake camera, upload → a new photo waits for review again.
    await page.getByRole('button', { name: '重新拍摄' }).click();
    expect((await takeAndUploadPhoto(page)).data.photoStatus).toBe(0);
    await route(page, '/orientation/humanface/face');
    await page.getByTestId('photo-review').getByText('审核中').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    expect(await review(student.welcomeId, { approve: true })).toMatchObject({
      code: 0,
      data: { photoStatus: 1 },
    });
    await openFacePage(page);
    await page.getByTestId('photo-review').getByText('已通过').waitFor();
  });

  test('the seeded rejected student sees the reason in a plain browser', async () => {
    const student = DEMO.A.students[5]!;
    const page = await reportIn('browser', DEMO.A, student);
    await openFacePage(page);
    await page.getByTestId('photo-review').getByText('已驳回').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(`驳回原因：${student.photoRejectReason}`);
    await page.getByRole('button', { name: '重新拍摄' }).waitFor();
  });
});
