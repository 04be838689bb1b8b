import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as D from '@contract/desk';
import { sql } from 'drizzle-orm';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rows } from '../server/helpers/rows';
import { CHROMIUM, DEMO, launchBrowser, SPA_PATH, wxCalls, shoot } from './harness';
import { ownServer, type OwnServer } from './own-server';
import { type Profile, PROFILES } from './profiles';

/**
 * Issue 16 end to end, on a server of its own (its database is read to compare counts): the student
 * opens the procedure page once, the service worker keeps the app, a full reload with no network
 * still shows the QR; desks are the staff app's 现场报到 screen in other browsers, driven as a teacher:
 * one scans the student's QR with Chromium's fake camera fed with it, another reads a screenshot
 * (从相册识别), one marks 20 steps offline and syncs, two race on one pass.
 */
const A = DEMO.A;
const STUDENT = A.students[5]!;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let server: OwnServer;
let database: OwnServer['database'];
let url = '';
let dataDir = '';
const contexts: BrowserContext[] = [];
const tokens: Record<'desk1' | 'desk2' | 'admin', string> = { desk1: '', desk2: '', admin: '' };
const logins: Record<'desk1' | 'desk2', { phone: string; password: string }> = {
  desk1: { phone: '', password: '' },
  desk2: { phone: '', password: '' },
};
let passToken = '';
let studentPage: Page;
let cameraBrowser: Browser | null = null;
const desks: Partial<Record<'desk1' | 'desk2', Page>> = {};
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
const noneDoubled = async () =>
  (
    await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT welcome_id, step FROM desk_marks GROUP BY 1, 2 HAVING count(*) > 1) d`,
    )
  )[0]!.n;

const staff = (role: 'admin' | 'checkin', name: string, phone: string) =>
  server.staff({ orgId: A.orgId, role, name, phone });

/**
 * The QR of `text` as a Y4M clip (640×480, two grey frames) for Chromium's fake camera
 * (--use-file-for-fake-video-capture loops it).
 */
function qrVideo(text: string, file: string) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const [W, H] = [640, 480];
  // Inside qr-scanner's default scan region (the central square, 2/3 of the shorter side).
  const scale = Math.floor(300 / (n + 8));
  const x0 = Math.floor((W - n * scale) / 2);
  const y0 = Math.floor((H - n * scale) / 2);
  const y = Buffer.alloc(W * H, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.modules.get(r, c))
        for (let dy = 0; dy < scale; dy++)
          y.fill(
            16,
            (y0 + r * scale + dy) * W + x0 + c * scale,
            (y0 + r * scale + dy) * W + x0 + (c + 1) * scale,
          );
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}

/** A teacher logs in to the staff app and opens 现场报到 (in a plain browser unless a host is given). */
async function openDesk(browser: Browser, who: 'desk1' | 'desk2', host?: Profile): Promise<Page> {
  const context = await browser.newContext(
    host?.context ?? { viewport: { width: 375, height: 740 }, locale: 'zh-CN' },
  );
  contexts.push(context);
  if (host?.init) await context.addInitScript(host.init.fn, host.init.arg);
  const page = await context.newPage();
  await page.goto(`${url}${SPA_PATH}staff.html?orgId=${A.orgId}#/desk`);
  const form = page.getByRole('form', { name: '登录' });
  await form.getByLabel('手机号').fill(logins[who].phone);
  await form.getByLabel('密码').fill(logins[who].password);
  await form.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: '现场报到' }).click();
  await page.getByRole('heading', { name: '现场报到' }).waitFor();
  if (!host) desks[who] = page;
  return page;
}

/** test-results/screens/desk-<name>.png */
async function screenshot(name: string, page: Page) {
  mkdirSync(join(ROOT, 'test-results/screens'), { recursive: true });
  await shoot(page, { path: join(ROOT, 'test-results/screens', `${name}.png`) });
}

const card = (page: Page, name: string) => page.getByRole('article', { name: `${name}的报到信息` });
const stepRow = (page: Page, name: string, step: string) =>
  card(page, name).getByRole('listitem').filter({ hasText: step });

