import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { chinaDateString } from '@domain/time/china-time';
import { newPage, SPA_PATH } from './harness';
import { addField, newForm, newPlan, publishFirstVersion } from './setup-steps';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 34 items 10, 15, 17, 18 and 21, as their users meet them, on a school created from zero
 * (SEED=none, its own schema and server, the operator command, every setting made in the screens):
 * - 15, 17: a parent signs across the long edge of a portrait pad (the pad says and shows so); the
 *   image to be stored is landscape and upright; back after 报名成功 opens 我的报名, never a blank form.
 * - 10: the administrator imports the roster and messages one class from 群发通知; the imported
 *   student, who has no account, receives it on the roster's phone (dev outbox, 通知发送).
 * - 21, 18: that student reports in; 信息确认 has no 民族 / 政治面貌 chosen and refuses without them;
 *   after 改为到校现场核验 the face page and the home say so, never 请按要求拍摄 or 下一步：上传人脸照片.
 */
const FORM = '家长签字报名表';
const PLAN = '2027年秋季招生（签字）';
const MAJOR = '计算机应用';
const CLASS = '计算机2701班';
const H = 3600_000;
const first17 = (n: number) => `3301052011060${n}12${n}`.slice(0, 17);
const idOf = (n: number) => first17(n) + idCheckDigit(first17(n));
const STUDENTS = [
  { name: '吴一帆', idNumber: idOf(1), phone: '13712340001', className: CLASS },
  { name: '郑思远', idNumber: idOf(2), phone: '13712340002', className: CLASS },
  { name: '冯晓雨', idNumber: idOf(3), phone: '13712340003', className: '计算机2702班' },
];
const CHILD = { name: '林签字', idNumber: idOf(4) };

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('parent');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

const route = (page: Page, path: string) =>
  page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);

/** A picker of the check-in confirm page: open the field, choose the item, 确定. */
async function wheel(page: Page, fieldKey: string, label: string) {
  await page.locator(`[data-field-key="${fieldKey}"] [role="button"]`).click();
  const popup = page.locator('.adm-picker-popup .adm-popup-body').filter({ visible: true });
  await popup.waitFor();
  const col = popup.locator('.adm-picker-view-column').first();
  await col.locator('.adm-picker-view-column-item', { hasText: label }).first().dispatchEvent('click');
  await col.locator('.adm-picker-view-column-item-active', { hasText: label }).waitFor({ timeout: 5000 });
  await popup.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await popup.waitFor({ state: 'hidden' }).catch(() => {});
}

/**
 * Where the ink of an image lies: its box, and for the upper and lower half of the box how many ink
 * pixels each holds (read from the image's own pixels in the page).
 */
function inkOf(page: Page, alt: string) {
  return page.getByRole('img', { name: alt }).evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await new Promise((r) => (img.onload = r));
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    const inkAt = (x: number, y: number) => data[(y * c.width + x) * 4 + 3]! > 128;
    let [minX, minY, maxX, maxY] = [c.width, c.height, -1, -1];
    const rows: number[] = new Array(c.height).fill(0);
    for (let y = 0; y < c.height; y++)
      for (let x = 0; x < c.width; x++)
        if (inkAt(x, y)) {
          rows[y]!++;
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
          maxY = Math.max(maxY, y);
        }
    // The row with the most ink: the stroke written along the long edge (the word's baseline).
    const baseline = rows.indexOf(Math.max(...rows));
    return {
      width: c.width,
      height: c.height,
      box: { minX, minY, maxX, maxY },
      baselineAt: (baseline - minY) / Math.max(1, maxY - minY),
    };
  });
}

