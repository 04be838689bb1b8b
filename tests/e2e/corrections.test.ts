import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { SPA_PATH } from './harness';
import { admitRow } from './staff';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 36 item 4 from an empty database through the screens: a school designs a form with 毕业学校,
 * opens a plan, a parent registers; in 报名审核 a teacher opens 更正信息, corrects 学生姓名 and 毕业学校
 * with a reason; the parent reads the corrected values on 我的报名 and in the form behind
 * 修改报名信息; 操作日志 shows each field before → after with the reason.
 */
const FORM = '更正演示报名表';
const PLAN = '2027年秋季招生（更正）';
const DAY = 86400_000;
const chinaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);
const first17 = '33010220110305123';
const CHILD = { name: '方小一', fixed: '方晓一', idNumber: first17 + idCheckDigit(first17) };

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('corr');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

async function setUp(admin: Page) {
  const now = Date.now();
  await menu(admin, '学校设置');
  const majors = admin.getByRole('form', { name: '专业' });
  await majors.getByRole('button', { name: '添加专业' }).click();
  await majors.getByLabel('专业 1 名称').fill('计算机应用');
  await majors.getByRole('button', { name: '保存专业' }).click();
  await majors.getByRole('status').getByText('专业已保存').waitFor();

  await menu(admin, '报名表设计');
  await admin.getByRole('button', { name: '新建报名表' }).click();
  await admin.getByLabel('报名表名称').fill(FORM);
  await admin.getByLabel('题型').selectOption({ label: '单行文本' });
  await admin.getByRole('button', { name: '添加字段' }).click();
  await admin.getByRole('group', { name: '字段设置：新问题' }).getByLabel('标题').fill('毕业学校');
  await admin.getByRole('button', { name: '发布新版本' }).click();
  await admin
    .getByRole('status')
    .getByText(/已发布第1版/)
    .waitFor();

  await menu(admin, '招生计划');
  await admin.getByRole('button', { name: '新建计划' }).click();
  const planForm = admin.getByRole('form', { name: '新建招生计划' });
  await planForm.getByLabel('计划名称').fill(PLAN);
  await planForm.getByLabel('招生人数').fill('50');
  await planForm.getByLabel('报名开始时间（北京时间）').fill(`${chinaDay(now - DAY)}T08:00`);
  await planForm.getByLabel('报名截止时间（北京时间）').fill(`${chinaDay(now + 5 * DAY)}T17:00`);
  await planForm.getByLabel('结果公布时间（北京时间）').fill(`${chinaDay(now + 6 * DAY)}T09:00`);
  await planForm.getByLabel('报名费（元）').fill('0');
  await planForm.getByRole('checkbox', { name: '计算机应用' }).check();
  await planForm.getByRole('button', { name: '保存' }).click();
  await admin
    .getByText(`已保存：${PLAN}`)
    .waitFor({ timeout: 10_000 })
    .catch(async (e: unknown) => {
      await shot(admin, 'corrections-plan-failed');
      throw new Error(`${String(e)}\n${await planForm.innerText()}`);
    });
}

async function register(page: Page) {
  await page
    .getByRole('article', { name: PLAN })
    .getByRole('link', { name: '立即报名' })
    .click({ timeout: 20_000 });
  await page.getByLabel('学生姓名').fill(CHILD.name);
  await page.getByLabel('证件号码').fill(CHILD.idNumber);
  await page.getByLabel('毕业学校').fill('第一中学');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请核对报名信息').waitFor();
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
}

