import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chinaInstant } from '@domain/time/china-time';
import { idCheckDigit } from '@domain/identity/id-number';
import { solidPng } from '../../server/src/files/png';
import { settled } from './harness';
import { PDF, pick } from './registration-form';
import { addField, newForm, newPlan, publishFirstVersion } from './setup-steps';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 26 "Must show": an admissions season set up in screens on a school created from zero
 * (SEED=none, its own schema and server, the operator command). The administrator designs a form with
 * one field of every kind the student form renders (in two sections), a conditional field and a
 * required upload, previews and publishes it, makes a plan on it, writes a news item and a document,
 * and an activity of 2 places. A parent sees the news, opens the document, registers (the conditional
 * field shown) and signs up for the activity. The form's version 2 (a field added, one removed): the
 * first registration still shows and exports with version 1's fields; a new one uses version 2; the
 * third activity sign-up is refused as full.
 */
const FORM = '秋季新生报名表';
const PLAN = '2027年秋季新生招生';
const NEWS = '校园开放日通知';
const DOC = '2027年招生简章';
const ACTIVITY = '校园开放日';
const H = 3600_000;
const local = (ms: number) => chinaInstant(new Date(Date.now() + ms)).slice(0, 16);
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(2048, 7)]);

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('season');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

async function axeClean(page: Page, where: string) {
  await settled(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, `${where} overflows`).toBeLessThanOrEqual(0);
}

/** Chooses one item of a multi-select field of the student form. */
async function chooseMulti(page: Page, label: string, item: string) {
  await page.getByLabel(`添加${label}`).click();
  await page.locator('.adm-check-list-item', { hasText: item }).click();
  await page
    .locator('.adm-popup-body')
    .filter({ visible: true })
    .locator('.adm-button', { hasText: '确定' })
    .click();
}

function idNumber(n: number): string {
  const first17 = `33010220110${n}0${n}12${n}`;
  return first17 + idCheckDigit(first17);
}

/** A parent registers on the plan from the plan list; answers the page on 报名成功. */
async function register(page: Page, name: string, n: number, fill: (p: Page) => Promise<void>) {
  const card = page.getByRole('article', { name: PLAN });
  await card.getByRole('link', { name: '立即报名' }).click({ timeout: 20_000 });
  await page.getByLabel('学生姓名').fill(name);
  await page.getByLabel('证件号码').fill(idNumber(n));
  await page.getByLabel('家长手机号').fill(`1380013800${n}`);
  await page.setInputFiles('[data-testid="upload-input-hukou"]', {
    name: `户口本${n}.png`,
    mimeType: 'image/png',
    buffer: solidPng(40, 40, [200, 30, 30]),
  });
  await page.getByText(`户口本${n}.png`).waitFor();
  await fill(page);
  await shot(page, `season-parent-form-${n}`);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请核对报名信息').waitFor();
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
}

async function openSignForm(page: Page, n: number) {
  const card = page.getByRole('article', { name: ACTIVITY, exact: true });
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: '我要报名' }).click();
  await page.getByLabel('姓名').fill(`家长${n}`);
  await page.getByLabel('手机号').fill(`1390000${String(n).padStart(4, '0')}`);
}

async function signUpForActivity(page: Page, n: number) {
  await openSignForm(page, n);
  await page.getByRole('button', { name: '提交报名' }).click();
}

