import { afterAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import * as M from '@contract/welcome-manage';
import { idCheckDigit } from '@domain/identity/id-number';
import { welcomeStudents } from '../../server/src/db/schema';
import { createSession } from '../../server/src/http/sessions';
import { DEMO, newPage, screenshot, SPA_PATH, settled, storeBeforeStart } from './harness';
import { takeAndUploadPhoto } from './face-consent';
import { ownServer, type OwnServer } from './own-server';

// Issue 23 defect 2, on the screens where a student met it (WeChat, 375 px): after a face photo is
// uploaded the face page, home and 报到流程 all say 审核中 (never 未通过), home's main button no longer
// asks for the upload, and the face page offers exactly what the server allows now. While a record
// is not loaded yet, no status is shown at all (never a default).

let own: OwnServer | null = null;
afterAll(async () => {
  await own?.close();
});

const route = (page: Page, path: string) =>
  page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);

async function shot(page: Page, name: string) {
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(`student-truth-${name}`, page);
}

/** A reported student of school A on the own server who has read the notice and confirmed the details. */
async function confirmedStudent(server: OwnServer): Promise<{ welcomeId: string; token: string }> {
  const welcomeId = 'w-truth-01';
  const first17 = '33010520090601321';
  const now = new Date();
  await server.database.db.insert(welcomeStudents).values({
    id: welcomeId,
    tenantId: DEMO.A.tenantId,
    orgId: DEMO.A.orgId,
    userId: `u-${welcomeId}`,
    name: '周子涵',
    idNumber: first17 + idCheckDigit(first17),
    studentNo: '20261009901',
    className: '计算机2601班',
    dormitory: '1号楼108',
    details: {
      phone: '13800138000',
      nation: '01',
      emergencyContact: '周建国',
      emergencyPhone: '13900139000',
    },
    reportedAt: now,
    noticeReadAt: now,
    confirmedAt: now,
  });
  const token = await createSession(
    server.database.db,
    {
      tenantId: DEMO.A.tenantId,
      orgId: DEMO.A.orgId,
      userId: `u-${welcomeId}`,
      kind: 'student',
      welcomeId,
    },
    3600_000,
    now,
  );
  return { welcomeId, token };
}

/** What the server offers for the photo now (the face page must offer exactly this). */
async function serverFace(server: OwnServer, token: string) {
  const r = await fetch(`${server.url}${M.getDetail.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      tenantId: DEMO.A.tenantId,
      orgId: DEMO.A.orgId,
    },
    body: '{}',
  });
  return ((await r.json()) as { data: M.StudentDetail }).data.progress.face;
}

const go = async (page: Page, path: string) => {
  await page.evaluate((p) => (location.hash = p), path);
  await route(page, path);
};

const photoRow = (page: Page) =>
  page.getByRole('list', { name: '报到进度' }).getByRole('listitem').filter({ hasText: '上传人脸照片' });

test('after uploading a face photo: 审核中 on the face page, home and 报到流程; home no longer asks for the upload; the face page offers what the server allows (defect 2)', async () => {
  own = await ownServer('student-truth');
  const server = own;
  const { welcomeId, token } = await confirmedStudent(server);
  const page = await newPage('wechat');
  await storeBeforeStart(
    page,
    { accesstoken: token, userInfo: { tenantId: DEMO.A.tenantId, orgId: DEMO.A.orgId, welcomeId } },
    server.url,
  );

  // Home while the record is on its way: a neutral loading state, no status and no step button.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/student/manage/getDetail', async (r) => {
    await held;
    await r.continue();
  });
  await page.goto(`${server.url}${SPA_PATH}#/orientation/checkin/index`);
  await page.locator('[role="status"][aria-busy="true"]').first().waitFor({ state: 'attached' });
  const body = await page.evaluate(() => document.body.innerText);
  for (const word of ['未通过', '未上传', '审核中', '下一步：']) expect(body).not.toContain(word);
  // Let it through (this and every later read pass the route at once).
  release();

  // Before the upload: the photo is the next step.
  await page.getByRole('button', { name: '下一步：上传人脸照片' }).waitFor();
  expect(await photoRow(page).textContent()).toContain('未上传');
  await shot(page, 'home-before');

  // Take and upload the photo with Chromium's fake camera.
  await page.getByRole('button', { name: '上传人脸照片：去拍照' }).click();
  expect((await takeAndUploadPhoto(page)).code).toBe(0);

  // The face page: 审核中, and exactly the server's offer (更换照片 while under review, no 重新拍摄).
  await route(page, '/orientation/humanface/face');
  await page.getByTestId('photo-review').getByText('审核中').waitFor();
  const face = await serverFace(server, token);
  expect(face).toEqual({
    shown: { state: 'reviewing', label: '审核中', tone: 'warning' },
    actions: ['replace'],
  });
  await page.getByRole('button', { name: '更换照片（需重新审核）' }).waitFor();
  await page.getByRole('button', { name: '返回报到首页' }).waitFor();
  expect(await page.getByRole('button', { name: '重新拍摄' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: '去拍照' }).count()).toBe(0);
  await shot(page, 'face-reviewing');

  // Home: 审核中 in the status line, the photo step and the main button; never 下一步：上传人脸照片.
  await page.getByRole('button', { name: '返回报到首页' }).click();
  await route(page, '/orientation/checkin/index');
  await page.getByRole('button', { name: '上传人脸照片：审核中' }).waitFor();
  expect(await page.getByRole('button', { name: '下一步：上传人脸照片' }).count()).toBe(0);
  await page.getByText(/报到状态：\s*已确认信息，人脸照片审核中/).waitFor();
  expect(await photoRow(page).textContent()).toContain('审核中');
  await shot(page, 'home-reviewing');

  // 报到流程 (the QR pass): the same 审核中, never 未通过.
  await go(page, '/orientation/checkin/procedure');
  await page.getByRole('img', { name: '报到二维码' }).waitFor();
  await photoRow(page).getByText('审核中').waitFor();
  expect(await page.getByText('未通过').count()).toBe(0);
  await shot(page, 'procedure-reviewing');
}, 120_000);
