import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import * as D from '@contract/desk';
import { idCheckDigit } from '@domain/identity/id-number';
import { ROSTER_COLUMNS } from '@domain/roster/columns';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { admissionsIds, demoApplicants } from '../../server/src/seed/admissions';
import { rows } from '../server/helpers/rows';
import { DEMO, launchBrowser, newPage, SPA_PATH, settled, shoot } from './harness';
import { ownServer, type OwnServer } from './own-server';

/**
 * Issue 27 (新生名单) end to end on a server of its own: the school's administrator generates the
 * roster from an admitted registration, imports an xlsx with one bad row (sees the error by row and
 * column, nothing written), fixes it and imports; the generated student then reports in on the
 * student app and is found. Screens at 1280 and 375 px pass axe.
 */
const A = DEMO.A;
const SHOTS = 'test-results/screens';
const admitted = demoApplicants(A.tenantId).find((a) => a.key === 'admitted')!;
const admin = { phone: '13600000021', password: '' };

let server: OwnServer;
let context: BrowserContext | null = null;

const id17 = (n: number) => `3201022009051${n}0${String(n).padStart(2, '0')}`;
const idOf = (n: number) => id17(n) + idCheckDigit(id17(n));
const wrongId = (n: number) => id17(n) + (idCheckDigit(id17(n)) === '0' ? '1' : '0');

async function xlsx(list: { name: string; idNumber: string }[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('新生名单');
  ws.addRow(ROSTER_COLUMNS.map((c) => (c.required ? `${c.label}*` : c.label)));
  for (const s of list)
    ws.addRow(
      ROSTER_COLUMNS.map((c) =>
        c.key === 'name'
          ? s.name
          : c.key === 'idNumber'
            ? s.idNumber
            : c.key === 'major'
              ? A.majors[1]!.name
              : c.key === 'phone'
                ? '13700001111'
                : c.key === 'className'
                  ? '导入一班'
                  : '',
      ),
    );
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Controls of the page (not the shell) whose target is under 44×44 px; a checkbox counts with its label. */
function smallTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main button, main a[href], main input, main select, main textarea')]
      .map((el) => {
        const target = el instanceof HTMLInputElement && el.closest('label') ? el.closest('label')! : el;
        return { el, r: target.getBoundingClientRect() };
      })
      .filter(({ r }) => r.width > 0 && r.height > 0)
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ el, r }) => `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 12)}" ${r.width}x${r.height}`,
      ),
  );
}

