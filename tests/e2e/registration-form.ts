import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { parseIdNumber } from '@domain/identity/id-number';
import { screenshot, settled } from './harness';

// The registration form of the seeded template, filled as tests/e2e/admissions.test.ts fills it.
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A valid identity number (born 2010) unique to this run and `n`. */
export async function pick(page: Page, cellLabel: string, option: string, scope: Page | Locator = page) {
  await scope.locator('[role="button"]', { hasText: cellLabel }).first().click();
  const popup = page.locator('.adm-picker-popup .adm-popup-body').filter({ visible: true });
  await popup.waitFor();
  await settled(page);
  // The wheel's accessible buttons (antd-mobile PickerView) step the selection one item at a time.
  for (let i = 0; i < 10; i++) {
    if (await popup.getByRole('button', { name: `当前选择的是：${option}` }).count()) break;
    const next = popup.getByRole('button', { name: `选择下一项：${option}` });
    const prev = popup.getByRole('button', { name: `选择上一项：${option}` });
    if (await next.count()) await next.dispatchEvent('click');
    else if (await prev.count()) await prev.dispatchEvent('click');
    else await popup.getByRole('button', { name: /^选择下一项/ }).dispatchEvent('click');
    // The wheel turns to the next item and stops.
    await settled(page);
  }
  await popup.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await popup.waitFor({ state: 'hidden' }).catch(() => {});
}

async function drawSignature(page: Page) {
  await page.getByRole('button', { name: '去签字' }).click();
  const canvas = page.getByLabel('签字区域');
  await canvas.waitFor();
  // The popup's slide-in has finished: the canvas stops moving.
  await settled(page);
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * (0.3 + (i % 4) * 0.08));
  await page.mouse.up();
  await page
    .locator('.adm-popup-body')
    .filter({ visible: true })
    .locator('.adm-button', { hasText: '确定' })
    .click();
  await page.getByAltText('签名').waitFor();
}

/** Fills every field type of the seeded template: text, SelectInput, pickers, multi-select, uploads, textarea, signature. */
/** Birthday, sex (男/女) and age as the seeded template's fields show them after identity-number autofill. */
function derived(idNumber: string) {
  const r = parseIdNumber(idNumber, new Date());
  if (!r.ok) throw new Error(`bad test identity number ${idNumber}`);
  return { birthday: r.value.birthday, sex: r.value.sex === '0' ? '男' : '女', age: String(r.value.age) };
}

export async function expectAutofilled(page: Page, idNumber: string) {
  const want = derived(idNumber);
  await expect.poll(() => page.getByLabel('出生日期').inputValue()).toBe(want.birthday);
  expect(await page.getByLabel('年龄').inputValue()).toBe(want.age);
  expect((await page.locator('[data-field-key="sex"]').innerText()).replace(/\s+/g, '')).toContain(
    `性别${want.sex}`,
  );
}

export async function fillForm(page: Page, idNumber: string, name: string) {
  await page.getByLabel('学生姓名').fill(name);
  // The tag of the identity field offers the document types; 居民身份证 is the one checked and autofilled.
  // The sheet's code loads on the first tap; a privacy notice that comes up meanwhile (agreed by the
  // page's handler) can swallow that tap, and a person taps again.
  const passport = page.locator('.adm-action-sheet').getByText('护照');
  for (let i = 0; i < 3 && !(await passport.isVisible()); i++) {
    await page.getByRole('button', { name: '居民身份证' }).click();
    await passport.waitFor({ timeout: 10_000 }).catch(() => {});
  }
  await passport.waitFor();
  await page.locator('.adm-action-sheet-button-item', { hasText: '居民身份证' }).click();
  await page.getByLabel('证件号码').fill(idNumber);
  await expectAutofilled(page, idNumber);
  await page.getByLabel('家长手机号').fill('13800138000');
  await page.getByLabel('毕业学校').fill('阳光初级中学');
  await pick(page, '户籍类型', '外市户籍');
  await page.getByText('居住证').waitFor();
  await page.setInputFiles('[data-testid="upload-input-residencePermit"]', {
    name: '居住证.png',
    mimeType: 'image/png',
    buffer: PNG_1x1,
  });
  await page.getByText('居住证.png').waitFor();
  await page.getByLabel('添加意向专业').click();
  await page.locator('.adm-check-list-item', { hasText: '计算机应用' }).click();
  await page
    .locator('.adm-popup-body')
    .filter({ visible: true })
    .locator('.adm-button', { hasText: '确定' })
    .click();
  await pick(page, '是否有获奖经历', '是');
  await page.getByLabel('获奖情况').fill('市级三好学生');
  await page.setInputFiles('[data-testid="upload-input-attachments"]', [
    { name: '户口本.png', mimeType: 'image/png', buffer: PNG_1x1 },
    { name: '成绩单.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await page.getByText('成绩单.pdf').waitFor();
  await page.getByText('户口本.png').waitFor();
  await drawSignature(page);
  await screenshot('admissions-details-filled', page);
}

export async function submitRegistration(page: Page) {
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请核对报名信息').waitFor();
  await acceptPromise(page);
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
}

/** Ticks 我已阅读并同意 when the school requires its 诚信报名承诺书 (issue 14). */
export async function acceptPromise(page: Page) {
  const consent = page.getByText(/我已阅读并同意《/);
  await consent.waitFor({ timeout: 10_000 });
  await consent.click();
}