/** 查询 by name; when several match, the one of that name is picked. */
async function lookUp(page: Page, name: string) {
  await page.getByLabel('身份证号或姓名').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const pick = page
    .getByRole('list', { name: '查询结果' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
  await Promise.race([card(page, name).waitFor(), pick.first().waitFor()]);
  if (!(await card(page, name).isVisible())) await pick.first().click();
  await card(page, name).waitFor();
}

beforeAll(async () => {
  server = await ownServer('checkin-day');
  ({ database, url, dataDir } = server);
  // The school's arrival window: from today to a week ahead (China calendar days).
  const day = (offset: number) =>
    new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  windowEnd = day(7);
  await database.db
    .execute(sql`UPDATE orgs SET settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{checkin}',
    coalesce(settings->'checkin', '{}'::jsonb) || ${JSON.stringify({ reportStart: day(0), reportEnd: windowEnd })}::jsonb)
    WHERE id = ${A.orgId}`);
  const d1 = await staff('checkin', '张老师', '13600000001');
  const d2 = await staff('checkin', '李老师', '13600000002');
  tokens.desk1 = d1.token;
  tokens.desk2 = d2.token;
  logins.desk1 = d1;
  logins.desk2 = d2;
  tokens.admin = (await staff('admin', '王主任', '13600000003')).token;
  // The school's desk steps: 报到 and five more (the offline batch below marks 4 students × 5 steps).
  const set = await api(
    D.setSteps.path,
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
  await cameraBrowser?.close();
  await server?.close();
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
    studentPage = page;
    const entry = `${url}${SPA_PATH}?orgId=${A.orgId}&tenantId=${A.tenantId}`;
    await page.goto(`${entry}#/orientation/homepage/checkin`);
    // Typed as soon as the entry shows (painted or the app's): the values carry over.
    await page.getByLabel('姓名').filter({ visible: true }).fill(STUDENT.name);
    await page.getByLabel('身份证号').filter({ visible: true }).fill(STUDENT.idNumber);
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

  test('a desk scans the pass with the camera and marks 报到; a second scan says it was already done, by whom and when', async () => {
    // The desk's Chromium, its fake camera showing the student's QR.
    const clip = join(dataDir, 'pass-qr.y4m');
    qrVideo(passToken, clip);
    cameraBrowser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${clip}`,
      ],
    });
    const desk = await openDesk(cameraBrowser, 'desk1');
    await desk.getByTestId('desk-net').filter({ hasText: '在线' }).waitFor();
    const logs: string[] = [];
    desk.on('console', (m) => logs.push(m.text()));
    desk.on('pageerror', (e) => logs.push(e.message));
    await desk.getByRole('button', { name: '扫码' }).click();
    await card(desk, STUDENT.name)
      .waitFor({ timeout: 30_000 })
      .catch(async (e: unknown) => {
        await screenshot('desk-scan-failed', desk);
        console.error('desk scan failed; page log:', logs.join('\n'), await desk.locator('body').innerText());
        throw e;
      });
    // No approved photo: 到校现场核验, 报到 waits for the ID card check.
    await expect.poll(() => card(desk, STUDENT.name).getByText('到校现场核验').isVisible()).toBe(true);
    expect(await card(desk, STUDENT.name).getByRole('button', { name: '办理报到' }).isDisabled()).toBe(true);
    await card(desk, STUDENT.name).getByText('已核验身份证').click();
    await card(desk, STUDENT.name).getByRole('button', { name: '办理报到' }).click();
    await desk.getByRole('status').filter({ hasText: '报到 已办理' }).waitFor();
    await screenshot('desk-marked-375', desk);
    // A phone of 320 px: nothing wider than the screen.
    await desk.setViewportSize({ width: 320, height: 700 });
    await screenshot('desk-marked-320', desk);
    expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await desk.setViewportSize({ width: 375, height: 740 });
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'arrive'`)).toBe(1);

    // The next scan of the same pass (a fresh scan): 报到 shows who did it and when.
    await desk.getByRole('button', { name: '扫码' }).click();
    await expect
      .poll(() => stepRow(desk, STUDENT.name, '报到').textContent(), { timeout: 30_000 })
      .toMatch(/已由 张老师 于 .+ 办理/);
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'arrive'`)).toBe(1);

    // Another desk with no camera reads a screenshot of the student's QR (从相册识别).
    const desk2 = await openDesk(await launchBrowser(), 'desk2');
    const shot = join(dataDir, 'pass-qr.png');
    await studentPage.getByTestId('pass-qr').screenshot({ path: shot });
    await desk2.getByLabel('从相册识别').setInputFiles(shot);
    await expect
      .poll(() => stepRow(desk2, STUDENT.name, '报到').textContent(), { timeout: 30_000 })
      .toMatch(/已由 张老师 于 .+ 办理/);
  });

  test('an offline desk verifies with the day list, marks 20 steps, survives a reload offline and syncs when back online: 20 on the server, none doubled', async () => {
    const desk = desks.desk2!;
    // The desk page registered the service worker (as the student's procedure page does).
    await desk.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 45_000 });
    await desk.getByRole('button', { name: '下载当日名单' }).click();
    await desk.getByTestId('desk-list').waitFor();
    const before = await count();
    await desk.context().setOffline(true);
    await desk.getByTestId('desk-net').filter({ hasText: '离线' }).waitFor();
    // The list knows the arrival marked above, offline too.
    await lookUp(desk, STUDENT.name);
    expect(await stepRow(desk, STUDENT.name, '报到').textContent()).toMatch(/已由 张老师 于 .+ 办理/);
    const steps = ['缴费核验', '领取物品', '宿舍入住', '领校园卡', '拍证件照'];
    // 报到 first (journeys/desk-steps.ts): a student not yet arrived is marked 报到 offline too (ID card checked).
    let arrivals = 0;
    for (const s of A.students.slice(0, 4)) {
      await lookUp(desk, s.name);
      const arrive = card(desk, s.name).getByRole('button', { name: '办理报到' });
      if (await arrive.count()) {
        expect(await card(desk, s.name).getByRole('button', { name: '办理缴费核验' }).isDisabled()).toBe(
          true,
        );
        await card(desk, s.name).getByText('已核验身份证').click();
        await arrive.click();
        await stepRow(desk, s.name, '报到')
          .getByText(/已记录|待同步/)
          .waitFor();
        arrivals++;
      }
      for (const step of steps) {
        await card(desk, s.name)
          .getByRole('button', { name: `办理${step}` })
          .click();
        await stepRow(desk, s.name, step)
          .getByText(/已记录|待同步/)
          .waitFor();
      }
    }
    const queued = 20 + arrivals;
    await expect.poll(() => desk.getByTestId('desk-queued').textContent()).toBe(`待同步 ${queued} 条`);
    expect(await count()).toBe(before);
    // A repeat on this device offline: already done here, not queued again.
    await lookUp(desk, A.students[0]!.name);
    expect(
      await stepRow(desk, A.students[0]!.name, '缴费核验')
        .getByRole('button', { name: '办理缴费核验' })
        .count(),
    ).toBe(0);
    await screenshot('desk-offline-375', desk);
    // The tab is reloaded with no network: the workspace comes back from the service worker with the
    // session, the day list and the 20 marks still queued.
    await desk.reload();
    await desk.getByRole('heading', { name: '现场报到' }).waitFor();
    await desk.getByTestId('desk-net').filter({ hasText: '离线' }).waitFor();
    await expect.poll(() => desk.getByTestId('desk-queued').textContent()).toBe(`待同步 ${queued} 条`);
    await lookUp(desk, A.students[1]!.name);
    expect(
      await stepRow(desk, A.students[1]!.name, '领取物品')
        .getByRole('button', { name: '办理领取物品' })
        .count(),
    ).toBe(0);

    await desk.context().setOffline(false);
    await desk.getByTestId('desk-net').filter({ hasText: '在线' }).waitFor();
    await expect
      .poll(() => desk.getByTestId('desk-queued').textContent(), { timeout: 20_000 })
      .toBe('待同步 0 条');
    const device = await desk.evaluate(() => localStorage.getItem('zs:desk-device') ?? '');
    expect((await count()) - before).toBe(queued);
    expect(await count(sql`offline AND device_id = ${device}`)).toBe(queued);
    // Synced: no step of the shown student still says 联网后自动同步.
    await expect.poll(() => desk.getByText(/联网后自动同步|（待同步）/).count(), { timeout: 10_000 }).toBe(0);
    expect(await noneDoubled()).toBe(0);
  });

  test('two desks racing on one pass leave one mark', async () => {
    const [a, b] = [desks.desk1!, desks.desk2!];
    await lookUp(a, STUDENT.name);
    await lookUp(b, STUDENT.name);
    await Promise.all([
      stepRow(a, STUDENT.name, '缴费核验').getByRole('button', { name: '办理缴费核验' }).click(),
      stepRow(b, STUDENT.name, '缴费核验').getByRole('button', { name: '办理缴费核验' }).click(),
    ]);
    const lines = await Promise.all(
      [a, b].map(async (p) => {
        await expect
          .poll(() =>
            stepRow(p, STUDENT.name, '缴费核验').getByRole('button', { name: '办理缴费核验' }).count(),
          )
          .toBe(0);
        return stepRow(p, STUDENT.name, '缴费核验').textContent();
      }),
    );
    expect(lines.filter((l) => /已办理/.test(l ?? ''))).toHaveLength(1);
    expect(lines.filter((l) => /已由 .+ 于 .+ 办理/.test(l ?? ''))).toHaveLength(1);
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'fee'`)).toBe(1);
    // Direct API calls racing too: still one.
    const answers = await Promise.all(
      [tokens.desk1, tokens.desk2, tokens.desk1].map((t, i) =>
        api(D.mark.path, { passToken, step: 'items', nonce: `e2e-race-${i}-${Date.now()}` }, t),
      ),
    );
    expect(answers.map((x) => x.data.result).sort()).toEqual(['already', 'already', 'marked']);
    expect(await count(sql`welcome_id = ${STUDENT.welcomeId} AND step = 'items'`)).toBe(1);
  });

  test('in WeChat the desk scans with wx.scanQRCode; in the mini-program the native scan page brings the code back', async () => {
    const already = /已由 张老师 于 .+ 办理/;
    // WeChat's scanner reads the student's pass (the WeChat double answers with it).
    const wechat = await openDesk(await launchBrowser(), 'desk1', PROFILES.wechat);
    await wechat.evaluate((t) => Object.assign(window, { __scanResult: t }), passToken);
    await wechat.getByRole('button', { name: '扫码' }).click();
    await expect
      .poll(() => stepRow(wechat, STUDENT.name, '报到').textContent(), { timeout: 30_000 })
      .toMatch(already);
    expect((await wxCalls(wechat)).map((c) => c.api)).toEqual(
      expect.arrayContaining(['preVerifyJSAPI', 'scanQRCode']),
    );

    // The mini-program: 扫码 opens its scan page, which loads the desk again with ?scanResult=.
    const mini = await openDesk(await launchBrowser(), 'desk2', PROFILES.miniapp);
    await mini.getByRole('button', { name: '扫码' }).click();
    const scanPage = async () =>
      String((await wxCalls(mini)).find((c) => c.api === 'miniProgram.navigateTo')?.url ?? '');
    await expect.poll(scanPage).toMatch(/^\/pages\/webView\/scanCode\?redirect=/);
    const redirect = new URLSearchParams((await scanPage()).split('?')[1]).get('redirect')!;
    expect(redirect).toBe(`${mini.url()}?scan=1`); // the desk route with a query of its own
    await mini.goto('about:blank');
    await mini.goto(`${redirect}&scanResult=${encodeURIComponent(passToken)}`);
    await expect
      .poll(() => stepRow(mini, STUDENT.name, '报到').textContent(), { timeout: 30_000 })
      .toMatch(already);
    expect(mini.url()).not.toContain('scanResult');
  });

  test('the arrivals board’s counts equal the database’s', async () => {
    const b = (await api(D.board.path, {}, tokens.admin)).data;
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
    // 报到's count is the board's 已到校 (a 报到 mark or an arrival by another path, e.g. the demo's).
    for (const s of steps)
      expect(b.bySteps.find((x: { key: string }) => x.key === s.step).done).toBe(
        s.step === 'arrive' ? db!.arrived : s.n,
      );
    expect(b.bySteps.find((x: { key: string }) => x.key === 'arrive').done).toBe(b.arrived);
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