describe('what a parent and a new student meet is true (issue 34)', () => {
  // One school per file: a second attempt would meet the first one's form, plan and roster.
  test(
    'a signature written across the long edge is stored upright; back after 报名成功 opens 我的报名',
    { retry: 0, timeout: 300_000 },
    async () => {
      const admin = school.admin;
      // 报名表设计: a form with a 手写签名 field, published.
      await newForm(admin, FORM);
      await addField(admin, '手写签名', '家长签字', '家长签字');
      await publishFirstVersion(admin);
      // 招生计划 on that form, open now.
      const planForm = await newPlan(admin, { name: PLAN });
      await planForm.getByLabel('报名表版本').selectOption({ index: 1 });
      await planForm.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();

      // The parent on a portrait phone (WeChat): the plan list, 立即报名.
      const parent = await wechatParent(school, `parent-${school.tag}`, '/orientation/enrollment/index');
      await parent
        .getByRole('article', { name: PLAN })
        .getByRole('link', { name: '立即报名' })
        .click({ timeout: 20_000 });
      await parent.getByLabel('学生姓名').fill(CHILD.name);
      await parent.getByLabel('证件号码').fill(CHILD.idNumber);
      await parent.getByRole('button', { name: '去签字' }).click();

      // The pad says to turn the phone, and its hint reads along the long edge (turned a quarter).
      await parent.getByText('请将手机横过来书写').waitFor();
      const hint = parent.getByTestId('signature-hint');
      await hint.getByText('本事项需签字，请在空白区域内横向书写').waitFor();
      const hintBox = (await hint.boundingBox())!;
      expect(hintBox.height).toBeGreaterThan(hintBox.width * 3);
      expect(await hint.evaluate((e) => getComputedStyle(e).writingMode)).toBe('vertical-rl');
      await shot(parent, 'parent-truth-signature-pad');

      // A word written across the long edge (the phone's right edge up): its baseline runs down the pad
      // near the left side, and one stroke rises from it towards the right edge.
      const pad = (await parent.getByLabel('签字区域').boundingBox())!;
      expect(pad.height).toBeGreaterThan(pad.width);
      const at = (fx: number, fy: number) => [pad.x + pad.width * fx, pad.y + pad.height * fy] as const;
      const stroke = async (from: readonly [number, number], to: readonly [number, number]) => {
        await parent.mouse.move(...from);
        await parent.mouse.down();
        for (let i = 1; i <= 12; i++)
          await parent.mouse.move(
            from[0] + ((to[0] - from[0]) * i) / 12,
            from[1] + ((to[1] - from[1]) * i) / 12,
          );
        await parent.mouse.up();
      };
      await stroke(at(0.3, 0.15), at(0.3, 0.85));
      await stroke(at(0.3, 0.3), at(0.7, 0.3));
      await parent.getByRole('button', { name: '确定' }).click();
      await parent.getByRole('img', { name: '签名' }).waitFor();

      await parent.getByRole('button', { name: '下一步' }).click();
      await parent.getByText('请核对报名信息').waitFor();
      // The image that is stored: landscape, the baseline along its width in the lower part, the
      // rising stroke above it — upright as written (a 90° turn the other way would put it on top).
      const ink = await inkOf(parent, '家长签字签名');
      expect(ink.width).toBeGreaterThan(ink.height);
      expect(ink.box.maxX - ink.box.minX).toBeGreaterThan((ink.box.maxY - ink.box.minY) * 1.2);
      expect(ink.baselineAt).toBeGreaterThan(0.8);
      await shot(parent, 'parent-truth-confirm');

      // 报名成功, then back: 我的报名 with the registration, never a blank copy of the form.
      await parent.getByRole('button', { name: '确认提交' }).click();
      await parent.getByText('报名成功').waitFor({ timeout: 20_000 });
      await parent.goBack();
      await route(parent, '/orientation/enrollment/applylist');
      await parent.getByText(CHILD.name).first().waitFor({ timeout: 20_000 });
      expect(await parent.getByLabel('学生姓名').count()).toBe(0);
      await shot(parent, 'parent-truth-back-after-success');
    },
  );

  test(
    '群发通知 to a class of the roster reaches the imported student on the roster’s phone',
    { retry: 0, timeout: 300_000 },
    async () => {
      const admin = school.admin;
      // 学校设置: the school's 专业 and 开放报到.
      await menu(admin, '学校设置');
      const majors = admin.getByRole('form', { name: '专业' });
      await majors.getByRole('button', { name: '添加专业' }).click();
      await majors.getByLabel('专业 1 名称').fill(MAJOR);
      await majors.getByRole('button', { name: '保存专业' }).click();
      await majors.getByRole('status').getByText('专业已保存').waitFor();
      const switches = admin.getByRole('form', { name: '开关' });
      await switches.getByRole('checkbox', { name: /开放报到/ }).check();
      await switches.getByRole('button', { name: '保存开关' }).click();
      await switches.getByRole('status').getByText('开关已保存').waitFor();
      // 报到设置: the window from today.
      await menu(admin, '报到设置');
      const reportWindow = admin.getByRole('form', { name: '报到时间' });
      await reportWindow.getByLabel('报到开始日期').fill(chinaDateString(new Date()));
      await reportWindow.getByLabel('报到结束日期').fill(chinaDateString(new Date(Date.now() + 7 * 24 * H)));
      await reportWindow.getByRole('button', { name: '保存报到时间' }).click();
      await reportWindow.getByRole('status').getByText('报到时间已保存').waitFor();

      // 新生名单 › 导入名单: three students on the template's columns, two of them in one class.
      await menu(admin, '新生名单');
      await admin.getByRole('button', { name: '导入名单' }).click();
      const [template] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: '下载模板' }).click(),
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(readFileSync((await template.path())!) as unknown as ArrayBuffer);
      const ws = wb.worksheets[0]!;
      const header = (ws.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
      const column = (label: string) => header.findIndex((h) => h.replace(/\*$/, '') === label);
      for (const [i, s] of STUDENTS.entries()) {
        const cells = header.map(() => '');
        cells[column('姓名')] = s.name;
        cells[column('身份证号')] = s.idNumber;
        cells[column('专业')] = MAJOR;
        cells[column('手机号')] = s.phone;
        cells[column('班级')] = s.className;
        ws.getRow(i + 2).values = cells;
      }
      await admin.getByLabel(/选择 Excel 文件/).setInputFiles({
        name: '新生名单.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await wb.xlsx.writeBuffer()),
      });
      await admin.getByText('共 3 行：新增 3 人，更新 0 人，无变化 0 人').waitFor({ timeout: 30_000 });
      await admin.getByRole('button', { name: '确认导入' }).click();
      await admin.getByRole('heading', { name: '4. 导入完成' }).waitFor({ timeout: 30_000 });

      // 群发通知: the new students of one class.
      const title = `报到提醒${school.tag}`;
      const body = '请于开学日上午八点到校报到。';
      await menu(admin, '群发通知');
      const form = admin.getByRole('form', { name: '编写通知' });
      await form.getByLabel('收件人').selectOption({ label: '新生名单的新生' });
      await form.getByLabel('班级').selectOption(CLASS);
      const table = admin.getByRole('region', { name: '收件人列表' });
      await table.getByText(STUDENTS[0]!.name).waitFor({ timeout: 20_000 });
      await table.getByText(STUDENTS[1]!.name).waitFor();
      expect(await table.getByText(STUDENTS[2]!.name).count()).toBe(0);
      await admin.getByText('将发送给 2 人').waitFor();
      await table.getByText('137****0001').waitFor();
      await form.getByLabel('通知标题').fill(title);
      await form.getByLabel('通知内容').fill(body);
      await form.getByRole('button', { name: '发送通知' }).click();
      const dialog = admin.getByRole('dialog', { name: '确认发送' });
      await dialog.getByText(`收件人：新生名单 · ${CLASS}`).waitFor();
      await dialog.getByRole('button', { name: '确定发送' }).click();
      await admin.getByRole('status').filter({ hasText: '已发送给2人' }).waitFor();
      await admin.getByRole('region', { name: '群发记录' }).getByText(title).waitFor();
      await shot(admin, 'parent-truth-notice-students');

      // Delivered: the dev notifier got it on each imported student's phone, signed by the school.
      const r = await fetch(`${school.url}/staff-api/dev/outbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const sent = (
        (await r.json()) as { data: { kind: string; title: string; body: string; to: string }[] }
      ).data.filter((m) => m.kind === 'school.message' && m.title === title);
      // (masked: the dev outbox names a phone as the log does)
      expect(sent.map((m) => m.to).sort()).toEqual(['137****0001', '137****0002']);
      expect(sent.every((m) => m.body.endsWith(body))).toBe(true);
      // 通知记录 lists them by the students' names, 已发送.
      await menu(admin, '通知记录');
      const outbox = admin.getByRole('list', { name: '通知列表' });
      const item = outbox.getByRole('listitem', { name: title }).filter({ hasText: STUDENTS[0]!.name });
      await item.waitFor({ timeout: 20_000 });
      await item.getByText('已发送').waitFor();
    },
  );

  test(
    'the student chooses 民族 and 政治面貌 at 信息确认; 到校现场核验 is honoured on the face page and the home',
    { retry: 0, timeout: 300_000 },
    async () => {
      const s = STUDENTS[0]!;
      const student = await newPage('wechat');
      const q = new URLSearchParams({ tenantId: school.tenantId, orgId: school.orgId });
      await student.goto(`${school.url}${SPA_PATH}?${q}#/orientation/homepage/checkin`);
      await student.getByLabel('姓名').filter({ visible: true }).fill(s.name);
      await student.getByLabel('身份证号').filter({ visible: true }).fill(s.idNumber);
      await student.getByRole('button', { name: /立即报到/ }).click();
      await route(student, '/orientation/checkin/index');
      await student.getByRole('list', { name: '报到进度' }).waitFor();

      // The notice, read.
      await student.getByRole('link', { name: '新生须知' }).click();
      await route(student, '/orientation/checkin/details');
      await student.getByRole('button', { name: '我已阅读，下一步' }).click();
      await student.waitForFunction(() => !location.hash.startsWith('#/orientation/checkin/details'));
      await student.evaluate(() => (location.hash = '/orientation/checkin/index'));
      await route(student, '/orientation/checkin/index');

      // 信息确认: nothing chosen for 民族 / 政治面貌; submitting without them is refused, naming both.
      await student.getByRole('button', { name: '确认个人信息：去确认' }).click();
      await route(student, '/orientation/checkin/confirm');
      await student.getByLabel('手机号').waitFor();
      for (const key of ['nation', 'party'])
        await student.locator(`[data-field-key="${key}"]`, { hasText: '请选择' }).waitFor();
      expect(await student.getByText('汉族').count()).toBe(0);
      expect(await student.getByText('群众').count()).toBe(0);
      await wheel(student, 'regionCode', '浙江省');
      await student.getByLabel('家庭住址').fill('杭州市西湖区文三路1号');
      await student.getByLabel('紧急联系人', { exact: true }).fill('吴建国');
      await student.getByLabel('紧急联系电话').fill('13900139001');
      let updates = 0;
      student.on('request', (r) => void (r.url().includes('student/manage/updateInfo') && updates++));
      await student.getByRole('button', { name: '确认信息无误并提交' }).click();
      await student.getByRole('alert').filter({ hasText: '请选择民族' }).waitFor();
      await student.getByRole('alert').filter({ hasText: '请选择政治面貌' }).waitFor();
      expect(updates).toBe(0);
      await shot(student, 'parent-truth-confirm-required');
      await wheel(student, 'nation', '回族');
      await wheel(student, 'party', '中国共产主义青年团团员');
      await student.getByRole('button', { name: '确认信息无误并提交' }).click();
      await route(student, '/orientation/checkin/index');
      await student.locator('li[data-state="done"]', { hasText: '确认个人信息' }).waitFor();

      // 到校现场核验 instead of the photo.
      await student.getByRole('button', { name: '上传人脸照片：去拍照' }).click();
      await route(student, '/orientation/humanface/faceStandard');
      await student.getByRole('button', { name: '改为到校现场核验' }).click();
      await route(student, '/orientation/humanface/face');
      await student.getByTestId('identity-onsite').getByText('已选择到校现场核验').waitFor();
      await student.getByRole('button', { name: '改为上传照片' }).waitFor();
      const facePage = await student.locator('main').innerText();
      expect(facePage).toContain('无需上传人脸照片');
      expect(facePage).not.toContain('请按要求拍摄');
      expect(facePage).not.toContain('未上传');
      await shot(student, 'parent-truth-face-onsite');

      // The home: the step done as 到校现场核验, 到校现场报到 next; never 下一步：上传人脸照片.
      await student.getByRole('button', { name: '返回报到首页' }).click();
      await route(student, '/orientation/checkin/index');
      await student.getByRole('button', { name: '下一步：到校现场报到' }).waitFor();
      await student
        .getByText(/已选择到校现场核验，下一步：到校现场报到/)
        .first()
        .waitFor();
      const photoRow = student
        .getByRole('list', { name: '报到进度' })
        .getByRole('listitem')
        .filter({ hasText: '上传人脸照片' });
      await photoRow.getByText('到校现场核验').waitFor();
      expect(await photoRow.getAttribute('data-state')).toBe('done');
      expect(await student.getByRole('button', { name: '下一步：上传人脸照片' }).count()).toBe(0);
      await shot(student, 'parent-truth-home-onsite');
    },
  );
});
