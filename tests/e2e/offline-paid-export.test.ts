import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { newForm, newPlan, publishFirstVersion, registerOnPlanList } from './setup-steps';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 34 item 8, as the school meets it, from an empty database: a parent registers on their phone for a
 * plan with a fee and does not pay online; the 招生办 marks the fee paid offline on 缴费订单 (线下已缴, with a
 * reason); the orders list and the Excel of 数据导出 then carry its 支付时间 — in China time, the moment of
 * marking (it used to be empty).
 */
const PLAN = '2027年秋季招生（线下缴费）';
const CHILD = { name: '周小现', idNumber: `33010220110202345${idCheckDigit('33010220110202345')}` };
const MINUTE = 60_000;

let school: ZeroSchool;
beforeAll(async () => {
  school = await startZeroSchool('offpay');
}, 120_000);
afterAll(async () => {
  await school?.close();
});

/** A China-time 'YYYY-MM-DD HH:mm' (as the export and the list write it) as an instant. */
const fromChinaTime = (s: string) => new Date(`${s.trim().replace(' ', 'T')}:00+08:00`);

describe('线下已缴 records when the fee was paid', () => {
  test(
    'the orders export names the moment of marking as 支付时间, in China time',
    { retry: 0, timeout: 300_000 },
    async () => {
      const admin = school.admin;

      // A form and a plan with a fee paid at registration.
      await newForm(admin, '线下缴费报名表');
      await publishFirstVersion(admin);
      const plan = await newPlan(admin, { name: PLAN, fee: 50 });
      await plan.getByLabel('缴费时机').selectOption({ label: '报名时缴费' });
      await plan.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();

      // A parent in WeChat registers; the fee is left for the school to take in person.
      const parent = await wechatParent(school, `offpay-${school.tag}`, '/orientation/enrollment/index');
      const card = parent.getByRole('article', { name: PLAN });
      await registerOnPlanList(parent, PLAN, CHILD);
      await parent.getByRole('button', { name: '查看进度' }).click();
      await card.getByRole('button', { name: '去缴费' }).waitFor({ timeout: 20_000 });

      // 缴费订单: the unpaid order has no 支付时间 yet; 线下已缴 asks whose, how much and why.
      await menu(admin, '缴费订单');
      const orders = admin.getByRole('table', { name: '订单列表' });
      const row = orders.getByRole('row', { name: CHILD.name });
      await row.getByRole('button', { name: `${CHILD.name}线下已缴` }).waitFor({ timeout: 20_000 });
      await expect.poll(() => row.getByRole('cell').allInnerTexts()).toContain('—');
      await row.getByRole('button', { name: `${CHILD.name}线下已缴` }).click();
      const dialog = admin.getByRole('dialog', { name: `确认${CHILD.name}已线下缴费 ¥50.00` });
      await dialog.getByText(`${CHILD.name} · ${PLAN}`, { exact: false }).waitFor();
      const confirm = dialog.getByRole('button', { name: '确认已缴' });
      // 确认已缴 only with a reason.
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByLabel('原因').fill('现场交现金 50 元，财务已收');
      const before = Date.now();
      await confirm.click();
      await admin.getByRole('status').getByText('已标记为线下缴费').waitFor();
      const after = Date.now();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('已缴费').waitFor();
      await shot(admin, 'offline-paid-orders');

      // The list, opened again, shows the 支付时间 the server kept (China time, the minute of marking).
      await menu(admin, '数据导出');
      await menu(admin, '缴费订单');
      const stamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
      const listedTime = async () =>
        (await row.getByRole('cell').allInnerTexts()).find((t) => stamp.test(t.trim()));
      await expect.poll(listedTime, { timeout: 20_000 }).toBeTruthy();
      const listed = (await listedTime())!.trim();

      // 数据导出 → 导出Excel: the row of the child has the 支付时间, in China time, at the moment of marking.
      await menu(admin, '数据导出');
      await admin.getByLabel('招生计划').selectOption({ label: PLAN });
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: '导出Excel' }).click(),
      ]);
      await admin
        .getByRole('status')
        .getByText(/已导出/)
        .waitFor();
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(await download.path());
      const ws = wb.worksheets[0]!;
      const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
      const cell = (r: unknown[], label: string) => String(r[header.indexOf(label) + 1] ?? '');
      expect(header).toContain('支付时间');
      const rows = Array.from({ length: ws.rowCount - 1 }, (_, i) => ws.getRow(i + 2).values as unknown[]);
      const mine = rows.find((r) => r.map(String).includes(CHILD.name));
      expect(mine, `a row of ${CHILD.name} in ${header.join(',')}`).toBeTruthy();
      expect(cell(mine!, '缴费状态')).toBe('已缴费');
      const paidAt = cell(mine!, '支付时间');
      expect(paidAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // Written in China time: the minute of marking (UTC+8), within a few minutes of the tap.
      const at = fromChinaTime(paidAt).getTime();
      expect(at).toBeGreaterThanOrEqual(before - 3 * MINUTE);
      expect(at).toBeLessThanOrEqual(after + 3 * MINUTE);
      // The same minute the list shows.
      expect(listed).toBe(paidAt);
    },
  );
});
