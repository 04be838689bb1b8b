import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { addField, newForm, publishFirstVersion } from './setup-steps';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 34 items 1, 9, 14, 16 and 22 (the plan editor), as their users meet them, on a school created
 * from zero: a 多行文本 field is a multi-line box in the designer's preview and the parent's form; a
 * plan's 批次, 年级 and 计划说明 (line breaks, pasted hostile HTML) reach the parent safely; a copied plan
 * stays closed and unseen until staff set its own publication time and reopen it; 发布新版本 offers to
 * move the plans on the old version and the parent's form then has the new field; a news item typed in
 * three paragraphs reads as three paragraphs.
 */
const FORM = '新生报名表';
const PLAN = '2027年秋季招生';
const COPY = `${PLAN}（复制）`;
const NEWS = '开学三件事';
const H = 3600_000;
const day = (d: number) => new Date(Date.now() + 8 * H + d * 86400_000).toISOString().slice(0, 10);

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('content');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

/** A parent's screen at a route of the student app (a fresh load: no cached list). */
async function parentAt(page: Page, route: string) {
  const q = new URLSearchParams({ tenantId: school.tenantId, orgId: school.orgId });
  await page.goto(`${school.url}/zhxy/mobile/recruit/?${q}#${route}`);
  await page.reload();
}

/**
 * The plan list a parent sees: the names of its cards. By role, so only what a person meets counts:
 * while the app renders into its hidden layer over the painted list, the layer's cards are aria-hidden.
 */
async function parentPlans(page: Page): Promise<string[]> {
  await parentAt(page, '/orientation/enrollment/index');
  const cards = page.getByRole('article');
  await cards.first().waitFor({ timeout: 20_000 });
  return cards.getByRole('heading', { level: 2 }).allTextContents();
}

/** A plan's row in the staff list, by its exact name (the copy's name starts with the original's). */
const planRow = (admin: Page, name: string) =>
  admin
    .getByRole('table', { name: '招生计划列表' })
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name, exact: true }) });

