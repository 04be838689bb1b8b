import type { Page } from 'playwright-core';

/**
 * The step before any face photo, as a student takes it: on 拍照要求 tick the separate face consent and
 * tap 开始拍摄 (records the consent and 上传照片 as the method) → the camera page. The server refuses a
 * photo without it.
 */
export async function consentAndStartPhoto(page: Page): Promise<void> {
  await page.evaluate(() => (location.hash = '/orientation/humanface/faceStandard'));
  await page.getByText('我同意学校采集本人照片').click();
  await page.getByRole('button', { name: '开始拍摄' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/orientation/humanface/tackpic'));
}

/**
 * From 拍照要求 (reached by the student's own tap): tick the face consent, 开始拍摄, take a picture with
 * Chromium's fake camera and tap 上传照片. Answers the server's uploadPhoto envelope.
 */
export async function takeAndUploadPhoto(
  page: Page,
): Promise<{ code: number; data: { photoStatus: number } }> {
  await page.waitForFunction(() => location.hash.split('?')[0] === '#/orientation/humanface/faceStandard');
  await page.getByText('我同意学校采集本人照片').click();
  await page.getByRole('button', { name: '开始拍摄' }).click();
  await page.waitForFunction(() => location.hash.split('?')[0] === '#/orientation/humanface/tackpic');
  await page.waitForFunction(() => (document.querySelector('video')?.videoWidth ?? 0) > 0);
  await page.getByRole('button', { name: '拍照', exact: true }).click();
  await page.getByRole('img', { name: '拍摄的照片' }).waitFor();
  const answer = page.waitForResponse((r) => r.url().includes('config/uploadPhoto'));
  await page.getByRole('button', { name: '上传照片' }).click();
  return (await answer).json() as Promise<{ code: number; data: { photoStatus: number } }>;
}
