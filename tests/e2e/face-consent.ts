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
