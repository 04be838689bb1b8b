import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deskPaths } from '@contract/api/desk';
import {
  addMark,
  type DayListPayload,
  emptyQueue,
  mergeResults,
  nextBatch,
  verifyDayList,
} from '@domain/checkin-desk';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/src/app';
import { DEFAULT_CONFIG } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { rows } from '../../server/src/db/rows';
import { diskStorage } from '../../server/src/files/storage';
import { dbRateStore } from '../../server/src/http/rate';
import { createStaff } from '../../server/src/modules/staff/accounts';
import { seedDemo } from '../../server/src/seed';
import { DEMO, launchBrowser, SPA_PATH } from './harness';
import { PROFILES } from './profiles';

/**
 * Issue 16 end to end, on a server of its own (its database is read to compare counts): the student
 * opens the procedure page once, the service worker keeps the app, a full reload with no network
 * still shows the QR; desks (the staff API) mark steps once, sync an offline batch and race.
 */
const A = DEMO.A;
const STUDENT = A.students[5]!;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof openDatabase>>;
let url = '';
let dataDir = '';
const contexts: BrowserContext[] = [];
const tokens: Record<'desk1' | 'desk2' | 'admin', string> = { desk1: '', desk2: '', admin: '' };
let passToken = '';
let windowEnd = '';

