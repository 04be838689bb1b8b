import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { SPA_PATH } from './harness';
import { newForm, newPlan, publishFirstVersion } from './setup-steps';
import { admitRow } from './staff';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 34 items 4, 13, 12 and 22, from an empty database through the screens: the school's majors, a
 * designer form with an 意向专业 field, a plan offering two of the three majors with results out in two
 * days. Two parents register; 录取管理 (a table at 1280 px with 录取专业) admits one to their first
 * wish (the default) and one to a major they did not put first. 从录取生成 says the result is held
 * back; at 新生报到 the student reads 待公布 until the server's clock passes the time; then the
 * parents' 录取通知书 each name the 录取专业 and the student is welcomed.
 */
const MAJORS = ['计算机应用', '机电技术应用', '会计事务'];
const FORM = '专业报名表';
const PLAN = '2027年秋季专业招生';
const DAY = 86400_000;

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('truth', { testClock: true });
}, 120_000);
afterAll(async () => {
  await school?.close();
});

function idNumber(n: number): string {
  const first17 = `33010220110${n}0${n}12${n}`;
  return first17 + idCheckDigit(first17);
}
const CHILDREN = [
  { name: '方一', idNumber: idNumber(1), wishes: [MAJORS[2]!, MAJORS[1]!] },
  { name: '方二', idNumber: idNumber(2), wishes: [MAJORS[2]!] },
];

async function chooseMajor(page: Page, item: string) {
  await page.getByLabel('添加意向专业').click();
  await page.locator('.adm-check-list-item', { hasText: item }).click();
  // The choices are the plan's 招生专业: 计算机应用 is the school's but not the plan's.
  expect(
    await page.locator('.adm-check-list-item').filter({ visible: true, hasText: MAJORS[0]! }).count(),
  ).toBe(0);
  await page
    .locator('.adm-popup-body')
    .filter({ visible: true })
    .locator('.adm-button', { hasText: '确定' })
    .click();
}

async function register(page: Page, child: (typeof CHILDREN)[number]) {
  await page
    .getByRole('article', { name: PLAN })
    .getByRole('link', { name: '立即报名' })
    .click({ timeout: 20_000 });
  await page.getByLabel('学生姓名').fill(child.name);
  await page.getByLabel('证件号码').fill(child.idNumber);
  for (const m of child.wishes) await chooseMajor(page, m);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByText('请核对报名信息').waitFor();
  await page.getByRole('button', { name: '确认提交' }).click();
  await page.getByText('报名成功').waitFor({ timeout: 20_000 });
}

const chinaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);

