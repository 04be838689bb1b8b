import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { DEMO, openApp, screenshot } from './harness';
import { consentAndStartPhoto } from './face-consent';

const ENTRY = '/orientation/homepage/checkin';
const SCHOOL_B = { orgId: DEMO.B.orgId, tenantId: DEMO.B.tenantId };

async function reportIn(page: Page, name: string, idNumber: string) {
  // Typed as soon as the entry shows (painted or the app's): the values carry over.
  await page.getByLabel('姓名').filter({ visible: true }).fill(name);
  await page.getByLabel('身份证号').filter({ visible: true }).fill(idNumber);
  await page.getByRole('button', { name: /立即报到/ }).click();
}

function reportCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/welcome/report') && calls.push(r.url()));
  return calls;
}

test('a wrong check digit is refused on the page, before any call', async () => {
  const page = await openApp('wechat', ENTRY);
  const calls = reportCalls(page);
  const good = DEMO.A.students[0]!.idNumber;
  const bad = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
  await reportIn(page, DEMO.A.students[0]!.name, bad);
  await page.getByText('身份证号校验位不正确').waitFor();
  await screenshot('checkin-entry-bad-id', page);
  expect(calls).toEqual([]);
});

test('an unknown student, and a student of another school, get a clear message', async () => {
  const page = await openApp('browser', ENTRY);
  const calls = reportCalls(page);
  const first17 = '11010120080101001';
  await reportIn(page, '查无此人', first17 + idCheckDigit(first17));
  await page.getByText('未找到你的报到信息，请核对姓名和身份证号').waitFor();
  // School B's student on school A's link: not visible in this school.
  const b = DEMO.B.students[2]!;
  const answer = page.waitForResponse((r) => r.url().includes('/welcome/report'));
  await reportIn(page, b.name, b.idNumber);
  expect((await (await answer).json()).code).toBe(404);
  await page.getByText('未找到你的报到信息，请核对姓名和身份证号').waitFor();
  expect(calls).toHaveLength(2);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').welcomeId),
  ).toBeUndefined();
});

test('a 12-megapixel photo chosen from files is compressed to ≤150 KB before upload', async () => {
  const student = DEMO.B.students[1]!;
  const page = await openApp('browser', ENTRY, SCHOOL_B);
  await reportIn(page, student.name, student.idNumber);
  await page.waitForFunction(() => location.hash.startsWith('#/orientation/checkin/index'));

  // A 4000×3000 JPEG with photo-like detail, made by the browser itself.
  const photo = await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = 4000;
    c.height = 3000;
    const g = c.getContext('2d')!;
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++) {
      g.fillStyle = `hsl(${rnd() * 360},${40 + rnd() * 50}%,${30 + rnd() * 50}%)`;
      g.beginPath();
      g.ellipse(rnd() * 4000, rnd() * 3000, 10 + rnd() * 200, 10 + rnd() * 200, rnd() * 3, 0, 7);
      g.fill();
    }
    const blob = await new Promise<Blob>((r) => c.toBlob((b) => r(b!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let bin = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(bin);
  });
  const buffer = Buffer.from(photo, 'base64');
  expect(buffer.length).toBeGreaterThan(1_000_000);

  await consentAndStartPhoto(page);
  await page
    .getByRole('button', { name: /从相册选择/ })
    .first()
    .waitFor();
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /从相册选择/ })
    .first()
    .click();
  const fc = await chooser;
  expect(fc.element()).toBeTruthy();
  expect(await fc.element().getAttribute('accept')).toBe('image/*');
  expect(await fc.element().getAttribute('capture')).toBe('user');
  await fc.setFiles({ name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer });
  await page.getByRole('img', { name: '拍摄的照片' }).waitFor();

  const upload = page.waitForRequest((r) => r.url().includes('config/uploadPhoto'));
  await page.getByRole('button', { name: '上传照片' }).click();
  const req = await upload;
  await page.waitForFunction(() => location.hash.startsWith('#/orientation/humanface/face'));
  await page.getByTestId('photo-review').getByText('审核中').waitFor();
  const { requestBodySize } = await req.sizes();
  // The multipart body: the JPEG plus a few hundred bytes of framing.
  expect(requestBodySize).toBeLessThanOrEqual(150 * 1024 + 1024);
  expect(requestBodySize).toBeLessThan(buffer.length / 5);
});

/** A minimal APP1 Exif segment with Orientation = 6 (rotate 90° clockwise to view). */
function exifOrientation6(): Buffer {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // big-endian TIFF header, IFD0 at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x06,
    0x00,
    0x00, // Orientation SHORT 6
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const len = Buffer.alloc(2);
  len.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), len, body]);
}

test('a photo with EXIF orientation 6 is uploaded upright (portrait)', async () => {
  const student = DEMO.B.students[2]!;
  const page = await openApp('browser', ENTRY, SCHOOL_B);
  await reportIn(page, student.name, student.idNumber);
  await page.waitForFunction(() => location.hash.startsWith('#/orientation/checkin/index'));
  // A landscape 1200×900 JPEG as the sensor stored it; the EXIF tag says "turn me upright".
  const jpeg = Buffer.from(
    await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = 1200;
      c.height = 900;
      const g = c.getContext('2d')!;
      g.fillStyle = '#8ab';
      g.fillRect(0, 0, 1200, 900);
      g.fillStyle = '#c33';
      g.fillRect(0, 0, 300, 900);
      const b = await new Promise<Blob>((r) => c.toBlob((x) => r(x!), 'image/jpeg', 0.9));
      const u = new Uint8Array(await b.arrayBuffer());
      let s = '';
      for (const x of u) s += String.fromCharCode(x);
      return btoa(s);
    }),
    'base64',
  );
  const withExif = Buffer.concat([jpeg.subarray(0, 2), exifOrientation6(), jpeg.subarray(2)]);

  await consentAndStartPhoto(page);
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /从相册选择/ })
    .first()
    .click();
  await (await chooser).setFiles({ name: 'IMG_rotated.jpg', mimeType: 'image/jpeg', buffer: withExif });
  await page.getByRole('img', { name: '拍摄的照片' }).waitFor();
  const answer = page.waitForResponse((r) => r.url().includes('config/uploadPhoto'));
  await page.getByRole('button', { name: '上传照片' }).click();
  const { data } = await (await answer).json();
  expect({ width: data.width, height: data.height }).toEqual({ width: 900, height: 1200 });
});