async function check(page: Page, name: string) {
  const problems: string[] = [];
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 740 });
    await settled(page);
    await shoot(page, { path: join(SHOTS, `roster-${name}-${width}.png`), fullPage: true });
    const axe = await new AxeBuilder({ page }).analyze();
    for (const v of axe.violations)
      problems.push(
        `${name} ${width} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
    const over = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (over > 0) problems.push(`${name} ${width} overflows by ${over}px`);
    for (const c of await smallTargets(page)) problems.push(`${name} ${width} small target ${c}`);
  }
  return problems;
}

const countOf = async () =>
  (
    await rows<{ n: number }>(
      server.database.db,
      sql`SELECT count(*)::int AS n FROM welcome_students WHERE org_id = ${A.orgId}`,
    )
  )[0]!.n;

beforeAll(async () => {
  server = await ownServer('roster');
  admin.password = (
    await server.staff({ orgId: A.orgId, role: 'admin', name: '孙主任', phone: admin.phone })
  ).password;
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await server?.close();
});

describe('新生名单', () => {
  test(
    'generate from admissions, import with a bad row then fixed, the generated student reports in',
    { timeout: 240_000 },
    async () => {
      const [plan] = await rows<{ name: string }>(
        server.database.db,
        sql`SELECT name FROM plans WHERE id = ${admissionsIds(A.tenantId).plans.open}`,
      );
      context = await (
        await launchBrowser()
      ).newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        serviceWorkers: 'block',
        acceptDownloads: true,
      });
      const page = await context.newPage();
      await page.goto(`${server.url}${SPA_PATH}staff.html?orgId=${A.orgId}`);
      const form = page.getByRole('form', { name: '登录' });
      await form.getByLabel('手机号').fill(admin.phone);
      await form.getByLabel('密码').fill(admin.password);
      await form.getByRole('button', { name: '登录' }).click();
      await page
        .getByRole('navigation', { name: '工作台菜单' })
        .getByRole('link', { name: '新生名单' })
        .click();
      await page.getByRole('heading', { name: '新生名单' }).waitFor();
      const n0 = await countOf();
      await page.getByText(`共 ${n0} 人`).waitFor();
      const problems = await check(page, 'list');
      await page.setViewportSize({ width: 1280, height: 900 });

      // 从录取生成: choose the plan, the dry run lists the admitted student, confirm.
      await page.getByRole('button', { name: '从录取生成' }).click();
      await page.getByRole('checkbox', { name: plan!.name }).check();
      await page.getByRole('button', { name: '预览生成结果' }).click();
      const preview = page.getByRole('list', { name: '预览列表' });
      await preview.getByRole('listitem').filter({ hasText: admitted.name }).getByText('新增').waitFor();
      expect(await countOf()).toBe(n0);
      problems.push(...(await check(page, 'generate-preview')));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: '确认生成' }).click();
      await page.getByRole('heading', { name: /已生成：新增 1 人/ }).waitFor();
      expect(await countOf()).toBe(n0 + 1);
      await page.getByRole('button', { name: '查看新生名单' }).click();
      await page.getByText(`共 ${n0 + 1} 人`).waitFor();

      // 导入名单: the template downloads; a file with one bad row shows its error and writes nothing.
      await page.getByRole('button', { name: '导入名单' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '下载模板' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('新生名单导入模板.xlsx');
      const students = [
        { name: '钱多多', idNumber: idOf(1) },
        { name: '孔令辉', idNumber: wrongId(2) },
      ];
      const input = page.getByLabel(/选择 Excel 文件/);
      await input.setInputFiles({
        name: '新生名单.xlsx',
        mimeType: 'application/octet-stream',
        buffer: await xlsx(students),
      });
      const errors = page.getByRole('table', { name: '错误列表' });
      await errors.waitFor();
      expect(await errors.locator('tbody tr').allTextContents()).toEqual([
        '第 3 行身份证号身份证号校验位不正确',
      ]);
      expect(await page.getByRole('button', { name: '确认导入' }).isDisabled()).toBe(true);
      problems.push(...(await check(page, 'import-errors')));
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await countOf()).toBe(n0 + 1);

      // Fixed and imported.
      students[1]!.idNumber = idOf(2);
      await input.setInputFiles({
        name: '新生名单.xlsx',
        mimeType: 'application/octet-stream',
        buffer: await xlsx(students),
      });
      await page.getByText('共 2 行：新增 2 人，更新 0 人，无变化 0 人').waitFor();
      await page.getByRole('button', { name: '确认导入' }).click();
      await page.getByRole('heading', { name: '4. 导入完成' }).waitFor();
      expect(await countOf()).toBe(n0 + 3);
      await page.getByRole('button', { name: '查看新生名单' }).click();
      await page.getByRole('searchbox').fill('孔令辉');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      // 孔令辉's row, in his class: until the search answers, the table still lists 钱多多 (导入一班) too.
      await page
        .getByRole('table', { name: '新生名单表' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '孔令辉' }) })
        .getByRole('cell', { name: '导入一班' })
        .waitFor();

      // The board counts the same records as SQL.
      const token = await page.evaluate(() => localStorage.getItem('zs:staff-token'));
      const board = (await (
        await fetch(`${server.url}${D.board.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        })
      ).json()) as { data: { total: number } };
      expect(board.data.total).toBe(await countOf());

      // The generated student reports in on the student app and is found.
      const student = await newPage('browser');
      await student.goto(
        `${server.url}${SPA_PATH}?orgId=${A.orgId}&tenantId=${A.tenantId}#/orientation/homepage/checkin`,
      );
      // Typed as soon as the entry shows (painted or the app's): the values carry over.
      await student.getByLabel('姓名').filter({ visible: true }).fill(admitted.name);
      await student.getByLabel('身份证号').filter({ visible: true }).fill(admitted.idNumber);
      await student.getByRole('button', { name: /立即报到/ }).click();
      await student.getByRole('list', { name: '报到进度' }).waitFor();
      const [row] = await rows<{ reported: boolean }>(
        server.database.db,
        sql`SELECT reported_at IS NOT NULL AS reported FROM welcome_students WHERE id_number = ${admitted.idNumber}`,
      );
      expect(row).toEqual({ reported: true });
      await student.context().close();

      expect(problems).toEqual([]);
    },
  );
});