describe('录取专业 and a held-back result, as their users meet them', () => {
  test(
    'designer 意向专业 → 录取 names the major → held back at 新生报到 → the letters name it',
    { retry: 0, timeout: 600_000 },
    async () => {
      const admin = school.admin;
      const now = Date.now();

      // 学校设置 › 专业.
      await menu(admin, '学校设置');
      const majors = admin.getByRole('form', { name: '专业' });
      for (const [i, m] of MAJORS.entries()) {
        await majors.getByRole('button', { name: '添加专业' }).click();
        await majors.getByLabel(`专业 ${i + 1} 名称`).fill(m);
      }
      await majors.getByRole('button', { name: '保存专业' }).click();
      await majors.getByRole('status').getByText('专业已保存').waitFor();
      // 开放报到 (学校设置 › 开关) and 报到设置's window, so that only the publication time holds anyone back.
      const switches = admin.getByRole('form', { name: '开关' });
      await switches.getByRole('checkbox', { name: /开放报到/ }).check();
      await switches.getByRole('button', { name: '保存开关' }).click();
      await switches.getByRole('status').getByText('开关已保存').waitFor();
      await menu(admin, '报到设置');
      const reportWindow = admin.getByRole('form', { name: '报到时间' });
      await reportWindow.getByLabel('报到开始日期').fill(chinaDay(now));
      await reportWindow.getByLabel('报到结束日期').fill(chinaDay(now + 7 * DAY));
      await reportWindow.getByRole('button', { name: '保存报到时间' }).click();
      await reportWindow.getByRole('status').getByText('报到时间已保存').waitFor();

      // 报名表设计: the 意向专业 kind (its choices are the plan's 招生专业), required.
      await newForm(admin, FORM);
      await admin.getByLabel('题型').selectOption({ label: '意向专业' });
      await admin.getByRole('button', { name: '添加字段' }).click();
      const field = admin.getByRole('group', { name: '字段设置：意向专业' });
      await field.getByText('选项为招生计划勾选的招生专业').waitFor();
      await field.getByRole('checkbox', { name: /必填/ }).check();
      await publishFirstVersion(admin);

      // 招生计划: 机电技术应用 and 会计事务 (not 计算机应用); no fee; open until tomorrow, results the day after.
      const planForm = await newPlan(admin, { name: PLAN, closes: 1, results: 2 });
      for (const m of MAJORS.slice(1)) await planForm.getByRole('checkbox', { name: m }).check();
      await planForm.getByRole('button', { name: '保存' }).click();
      await admin
        .getByText(`已保存：${PLAN}`)
        .waitFor({ timeout: 10_000 })
        .catch(async (e: unknown) => {
          await shot(admin, 'truth-plan-failed');
          throw new Error(`${String(e)}\n${await planForm.innerText()}`);
        });

      // Two parents register; the form offers exactly the plan's majors.
      const parents: Page[] = [];
      for (const [i, child] of CHILDREN.entries()) {
        const p = await wechatParent(school, `truth-${school.tag}-${i}`, '/orientation/enrollment/index');
        await register(p, child);
        parents.push(p);
      }

      // 报名审核: both approved.
      await menu(admin, '报名审核');
      for (const c of CHILDREN) await admin.getByRole('checkbox', { name: `选择${c.name}` }).check();
      await admin.getByRole('button', { name: '批量通过（已选 2 条）' }).click();
      const bulk = admin.getByRole('dialog', { name: '批量通过' });
      await bulk.getByRole('button', { name: '确认通过 2 人' }).click();
      await bulk.getByText('完成：已通过 2 / 2').waitFor({ timeout: 30_000 });
      await bulk.getByRole('button', { name: '关闭' }).click();

      // 录取管理 at 1280 px: a table with 录取专业.
      await menu(admin, '录取管理');
      const table = admin.getByRole('table', { name: '录取列表' });
      await table.getByRole('columnheader', { name: '录取专业' }).waitFor();
      const admit = async (name: string, choose: string | null, expected: string) => {
        await admitRow(admin, name).getByRole('button', { name: '录取', exact: true }).click();
        const dialog = admin.getByRole('dialog', { name: '确认录取' });
        const pick = dialog.getByLabel('录取专业');
        // The dialog starts on the first 意向专业 the plan offers.
        expect(await pick.locator('option:checked').textContent()).toBe(MAJORS[2]);
        if (choose) await pick.selectOption({ label: choose });
        await dialog.getByRole('button', { name: '确认录取' }).click();
        await admin
          .getByRole('status')
          .filter({ hasText: `已录取：${name}` })
          .waitFor();
        await admitRow(admin, name).getByRole('cell', { name: expected, exact: true }).waitFor();
      };
      await admit(CHILDREN[0]!.name, null, MAJORS[2]!);
      await admit(CHILDREN[1]!.name, MAJORS[1]!, MAJORS[1]!);
      await shot(admin, 'truth-admissions-table');

      // 从录取生成: both generated, each said to be held back until the publication time.
      await menu(admin, '新生名单');
      await admin.getByRole('button', { name: '从录取生成' }).click();
      await admin.getByRole('checkbox', { name: PLAN }).check();
      await admin.getByRole('button', { name: '预览生成结果' }).click();
      const preview = admin.getByRole('list', { name: '预览列表' });
      for (const c of CHILDREN) {
        const item = preview.getByRole('listitem').filter({ hasText: c.name });
        await item.getByText('新增').waitFor();
        await item.getByText(/录取结果将于 .+ 公布/).waitFor();
      }
      await admin.getByRole('button', { name: '确认生成' }).click();
      await admin.getByRole('heading', { name: /已生成：新增 2 人/ }).waitFor();

      // 新生报到 before the time: 待公布, not 已录取 with the major.
      const student = await wechatParent(school, `truth-${school.tag}-s`, '/orientation/homepage/checkin');
      const reportIn = async () => {
        await student.getByLabel('姓名').filter({ visible: true }).fill(CHILDREN[1]!.name);
        await student.getByLabel('身份证号').filter({ visible: true }).fill(CHILDREN[1]!.idNumber);
        await student.getByRole('button', { name: /立即报到/ }).click();
      };
      await reportIn();
      await student
        .getByText(/录取结果将于 .+ 公布（待公布）/)
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await student.getByText('欢迎你').count()).toBe(0);
      await shot(student, 'truth-checkin-held');

      // The server's clock passes the publication time.
      await school.advanceClock(3 * DAY);

      // The parents' 录取查询: each letter names the 录取专业 chosen in 录取.
      for (const [i, c] of CHILDREN.entries()) {
        const p = parents[i]!;
        await p.goto(
          `${school.url}${SPA_PATH}?tenantId=${school.tenantId}&orgId=${school.orgId}#/orientation/homepage/result`,
        );
        await p.getByLabel('姓名').filter({ visible: true }).fill(c.name);
        await p.getByLabel('身份证号').filter({ visible: true }).fill(c.idNumber);
        await p.getByRole('button', { name: '查询' }).click();
        await p.getByText(`录取专业：${i === 0 ? MAJORS[2] : MAJORS[1]}`).waitFor({ timeout: 20_000 });
        expect(await p.getByText('待定').count()).toBe(0);
      }
      await shot(parents[1]!, 'truth-letter-chosen');

      // 新生报到 after the time: welcomed, 已录取, the major chosen.
      await student.reload();
      await reportIn();
      await student.getByText(`${CHILDREN[1]!.name}，欢迎你`).waitFor({ timeout: 20_000 });
      await student.getByText(/录取状态：已录取/).waitFor();
      await student.getByRole('region', { name: '我的录取信息' }).getByText(MAJORS[1]!).waitFor();
    },
  );
});