describe('an admissions season set up in screens, on a school from zero', () => {
  // One school per file: a second attempt would meet the first one's form, plan and sign-ups.
  test(
    'form → plan → news, document, activity → parents → version 2 → full activity',
    { retry: 0, timeout: 600_000 },
    async () => {
      const admin = school.admin;

      // 1. 报名表设计: one field of every kind, in two sections; a conditional field; a required upload.
      await newForm(admin, FORM);
      await admin.getByLabel('分组 1 标题').fill('学生信息');
      await addField(admin, '多行文本', '自我介绍', '新问题');
      await addField(admin, '日期', '入学日期', '日期');
      await addField(admin, '多项选择', '兴趣特长', '新多选题').then((s) =>
        s.getByLabel('选项（每行一个，可直接粘贴）').fill('音乐\n美术\n体育'),
      );
      await admin.getByRole('button', { name: '添加分组' }).click();
      await admin.getByLabel('分组 2 标题').fill('家庭与住宿');
      await addField(admin, '手机号', '家长手机号', '手机号').then((s) =>
        s.getByRole('checkbox', { name: /必填/ }).check(),
      );
      await addField(admin, '下拉选择', '是否住校', '新选择题');
      await addField(admin, '单行文本', '宿舍要求', '新问题').then(async (s) => {
        await s.getByRole('checkbox', { name: /必填/ }).check();
        await s.getByLabel('当此字段').selectOption({ label: '是否住校' });
        await s.getByLabel('选择了').selectOption('是');
      });
      const upload = await addField(admin, '附件上传', '户口本', '附件');
      await upload.getByRole('checkbox', { name: /必填/ }).check();
      await upload.getByLabel('字段标识').fill('hukou');
      await addField(admin, '手写签名', '家长签字', '家长签字');
      // A region tree field (省/市/区), to the district.
      const region = await addField(admin, '省市区', '家庭住址', '所在地区');
      expect(await region.getByLabel('精确到').locator('option:checked').textContent()).toBe('省、市、区县');
      await admin.getByRole('button', { name: '设置：家庭住址' }).click();

      // Reorder by drag with the keyboard (dnd-kit): Space picks 入学日期 up, ↑ moves it, Space drops it.
      const firstSection = admin.getByRole('list', { name: '字段列表：分组 1' });
      const titles = () => firstSection.locator(':scope > li strong').allTextContents();
      expect(await titles()).toEqual(['学生姓名', '证件号码', '自我介绍', '入学日期', '兴趣特长']);
      await admin.getByRole('button', { name: '拖动排序：入学日期' }).focus();
      // Picked up: the handle reads as pressed; moved: the screen reader hears where (dnd-kit's live region).
      await admin.keyboard.press('Space');
      await admin.getByRole('button', { name: '拖动排序：入学日期', pressed: true }).waitFor();
      await admin.keyboard.press('ArrowUp');
      await admin.getByText('字段“入学日期”移到“自我介绍”的位置').waitFor({ state: 'attached' });
      await admin.keyboard.press('Space');
      await expect.poll(titles).toEqual(['学生姓名', '证件号码', '入学日期', '自我介绍', '兴趣特长']);

      // The preview is the student form: two section headings; 宿舍要求 appears once 是 is chosen.
      const preview = admin.getByRole('region', { name: '预览（家长看到的报名表）' });
      await preview.getByRole('heading', { name: '学生信息' }).waitFor();
      await preview.getByRole('heading', { name: '家庭与住宿' }).waitFor();
      expect(await preview.getByText('宿舍要求').count()).toBe(0);
      await pick(admin, '是否住校', '是', preview);
      await preview.getByText('宿舍要求').waitFor();
      await preview.getByRole('button', { name: '试填检查' }).click();
      await preview.getByText(/有 \d+ 处需要填写或修改/).waitFor();
      await axeClean(admin, 'designer 1280');
      await shot(admin, 'season-designer-1280');
      await admin.setViewportSize({ width: 375, height: 812 });
      await admin.evaluate(() => window.scrollTo(0, 0));
      await axeClean(admin, 'designer 375');
      await shot(admin, 'season-designer-375');
      await admin.getByRole('button', { name: '预览' }).click();
      await preview.getByRole('heading', { name: '家庭与住宿' }).waitFor();
      await axeClean(admin, 'preview 375');
      await shot(admin, 'season-designer-375-preview');
      await admin.getByRole('button', { name: '编辑' }).click();
      await admin.setViewportSize({ width: 1280, height: 900 });
      await publishFirstVersion(admin);

      // 2. 招生计划 on that form, open now; the editor at 1280 and 375 px.
      const planForm = await newPlan(admin, { name: PLAN });
      // The school's one published form is chosen, on its latest version.
      expect(
        await planForm
          .getByLabel(/^报名表(?!版本)/)
          .locator('option:checked')
          .textContent(),
      ).toBe(FORM);
      await planForm.getByLabel('报名表版本').selectOption({ label: '第1版（11个字段）' });
      await axeClean(admin, 'plan editor 1280');
      await shot(admin, 'season-plan-editor-1280');
      await admin.setViewportSize({ width: 375, height: 812 });
      await axeClean(admin, 'plan editor 375');
      await shot(admin, 'season-plan-editor-375');
      await admin.setViewportSize({ width: 1280, height: 900 });
      await planForm.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();

      // 3. 新闻公告: a news item, then a document with a PDF and a Word file.
      await menu(admin, '新闻公告');
      await admin.getByRole('link', { name: '写新闻公告' }).click();
      let cms = admin.getByRole('region', { name: '写新闻公告' });
      await cms.getByLabel('标题', { exact: true }).fill(NEWS);
      await cms.getByRole('textbox', { name: '正文' }).click();
      await admin.keyboard.type('九月十日上午九点在学校正门集合。');
      await cms.getByRole('button', { name: '保存并发布' }).click();
      await admin.locator('tr', { hasText: NEWS }).getByText('已发布').waitFor({ timeout: 20_000 });
      await admin.getByRole('group', { name: '类型' }).getByRole('button', { name: '文档' }).click();
      await admin.getByRole('link', { name: '上传文档' }).click();
      cms = admin.getByRole('region', { name: '上传文档' });
      await cms.getByLabel('标题', { exact: true }).fill(DOC);
      await cms
        .getByLabel('上传文件')
        .setInputFiles({ name: '招生简章.pdf', mimeType: 'application/pdf', buffer: PDF });
      await cms.getByText('招生简章.pdf').waitFor({ timeout: 20_000 });
      await cms.getByLabel('上传文件').setInputFiles({
        name: '报名登记表.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: DOCX,
      });
      await cms.getByText('报名登记表.docx').waitFor({ timeout: 20_000 });
      await cms.getByRole('button', { name: '保存并发布' }).click();
      await admin.getByRole('heading', { name: '新闻公告与文档' }).waitFor();
      await admin.getByRole('group', { name: '类型' }).getByRole('button', { name: '文档' }).click();
      await admin.locator('tr', { hasText: DOC }).getByText('已发布').waitFor({ timeout: 20_000 });

      // 4. 活动管理: an activity of 2 places, sign-up open now.
      await menu(admin, '活动管理');
      await admin.getByRole('link', { name: '新建活动' }).click();
      const act = admin.getByRole('region', { name: '新建活动' });
      await act.getByLabel('活动名称').fill(ACTIVITY);
      await act.getByLabel('活动地点').fill('图书馆报告厅');
      await act.getByLabel('活动开始时间').fill(local(72 * H));
      await act.getByLabel('活动结束时间').fill(local(74 * H));
      await act.getByLabel('报名开始时间').fill(local(-H));
      await act.getByLabel('报名截止时间').fill(local(48 * H));
      await act.getByLabel('名额').fill('2');
      await act.getByLabel('活动介绍').fill('参观校园，与老师面对面交流。');
      await act.getByRole('button', { name: '保存' }).click();
      await admin.locator('tr', { hasText: ACTIVITY }).getByText('0 / 2').waitFor({ timeout: 20_000 });

      // 5. A parent (WeChat): the news on home, the document opened in the viewer.
      const p1 = await wechatParent(school, `season-${school.tag}-1`, '/orientation/homepage/index');
      await p1.getByRole('button', { name: new RegExp(NEWS) }).waitFor({ timeout: 20_000 });
      await p1.getByRole('tab', { name: '招生文件' }).click();
      await p1.getByRole('button', { name: new RegExp(DOC) }).click();
      const word = p1.getByRole('link', { name: '报名登记表.docx' });
      await word.waitFor({ timeout: 20_000 });
      await shot(p1, 'season-parent-document');
      const viewer = await p1.context().newPage();
      await viewer.goto(new URL((await word.getAttribute('href'))!, school.url).href);
      await viewer.getByRole('heading', { name: '报名登记表.docx' }).waitFor();
      await viewer.getByText('2.00 kB').waitFor();
      await viewer.getByRole('link', { name: '下载' }).waitFor();
      await shot(viewer, 'season-viewer-docx');
      await viewer.goto(
        new URL((await p1.getByRole('link', { name: '招生简章.pdf' }).getAttribute('href'))!, school.url)
          .href,
      );
      await viewer.locator('iframe[title="招生简章.pdf"]').waitFor();
      await viewer.close();

      // ... registers with the conditional field shown, then signs up for the activity.
      await p1.getByRole('button', { name: '‹ 返回' }).click();
      await p1.getByRole('link', { name: '新生报名' }).click();
      const form = p1.getByRole('region', { name: '报名信息' });
      await register(p1, '林小一', 1, async (p) => {
        await form.getByRole('heading', { name: '家庭与住宿' }).waitFor();
        await p.getByLabel('自我介绍').fill('喜欢读书和跑步');
        await chooseMulti(p, '兴趣特长', '音乐');
        expect(await form.getByText('宿舍要求').count()).toBe(0);
        await pick(p, '是否住校', '是', form);
        await p.getByLabel('宿舍要求').fill('靠近食堂');
        // 家庭住址: the region tree cascades 省 → 市 → 区; 确定 takes the wheels' choice.
        const home = form.locator('[role="button"]', { hasText: '家庭住址' });
        await home.click();
        const popup = p.locator('.adm-picker-popup .adm-popup-body').filter({ visible: true });
        await popup.locator('.adm-picker-header-button', { hasText: '确定' }).click();
        await popup.waitFor({ state: 'hidden' }).catch(() => {});
        await home.getByText(/^\S+ \S+ \S+$/).waitFor();
      });
      await p1.goto(
        `${school.url}/zhxy/mobile/recruit/?tenantId=${school.tenantId}&orgId=${school.orgId}#/orientation/enrollment/signList`,
      );
      await signUpForActivity(p1, 1);
      await p1.getByText('请按时参加活动').waitFor({ timeout: 20_000 });

      // 6. Version 2: 紧急联系人 added, 自我介绍 removed; the plan moved to it by a person (发布新版本's offer).
      await menu(admin, '报名表设计');
      await admin.getByRole('button', { name: `设计：${FORM}` }).click();
      await admin.getByRole('button', { name: '删除：自我介绍' }).click();
      await addField(admin, '单行文本', '紧急联系人', '新问题');
      await admin.getByRole('button', { name: '发布新版本' }).click();
      await admin
        .getByRole('status')
        .getByText(/已发布第2版/)
        .waitFor();
      const offer = admin.getByRole('dialog', { name: '招生计划改用第2版？' });
      await offer.getByRole('checkbox', { name: `${PLAN}（现用第1版）` }).waitFor();
      await offer.getByRole('button', { name: '改用第2版（1个计划）' }).click();
      await admin.getByText(`${PLAN} 已改用第2版，家长报名时填写新版本`).waitFor();
      await menu(admin, '招生计划');
      await admin.getByRole('button', { name: `编辑：${PLAN}` }).click();
      expect(await admin.getByLabel('报名表版本').locator('option:checked').textContent()).toBe(
        '第2版（11个字段）',
      );
      await admin.getByRole('button', { name: '取消' }).click();

      // 7. A second parent registers on version 2 and takes the second place of the activity.
      const p2 = await wechatParent(school, `season-${school.tag}-2`, '/orientation/enrollment/index');
      const form2 = p2.getByRole('region', { name: '报名信息' });
      await register(p2, '林小二', 2, async (p) => {
        await p.getByLabel('紧急联系人').fill('林大二');
        expect(await form2.getByText('自我介绍').count()).toBe(0);
        await pick(p, '是否住校', '否', form2);
      });
      // The third parent opens the sign-up form while one place is left; the second sends theirs first.
      const p3 = await wechatParent(school, `season-${school.tag}-3`, '/orientation/enrollment/signList');
      await openSignForm(p3, 3);
      await p2.goto(
        `${school.url}/zhxy/mobile/recruit/?tenantId=${school.tenantId}&orgId=${school.orgId}#/orientation/enrollment/signList`,
      );
      await signUpForActivity(p2, 2);
      await p2.getByText('请按时参加活动').waitFor({ timeout: 20_000 });

      // 8. The first registration still shows version 1's fields on the staff detail.
      await menu(admin, '报名审核');
      await admin.getByPlaceholder('姓名 / 证件号 / 手机号').fill('林小一');
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      // At a desk the list is a table and the registration opens in a drawer beside it.
      await admin.getByRole('table', { name: '报名列表' }).getByRole('button', { name: '林小一' }).click();
      await admin.getByRole('heading', { name: '林小一' }).waitFor();
      await admin.getByText('自我介绍').waitFor();
      await admin.getByText('喜欢读书和跑步').waitFor();
      await admin.getByText('靠近食堂').waitFor();
      expect(await admin.getByText('紧急联系人').count()).toBe(0);
      await shot(admin, 'season-detail-v1');

      // ... and exports with them: one column per field the two versions share (学生姓名 once, issue 34
      // item 6), a column per version for a field only one version has.
      await menu(admin, '数据导出');
      await admin.getByLabel('招生计划').selectOption({ label: PLAN });
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: '导出Excel' }).click(),
      ]);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await download.path());
      const ws = wb.worksheets[0]!;
      const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
      expect(header).toContain('自我介绍（第1版）');
      expect(header).toContain('紧急联系人（第2版）');
      expect(header).not.toContain('紧急联系人（第1版）');
      expect(header).not.toContain('自我介绍（第2版）');
      expect(header.filter((h) => h === '学生姓名')).toHaveLength(1);
      expect(header.filter((h) => h.startsWith('学生姓名'))).toHaveLength(1);
      const rows = [2, 3].map((r) => ws.getRow(r).values as unknown[]);
      const cell = (row: unknown[], label: string) => String(row[header.indexOf(label) + 1] ?? '');
      const first = rows.find((r) => r.map(String).includes('林小一'))!;
      const second = rows.find((r) => r.map(String).includes('林小二'))!;
      expect(cell(first, '自我介绍（第1版）')).toBe('喜欢读书和跑步');
      expect(cell(first, '宿舍要求')).toBe('靠近食堂');
      expect(cell(second, '学生姓名')).toBe('林小二');
      // The region answer exports as its names from the province down.
      expect(cell(first, '家庭住址')).toMatch(/^\S+ \S+ \S+$/);
      expect(cell(second, '紧急联系人（第2版）')).toBe('林大二');
      expect(cell(second, '自我介绍（第1版）')).toBe('');

      // 9. The third sign-up is refused as full, and the list then says so without a 我要报名.
      await p3.getByRole('button', { name: '提交报名' }).click();
      await p3
        .getByText(/名额已满/)
        .first()
        .waitFor({ timeout: 20_000 });
      await shot(p3, 'season-activity-full');
      await p3.reload();
      const full = p3.getByRole('article', { name: ACTIVITY, exact: true });
      await full.getByText('名额已满').waitFor({ timeout: 20_000 });
      expect(await full.getByRole('button', { name: '我要报名' }).count()).toBe(0);

      // 10. 群发通知 to the approved applicants: both registrations approved together on 报名审核, then
      //     the message; the dev outbox holds one per recipient.
      await menu(admin, '报名审核');
      await admin.getByPlaceholder('姓名 / 证件号 / 手机号').fill('');
      await admin.getByRole('button', { name: '搜索', exact: true }).click();
      for (const n of ['林小一', '林小二']) await admin.getByRole('checkbox', { name: `选择${n}` }).check();
      await admin.getByRole('button', { name: '批量通过（已选 2 条）' }).click();
      const bulk = admin.getByRole('dialog', { name: '批量通过' });
      await bulk.getByRole('button', { name: '确认通过 2 人' }).click();
      await bulk.getByText('完成：已通过 2 / 2').waitFor({ timeout: 30_000 });
      await bulk.getByRole('button', { name: '关闭' }).click();

      await menu(admin, '群发通知');
      const notice = admin.getByRole('form', { name: '编写通知' });
      await notice.getByLabel('招生计划').selectOption({ label: PLAN });
      await notice.getByLabel('报名状态').selectOption({ label: '审核通过' });
      const recipients = admin.getByRole('region', { name: '收件人列表' });
      for (const n of ['林小一', '林小二']) await recipients.getByText(n).waitFor({ timeout: 20_000 });
      const title = `开学须知${school.tag}`.slice(0, 20);
      await notice.getByLabel('通知标题').fill(title);
      await notice.getByLabel('通知内容').fill('请于9月1日上午到校报到。');
      await notice.getByRole('button', { name: '发送通知' }).click();
      const confirmSend = admin.getByRole('dialog', { name: '确认发送' });
      await confirmSend.getByText('确定向2人发送这条通知吗？').waitFor();
      await confirmSend.getByRole('button', { name: '确定发送' }).click();
      await admin.getByRole('status').filter({ hasText: '已发送给2人' }).waitFor();
      const outbox = (await (
        await fetch(`${school.url}/staff-api/dev/outbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json()) as { data: { kind: string; title: string; body: string }[] };
      const sent = outbox.data.filter((m) => m.kind === 'school.message' && m.title === title);
      expect(sent).toHaveLength(2);
      expect(sent.every((m) => m.body.endsWith('请于9月1日上午到校报到。'))).toBe(true);
    },
  );
});