describe('what staff write is what parents meet (issue 34)', () => {
  test(
    '多行文本, 批次/年级/计划说明, a copied plan, 发布新版本 moving plans, a three-paragraph news item',
    { retry: 0, timeout: 600_000 },
    async () => {
      const admin = school.admin;

      // 1. A form with a 多行文本 field: the designer's preview shows a multi-line box.
      await newForm(admin, FORM);
      await addField(admin, '多行文本', '自我介绍', '新问题');
      const preview = admin.getByRole('region', { name: '预览（家长看到的报名表）' });
      const previewBox = preview.getByLabel('自我介绍');
      expect(await previewBox.evaluate((el) => el.tagName)).toBe('TEXTAREA');
      await previewBox.fill('第一行\n第二行');
      expect(await previewBox.inputValue()).toBe('第一行\n第二行');
      await publishFirstVersion(admin);
      // No plan uses the form yet: nothing to move.
      expect(await admin.getByRole('dialog').count()).toBe(0);

      // 2. A plan with 批次, 年级 and a 计划说明 typed in two lines plus pasted hostile HTML.
      await menu(admin, '招生计划');
      await admin.getByRole('button', { name: '新建计划' }).click();
      const planForm = admin.getByRole('form', { name: '新建招生计划' });
      await planForm.getByLabel('计划名称').fill(PLAN);
      await planForm.getByLabel('批次').fill('2027年第一批次');
      await planForm.getByLabel('年级').fill('2027级');
      await planForm.getByLabel('招生人数').fill('50');
      await planForm.getByLabel('报名开始时间（北京时间）').fill(`${day(-1)}T08:00`);
      await planForm.getByLabel('报名截止时间（北京时间）').fill(`${day(300)}T17:00`);
      await planForm.getByLabel('结果公布时间（北京时间）').fill(`${day(310)}T09:00`);
      // At a desk 选择 opens a month calendar with 时/分 (issue 34 item 22), not the phone's wheels.
      await planForm.getByRole('button', { name: /^选择\s*报名截止时间/ }).click();
      const calendar = admin.getByRole('dialog', { name: '报名截止时间（北京时间）' });
      await calendar
        .getByText(`${Number(day(300).slice(0, 4))}年${Number(day(300).slice(5, 7))}月`)
        .waitFor();
      expect(await admin.locator('.adm-picker-view-column').count()).toBe(0);
      await shot(admin, 'truth-desk-date-panel');
      await calendar.getByRole('button', { name: '取消' }).click();
      await calendar.waitFor({ state: 'hidden' });
      const about = planForm.getByRole('textbox', { name: '计划说明' });
      await about.click();
      await admin.keyboard.type('招生对象：应届初中毕业生');
      await admin.keyboard.press('Enter');
      await admin.keyboard.type('报名须上传户口本');
      await admin.keyboard.press('Enter');
      // What a teacher might paste from elsewhere: markup with a script and an image handler.
      await about.evaluate((el) => {
        (el as HTMLElement).focus();
        document.execCommand(
          'insertHTML',
          false,
          '咨询电话见下方<script>window.__xss=1</script><img src="x" onerror="window.__xss=2">',
        );
      });
      await shot(admin, 'content-plan-editor');
      await planForm.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();

      // 3. 复制: a closed draft without a publication time, not public.
      await planRow(admin, PLAN)
        .getByRole('button', { name: `复制：${PLAN}` })
        .click();
      const copyForm = admin.getByRole('form', { name: '编辑招生计划' });
      await copyForm
        .getByRole('note')
        .getByText(/这是复制出的草稿：家长看不到/)
        .waitFor();
      expect(await copyForm.getByLabel('计划名称').inputValue()).toBe(COPY);
      expect(await copyForm.getByLabel('结果公布时间（北京时间）').inputValue()).toBe('');
      expect(await copyForm.getByText(/公布时间只能提前/).count()).toBe(0);
      await copyForm.getByRole('button', { name: '取消' }).click();
      await planRow(admin, COPY).getByText('草稿（未公开）').waitFor();

      // The parent: the plan with its 批次 and 年级, its 计划说明 in paragraphs with nothing active; no copy.
      const parent = await wechatParent(school, `content-${school.tag}-1`, '/orientation/enrollment/index');
      expect(await parentPlans(parent)).toEqual([PLAN]);
      await parent
        .getByRole('article', { name: PLAN, exact: true })
        .getByRole('link', { name: '立即报名' })
        .click({ timeout: 20_000 });
      const summary = parent.getByRole('region', { name: '报名计划' });
      await summary.getByText('2027年第一批次').waitFor({ timeout: 20_000 });
      await summary.getByText('2027级').waitFor();
      await parent.getByRole('button', { name: '查看更多信息 ›' }).click();
      const rich = parent.getByTestId('rich-text');
      await rich.getByText('报名须上传户口本').waitFor({ timeout: 20_000 });
      expect(await rich.locator('p').allTextContents()).toEqual([
        '招生对象：应届初中毕业生',
        '报名须上传户口本',
        '咨询电话见下方',
      ]);
      expect(await rich.locator('script, img, [onerror]').count()).toBe(0);
      expect(await parent.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      await shot(parent, 'content-plan-description');

      // 4. The copy stays closed until it has a time of its own: 重新开放 asks for one first.
      await planRow(admin, COPY)
        .getByRole('button', { name: `重新开放：${COPY}` })
        .click();
      await admin.getByText('请先编辑计划，设置结果公布时间，再重新开放').waitFor();
      await planRow(admin, COPY)
        .getByRole('button', { name: `编辑：${COPY}` })
        .click();
      const edit = admin.getByRole('form', { name: '编辑招生计划' });
      await edit.getByLabel('结果公布时间（北京时间）').fill(`${day(320)}T09:00`);
      await edit.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${COPY}`).waitFor();
      await planRow(admin, COPY).getByText('草稿（未公开）').waitFor();
      expect(await parentPlans(parent)).toEqual([PLAN]);
      await planRow(admin, COPY)
        .getByRole('button', { name: `重新开放：${COPY}` })
        .click();
      await admin.getByText('已重新开放').waitFor();
      await planRow(admin, COPY).getByText('报名中').waitFor();
      expect(await parentPlans(parent)).toEqual([PLAN, COPY]);

      // 5. Version 2 with 紧急联系人: 发布新版本 offers to move both plans; confirmed, they move.
      await menu(admin, '报名表设计');
      await admin.getByRole('button', { name: `设计：${FORM}` }).click();
      await addField(admin, '单行文本', '紧急联系人', '新问题');
      await admin.getByRole('button', { name: '发布新版本' }).click();
      const offer = admin.getByRole('dialog', { name: '招生计划改用第2版？' });
      await offer.getByRole('checkbox', { name: `${PLAN}（现用第1版）` }).waitFor();
      expect(await offer.getByRole('checkbox', { name: `${COPY}（现用第1版）` }).isChecked()).toBe(true);
      await shot(admin, 'content-move-plans');
      await offer.getByRole('button', { name: '改用第2版（2个计划）' }).click();
      await admin.getByText(`${PLAN}、${COPY} 已改用第2版，家长报名时填写新版本`).waitFor();
      await menu(admin, '招生计划');
      await planRow(admin, PLAN).getByText(`${FORM} 第2版`).waitFor();

      // The parent's form now has 紧急联系人; 自我介绍 is a multi-line box that keeps its lines.
      await parentAt(parent, '/orientation/enrollment/index');
      await parent
        .getByRole('article', { name: PLAN, exact: true })
        .getByRole('link', { name: '立即报名' })
        .click({ timeout: 20_000 });
      await parent.getByLabel('紧急联系人').waitFor({ timeout: 20_000 });
      const intro = parent.getByLabel('自我介绍');
      expect(await intro.evaluate((el) => el.tagName)).toBe('TEXTAREA');
      await parent.getByLabel('学生姓名').fill('周小雨');
      const first17 = '33010220110101123';
      await parent.getByLabel('证件号码').fill(first17 + idCheckDigit(first17));
      await intro.fill('喜欢读书\n也喜欢跑步');
      expect(await intro.inputValue()).toBe('喜欢读书\n也喜欢跑步');
      const box = await intro.boundingBox();
      expect(box!.height).toBeGreaterThan(50);
      await shot(parent, 'content-parent-form-v2');

      // 6. A news item typed in three paragraphs reads as three paragraphs.
      await menu(admin, '新闻公告');
      await admin.getByRole('link', { name: '写新闻公告' }).click();
      const cms = admin.getByRole('region', { name: '写新闻公告' });
      await cms.getByLabel('标题', { exact: true }).fill(NEWS);
      await cms.getByRole('textbox', { name: '正文' }).click();
      await admin.keyboard.type('一、九月一日报到。');
      await admin.keyboard.press('Enter');
      await admin.keyboard.type('二、带好录取通知书。');
      await admin.keyboard.press('Enter');
      await admin.keyboard.type('三、宿舍当天入住。');
      await cms.getByRole('button', { name: '保存并发布' }).click();
      await admin.locator('tr', { hasText: NEWS }).getByText('已发布').waitFor({ timeout: 20_000 });
      await parentAt(parent, '/orientation/homepage/index');
      await parent.getByRole('button', { name: new RegExp(NEWS) }).click({ timeout: 20_000 });
      const news = parent.getByTestId('rich-text');
      await news.getByText('三、宿舍当天入住。').waitFor({ timeout: 20_000 });
      expect(await news.locator('p').allTextContents()).toEqual([
        '一、九月一日报到。',
        '二、带好录取通知书。',
        '三、宿舍当天入住。',
      ]);
      // Three lines on the screen, one under the other.
      const tops = await news
        .locator('p')
        .evaluateAll((ps) => ps.map((p) => Math.round(p.getBoundingClientRect().top)));
      expect(tops[0]! < tops[1]! && tops[1]! < tops[2]!).toBe(true);
      await shot(parent, 'content-news-paragraphs');
    },
  );
});
