import * as D from '@contract/desk';
import { sql } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rows } from '../server/helpers/rows';
import { smallTargets } from './floor';
import { DEMO, launchBrowser, SPA_PATH } from './harness';
import { ownServer, type OwnServer } from './own-server';

/**
 * Issue 34 item 19 at the desk, on a server of its own: 缴费核验 is disabled with its reason until
 * 报到; 报到 is done and undone (撤销报到, audited, the arrival cleared, the board counts it no more);
 * a photo not yet approved is shown marked 待审核. A 报到老师 on a phone (375 px).
 */
const A = DEMO.A;
const STUDENT = A.students[1]!; // 已登记, no photo, not arrived
const PENDING = A.students[3]!; // photo uploaded, awaiting review

let server: OwnServer;
let context: BrowserContext | null = null;
const teacher = { phone: '13600000021', password: '', token: '' };

beforeAll(async () => {
  server = await ownServer('desk-undo');
  Object.assign(
    teacher,
    await server.staff({ orgId: A.orgId, role: 'checkin', name: '孙老师', phone: teacher.phone }),
  );
});
afterAll(async () => {
  await context?.close().catch(() => {});
  await server?.close();
});

const card = (page: Page, name: string) => page.getByRole('article', { name: `${name}的报到信息` });
const count = async (where: ReturnType<typeof sql>) =>
  (
    await rows<{ n: number }>(
      server.database.db,
      sql`SELECT count(*)::int AS n FROM desk_marks WHERE ${where}`,
    )
  )[0]!.n;
const arrivedAt = async (id: string) =>
  (
    await rows<{ arrived_at: unknown }>(
      server.database.db,
      sql`SELECT arrived_at FROM welcome_students WHERE id = ${id}`,
    )
  )[0]!.arrived_at;
async function board() {
  const r = await fetch(`${server.url}${D.board.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${teacher.token}` },
    body: '{}',
  });
  const b = ((await r.json()) as { data: { arrived: number; bySteps: { key: string; done: number }[] } })
    .data;
  return { arrived: b.arrived, arriveDone: b.bySteps.find((s) => s.key === 'arrive')!.done };
}

async function lookUp(page: Page, name: string) {
  await page.getByLabel('身份证号或姓名').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await card(page, name).waitFor();
}

describe('现场报到: order and undo', () => {
  test('缴费核验 waits for 报到; 报到 done and undone (撤销报到) on the phone, audited, the arrival and the board follow', async () => {
    context = await (
      await launchBrowser()
    ).newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    const page = await context.newPage();
    await page.goto(`${server.url}${SPA_PATH}staff.html?orgId=${A.orgId}`);
    const form = page.getByRole('form', { name: '登录' });
    await form.getByLabel('手机号').fill(teacher.phone);
    await form.getByLabel('密码').fill(teacher.password);
    await form.getByRole('button', { name: '登录' }).click();
    await page
      .getByRole('navigation', { name: '工作台菜单' })
      .getByRole('link', { name: '现场报到' })
      .click();
    await page.getByRole('heading', { name: '现场报到' }).waitFor();

    const start = await board();
    expect(start.arriveDone).toBe(start.arrived);
    await lookUp(page, STUDENT.name);
    const c = card(page, STUDENT.name);
    // Before 报到: 缴费核验 is disabled and says why.
    const fee = c.getByRole('button', { name: '办理缴费核验' });
    expect(await fee.isDisabled()).toBe(true);
    await c.getByText('请先办理报到，再办理缴费核验').waitFor();
    expect(await c.getByRole('button', { name: '办理领取物品' }).isDisabled()).toBe(true);

    // 报到 (no approved photo: the ID card is checked first).
    await c.getByText('已核验身份证').click();
    await c.getByRole('button', { name: '办理报到' }).click();
    await page.getByRole('status').filter({ hasText: '报到 已办理' }).waitFor();
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'arrive'`)).toBe(1);
    expect(await arrivedAt(STUDENT.welcomeId)).not.toBeNull();
    expect(await board()).toEqual({ arrived: start.arrived + 1, arriveDone: start.arrived + 1 });

    // 缴费核验 now; 撤销报到 waits until 缴费核验 is undone.
    await fee.click();
    await page.getByRole('status').filter({ hasText: '缴费核验 已办理' }).waitFor();
    expect(await c.getByRole('button', { name: '撤销报到' }).isDisabled()).toBe(true);
    // Every control of the card is a 44 px target on the phone.
    expect(await smallTargets(page, 'article button, article input, article label')).toEqual([]);
    await c.getByRole('button', { name: '撤销缴费核验' }).click();
    await page.getByRole('status').filter({ hasText: '缴费核验 已撤销' }).waitFor();
    await c.getByRole('button', { name: '撤销报到' }).click();
    await page.getByRole('status').filter({ hasText: '报到 已撤销' }).waitFor();

    // Undone where it matters: no mark, no arrival, the board back to where it was, two audit rows.
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId}`)).toBe(0);
    expect(await arrivedAt(STUDENT.welcomeId)).toBeNull();
    expect(await board()).toEqual(start);
    const audits = await rows<{ role: string; target: string; step: string }>(
      server.database.db,
      sql`SELECT role, target, details->>'step' AS step FROM audit_log WHERE action = 'desk.undo' ORDER BY id`,
    );
    expect(audits).toEqual([
      { role: 'checkin', target: STUDENT.welcomeId, step: 'fee' },
      { role: 'checkin', target: STUDENT.welcomeId, step: 'arrive' },
    ]);
    // The desk offers 报到 again, and 缴费核验 waits for it again.
    await c.getByRole('button', { name: '办理报到' }).waitFor();
    expect(await fee.isDisabled()).toBe(true);

    // A photo not yet approved is shown, marked 待审核; 报到 still needs the ID card.
    await lookUp(page, PENDING.name);
    const p = card(page, PENDING.name);
    await p.getByRole('img', { name: `${PENDING.name}的人脸照片（待审核）` }).waitFor();
    await p.getByText('待审核', { exact: true }).waitFor();
    expect(await p.getByRole('button', { name: '办理报到' }).isDisabled()).toBe(true);
  });
});