const api = async (path: string, body: object, token: string) => {
  const r = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const count = async (where = sql`TRUE`) =>
  (await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM desk_marks WHERE ${where}`))[0]!
    .n;
let seq = 0;
const nonce = () => `e2e-${Date.now().toString(36)}-${seq++}`;

async function staff(role: 'admin' | 'checkin', name: string, phone: string): Promise<string> {
  const { id, password } = await createStaff(database.db, { orgId: A.orgId, name, phone, role });
  await database.db.execute(sql`UPDATE staff_accounts SET must_change = false WHERE id = ${id}`);
  const r = await fetch(`${url}/staff-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orgId: A.orgId, phone, password }),
  });
  return ((await r.json()) as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'zs-checkin-day-'));
  database = await openDatabase({ dataDir: join(dataDir, 'pg') });
  await migrate(database.db);
  const storage = diskStorage(join(dataDir, 'files'));
  await seedDemo(database.db, storage);
  app = await buildApp(
    {
      db: database.db,
      storage,
      config: {
        ...DEFAULT_CONFIG,
        secret: 'checkin-day-e2e-signing-key-0123456789abcdef',
        distDir: join(ROOT, 'dist'),
      },
      rate: dbRateStore(database.db),
      now: () => new Date(),
    },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  // The school's arrival window: from today to a week ahead (China calendar days).
  const day = (offset: number) =>
    new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  windowEnd = day(7);
  await database.db
    .execute(sql`UPDATE orgs SET settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{checkin}',
    coalesce(settings->'checkin', '{}'::jsonb) || ${JSON.stringify({ reportStart: day(0), reportEnd: windowEnd })}::jsonb)
    WHERE id = ${A.orgId}`);
  tokens.desk1 = await staff('checkin', '张老师', '13600000001');
  tokens.desk2 = await staff('checkin', '李老师', '13600000002');
  tokens.admin = await staff('admin', '王主任', '13600000003');
  // The school's desk steps: 报到 and five more (the offline batch below marks 4 students × 5 steps).
  const set = await api(
    deskPaths.setSteps,
    {
      steps: [
        { key: 'arrive', name: '报到' },
        { key: 'fee', name: '缴费核验' },
        { key: 'items', name: '领取物品' },
        { key: 'dorm', name: '宿舍入住' },
        { key: 'card', name: '领校园卡' },
        { key: 'photo', name: '拍证件照' },
      ],
    },
    tokens.admin,
  );
  expect(set.code).toBe(0);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const route = (page: Page, path: string) =>
  page.waitForFunction((p) => location.hash.split('?')[0] === `#${p}`, path);

describe('check-in day', () => {
  test('the student opens the procedure page once; offline, a full reload still shows the QR and when it was saved', async () => {
    const p = PROFILES.browser;
    const context = await (await launchBrowser()).newContext({ ...p.context, serviceWorkers: 'allow' });
    contexts.push(context);
    if (p.init) await context.addInitScript(p.init.fn, p.init.arg);
    const page = await context.newPage();
    const entry = `${url}${SPA_PATH}?orgId=${A.orgId}&tenantId=${A.tenantId}`;
    await page.goto(`${entry}#/orientation/homepage/checkin`);
    await page.getByLabel('姓名').fill(STUDENT.name);
    await page.getByLabel('身份证号').fill(STUDENT.idNumber);
    await page.getByRole('button', { name: /立即报到/ }).click();
    await route(page, '/orientation/checkin/index');
    await page.evaluate(() => (location.hash = '/orientation/checkin/procedure'));
    await route(page, '/orientation/checkin/procedure');
    await page.getByTestId('pass-qr').waitFor();
    // Valid to the end of the school's arrival window, not the end of today.
    const [, month, date] = windowEnd.split('-').map(Number);
    await expect
      .poll(() => page.getByTestId('pass-expiry').textContent())
      .toMatch(new RegExp(`有效期至 (\\d{4}年)?${month}月${date}日 23:59`));
    passToken = await page.evaluate(
      (w) => JSON.parse(localStorage.getItem(`checkinPass:${w}`) ?? '{}').process?.passToken ?? '',
      STUDENT.welcomeId,
    );
    expect(passToken).toMatch(/^[\w-]+\.[\w-]+$/);
    // The worker registers after load, precaches the shell and the start-up answers, then takes the page.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 45_000 });

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('pass-qr').waitFor({ timeout: 30_000 });
    await page.getByText(/当前网络不可用/).waitFor();
    expect(await page.getByTestId('pass-saved').textContent()).toMatch(
      /^保存于 \d{1,2}月\d{1,2}日 \d{2}:\d{2}$/,
    );
    // Really offline: a call the worker does not keep fails.
    expect(
      await page.evaluate(() =>
        fetch('/sc-mobile-api/not-kept', { method: 'POST' }).then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    await context.setOffline(false);
  });

  test('a desk scans the pass and marks 报到; a second scan says it was already done, by whom and when', async () => {
    const scan = await api(deskPaths.scan, { passToken }, tokens.desk1);
    expect(scan.data).toMatchObject({ welcomeId: STUDENT.welcomeId, name: STUDENT.name });
    // No approved photo yet: 报到 needs the ID card checked at the desk.
    const refused = await api(deskPaths.mark, { passToken, step: 'arrive', nonce: nonce() }, tokens.desk1);
    expect(refused.msg).toBe('请先核验学生身份证再办理报到');
    const first = await api(
      deskPaths.mark,
      { passToken, step: 'arrive', nonce: nonce(), idCardChecked: true },
      tokens.desk1,
    );
    expect(first.data).toMatchObject({ result: 'marked', by: '张老师' });
    const second = await api(
      deskPaths.mark,
      { passToken, step: 'arrive', nonce: nonce(), idCardChecked: true },
      tokens.desk2,
    );
    expect(second.data.result).toBe('already');
    expect(second.data.message).toMatch(/^已由 张老师 于 .+ 办理$/);
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'arrive'`)).toBe(1);
  });

  test('an offline desk verifies passes with the public key, marks 20 and syncs: 20 on the server, none doubled', async () => {
    const key = (await api(deskPaths.publicKey, {}, tokens.desk2)).data;
    const list = (await api(deskPaths.dayList, {}, tokens.desk2)).data;
    const payload = (await verifyDayList(list, key)) as DayListPayload;
    expect(payload).not.toBeNull();
    // The list already knows the arrival marked above.
    let q = emptyQueue(payload);
    const repeat = addMark(
      q,
      { nonce: nonce(), welcomeId: STUDENT.welcomeId, step: 'arrive', at: Date.now(), idCardChecked: true },
      '李老师',
    );
    expect(repeat).toMatchObject({ added: false, done: { by: '张老师' } });
    const students = A.students.slice(0, 4).map((s) => s.welcomeId);
    for (const w of students)
      for (const step of ['fee', 'items', 'dorm', 'card', 'photo']) {
        const r = addMark(
          q,
          { nonce: nonce(), welcomeId: w, step, at: Date.now(), idCardChecked: false },
          '李老师',
        );
        expect(r.added).toBe(true);
        q = r.queue;
      }
    const batch = nextBatch(q, 500);
    expect(batch).toHaveLength(20);
    const before = await count();
    // The first answer is lost on the way back: the same batch is sent again.
    await api(deskPaths.sync, { deviceId: 'pad-7', marks: batch }, tokens.desk2);
    const again = await api(deskPaths.sync, { deviceId: 'pad-7', marks: batch }, tokens.desk2);
    expect(again.data.results.map((r: { result: string }) => r.result)).toEqual(Array(20).fill('duplicate'));
    q = mergeResults(q, again.data.results);
    expect(q.pending).toEqual([]);
    expect(q.conflicts).toEqual([]);
    expect((await count()) - before).toBe(20);
    expect(await count(sql`offline AND device_id = 'pad-7'`)).toBe(20);
    const [doubled] = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT welcome_id, step FROM desk_marks GROUP BY 1, 2 HAVING count(*) > 1) d`,
    );
    expect(doubled!.n).toBe(0);
  });

  test('two desks racing on one pass leave one mark', async () => {
    const answers = await Promise.all(
      [tokens.desk1, tokens.desk2, tokens.desk1, tokens.desk2].map((t) =>
        api(deskPaths.mark, { passToken, step: 'fee', nonce: nonce() }, t),
      ),
    );
    expect(answers.map((a) => a.data.result).sort()).toEqual(['already', 'already', 'already', 'marked']);
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'fee'`)).toBe(1);
  });

  test('the arrivals board’s counts equal the database’s', async () => {
    const b = (await api(deskPaths.board, {}, tokens.admin)).data;
    const [db] = await rows<{ total: number; arrived: number }>(
      database.db,
      sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE arrived_at IS NOT NULL)::int AS arrived
        FROM welcome_students WHERE org_id = ${A.orgId}`,
    );
    expect([b.total, b.arrived]).toEqual([db!.total, db!.arrived]);
    const steps = await rows<{ step: string; n: number }>(
      database.db,
      sql`SELECT step, count(*)::int AS n FROM desk_marks WHERE org_id = ${A.orgId} GROUP BY step`,
    );
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) expect(b.bySteps.find((x: { key: string }) => x.key === s.step).done).toBe(s.n);
    const classes = await rows<{ class_name: string; total: number; arrived: number }>(
      database.db,
      sql`SELECT class_name, count(*)::int AS total, count(*) FILTER (WHERE arrived_at IS NOT NULL)::int AS arrived
        FROM welcome_students WHERE org_id = ${A.orgId} GROUP BY class_name`,
    );
    for (const c of classes)
      expect(b.byClass.find((x: { key: string }) => x.key === c.class_name)).toMatchObject({
        total: c.total,
        arrived: c.arrived,
      });
    expect(b.notArrived).toHaveLength(db!.total - db!.arrived);
  });
});