describe('更正信息, as a teacher and a parent meet it', () => {
  test(
    'a teacher corrects two answers with a reason; the parent reads them; 操作日志 shows before → after',
    { retry: 0, timeout: 600_000 },
    async () => {
      const admin = school.admin;
      await setUp(admin);
      const parent = await wechatParent(school, `corr-${school.tag}`, '/orientation/enrollment/index');
      await register(parent);

      // 报名审核 at 1280 px: the name in the table opens the review pane; 更正信息 opens the registration's own form.
      await menu(admin, '报名审核');
      await admin.getByRole('button', { name: CHILD.name, exact: true }).click({ timeout: 20_000 });
      const drawer = admin.getByRole('dialog', { name: '报名详情' });
      await drawer.getByLabel('报名信息').getByText('第一中学').waitFor();
      await drawer.getByRole('button', { name: '更正信息' }).click();
      const panel = drawer.getByRole('region', { name: '更正报名信息' });
      await panel.getByText('第1版').waitFor();
      await panel.getByLabel('学生姓名').fill(CHILD.fixed);
      await panel.getByLabel('毕业学校').fill('第二实验中学');
      // No reason, no save.
      expect(await panel.getByRole('button', { name: '保存更正' }).isDisabled()).toBe(true);
      await panel.getByLabel('更正原因（必填）').fill('家长来电告知姓名和毕业学校填错');
      await shot(admin, 'corrections-panel-1280');
      await admin.setViewportSize({ width: 375, height: 812 });
      await panel.getByRole('button', { name: '保存更正' }).scrollIntoViewIfNeeded();
      await shot(admin, 'corrections-panel-375');
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(375);
      await admin.setViewportSize({ width: 1280, height: 900 });
      await panel.getByRole('button', { name: '保存更正' }).click();
      await drawer.getByText('已更正 2 项，已通知家长').waitFor({ timeout: 20_000 });
      const changes = drawer.getByRole('list', { name: '更正内容' });
      await changes.getByText('第二实验中学').waitFor();
      await drawer.getByLabel('报名信息').getByText('第二实验中学').waitFor();
      await drawer.getByRole('list', { name: '审核记录' }).getByText('学校更正信息').waitFor();
      await shot(admin, 'corrections-saved-1280');

      // 操作日志: the correction with each field before → after and the reason.
      await drawer.getByRole('button', { name: '关闭详情' }).click();
      await menu(admin, '操作日志');
      const log = admin.getByRole('table', { name: '操作日志列表' });
      const row = log
        .getByRole('row')
        .filter({ has: admin.getByRole('cell', { name: '更正报名信息', exact: true }) })
        .first();
      await row.waitFor({ timeout: 20_000 });
      await row.getByText('毕业学校：第一中学 → 第二实验中学').waitFor();
      await row.getByText(`学生姓名：${CHILD.name} → ${CHILD.fixed}`).waitFor();
      await row.getByText('原因：家长来电告知姓名和毕业学校填错').waitFor();
      await row.scrollIntoViewIfNeeded();
      await shot(admin, 'corrections-audit-1280');

      // The parent: 我的报名 names the corrected child; 修改报名信息 holds the corrected answers.
      await parent.goto(
        `${school.url}${SPA_PATH}?tenantId=${school.tenantId}&orgId=${school.orgId}#/orientation/enrollment/applylist`,
      );
      const card = parent.getByRole('article', { name: `${PLAN}报名` });
      await card.getByText(new RegExp(CHILD.fixed)).waitFor({ timeout: 20_000 });
      await card.getByRole('button', { name: '修改报名信息' }).click();
      // The edit form fills in once the registration has loaded (CI saw the empty box a moment before).
      await expect
        .poll(() => parent.getByLabel('毕业学校').inputValue(), { timeout: 20_000 })
        .toBe('第二实验中学');
      expect(await parent.getByLabel('学生姓名').inputValue()).toBe(CHILD.fixed);
      await shot(parent, 'corrections-parent-375');
    },
  );

  test(
    '新生名单: the row from 录取 has its identity number corrected, is removed with a reason and restored',
    { retry: 0, timeout: 600_000 },
    async () => {
      const admin = school.admin;
      await admin.setViewportSize({ width: 1280, height: 900 });
      // 通过 and 录取, then 从录取生成.
      await menu(admin, '报名审核');
      await admin.getByRole('button', { name: CHILD.fixed, exact: true }).click({ timeout: 20_000 });
      const drawer = admin.getByRole('dialog', { name: '报名详情' });
      await drawer.getByRole('button', { name: '通过', exact: true }).click();
      await drawer.getByText('已审核通过').waitFor();
      await drawer.getByRole('button', { name: '关闭详情' }).click();
      await menu(admin, '录取管理');
      await admitRow(admin, CHILD.fixed).getByRole('button', { name: '录取', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: '确认录取' });
      await dialog.getByRole('button', { name: '确认录取' }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: `已录取：${CHILD.fixed}` })
        .waitFor();
      await menu(admin, '新生名单');
      await admin.getByRole('button', { name: '从录取生成' }).click();
      await admin.getByRole('checkbox', { name: PLAN }).check();
      await admin.getByRole('button', { name: '预览生成结果' }).click();
      await admin.getByRole('button', { name: '确认生成' }).click();
      await admin.getByRole('heading', { name: /已生成：新增 1 人/ }).waitFor({ timeout: 20_000 });
      await admin.getByRole('button', { name: '返回新生名单' }).click();

      // 修改 › 更正身份证号: a wrong check digit is refused on the spot, the right one saved.
      await admin
        .getByRole('button', { name: `修改 ${CHILD.fixed}` })
        .first()
        .click();
      const idBox = admin.getByRole('group', { name: '更正身份证号' });
      const wrong = CHILD.idNumber.slice(0, 17) + (CHILD.idNumber.endsWith('0') ? '1' : '0');
      await idBox.getByRole('textbox', { name: '正确的身份证号' }).fill(wrong);
      await idBox.getByRole('alert').getByText('身份证号校验位不正确').waitFor();
      const fixed17 = '33010220110305125';
      const fixedId = fixed17 + idCheckDigit(fixed17);
      await idBox.getByRole('textbox', { name: '正确的身份证号' }).fill(fixedId);
      await idBox.getByRole('textbox', { name: '更正原因' }).fill('户口本核对');
      await idBox.getByRole('button', { name: '更正身份证号' }).click();
      await admin.getByText(/身份证号已更正为 330102\*+/).waitFor({ timeout: 20_000 });
      await shot(admin, 'corrections-roster-id-1280');

      // 删除 with a reason, then 已删除 › 恢复.
      const removeBox = admin.getByRole('group', { name: '删除' });
      await removeBox.getByRole('textbox', { name: '删除原因' }).fill('重复录入');
      await removeBox.getByRole('button', { name: '删除该学生' }).click();
      await removeBox
        .getByRole('group', { name: '确认删除' })
        .getByRole('button', { name: '确认删除' })
        .click();
      await admin.getByText(/名单为空/).waitFor({ timeout: 20_000 });
      await admin.getByRole('button', { name: '已删除' }).click();
      const item = admin.getByRole('listitem', { name: CHILD.fixed });
      await item.getByText('原因：重复录入').waitFor();
      await admin.setViewportSize({ width: 375, height: 812 });
      await shot(admin, 'corrections-roster-removed-375');
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await admin.setViewportSize({ width: 1280, height: 900 });
      await item.getByRole('button', { name: `恢复 ${CHILD.fixed}` }).click();
      await admin.getByText(`已恢复：${CHILD.fixed}`).waitFor();
      await admin.getByRole('button', { name: '返回新生名单' }).click();
      await admin
        .getByRole('table', { name: '新生名单表' })
        .getByText(CHILD.fixed)
        .waitFor({ timeout: 20_000 });
    },
  );
});
