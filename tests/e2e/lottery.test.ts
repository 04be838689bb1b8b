import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { idCheckDigit } from '@domain/identity/id-number';
import { newPage, shoot, SPA_PATH } from './harness';
import { menu, shot, startZeroSchool, wechatParent, type ZeroSchool } from './zero-school';

/**
 * Issue 37 "Must show" (server, domain and parent path): from an empty database, a 报名后摇号 plan of
 * 10 places in two priority groups set in the plan editor; a parent sees that the plan is a lottery
 * before starting and registers on screen, 29 more register as the form sends it (more than the
 * places: every one accepted); the window closes (the server's test clock); on the 摇号 screen the
 * teacher publishes the commitment and runs the draw by taps, with the observer named, and reads the
 * result; this test recomputes the order from the revealed seed with its own code (node:crypto, not
 * the product's) and finds the published one; anyone (no login, a phone) opens 摇号公示 and reads
 * 验证通过, recomputed in the browser; the parent reads 已中签 or 未中签（候补第 N 位） on 我的报名; three
 * admitted decline and the next three on the waitlist are offered the places, which the 摇号 screen
 * shows with their deadlines; the draw cannot run again.
 */
const FORM = '摇号报名表';
const PLAN = '2027年秋季摇号招生';
const H = 3600_000;
let school: ZeroSchool;

beforeAll(async () => {
  school = await startZeroSchool('lottery', { testClock: true });
}, 120_000);
afterAll(async () => {
  await school?.close();
});

const idNumber = (n: number) => {
  const first17 = `3301022011${String((n % 12) + 1).padStart(2, '0')}${String((n % 27) + 1).padStart(2, '0')}${String(100 + n).padStart(3, '0')}`;
  return first17 + idCheckDigit(first17);
};
const NAMES = Array.from(
  { length: 30 },
  (_, i) => `${'赵钱孙李周吴郑王冯陈'[i % 10]}${['晓明', '思雨', '子涵'][Math.floor(i / 10)]}`,
);

const headers = () => ({
  tenantId: school.tenantId,
  orgId: school.orgId,
  requestId: String(Date.now()),
  ysNetType: '0',
});
const post = async (path: string, body: object, extra: Record<string, string> = {}) => {
  const r = await fetch(`${school.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers(), ...extra },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the answers it asserts on
  return (await r.json()) as { code: number; msg: string; success: boolean; data: any };
};
const APP = '/enrollment-manage-api/api/app/enrollment/';

/** A parent's session as the SPA gets it: the platform's WeChat sandbox login, then the token exchange. */
async function parentToken(wxuser: string, tries = 40): Promise<string> {
  // 30 parents in a minute meet the platform's per-address login limit: wait for its window, as a person would.
  for (let i = 1; ; i++) {
    try {
      return await parentTokenOnce(wxuser);
    } catch (e) {
      if (i >= tries) throw e;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}
async function parentTokenOnce(wxuser: string): Promise<string> {
  const redirect = `${school.url}${SPA_PATH}#/orientation/enrollment/applylist`;
  const q = new URLSearchParams({ tenantId: school.tenantId, orgId: school.orgId, redirect, wxuser });
  const login = await fetch(`${school.url}/platform/login?${q}`, { redirect: 'manual' });
  const code = new URL(login.headers.get('location')!, school.url).searchParams.get('accesstoken');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const ex = await post(
    '/platform/api/token/exchange',
    { baseUrl: school.url, token: code, getInfo: true },
    { cookie },
  );
  if (!ex.success) throw new Error(`token exchange: ${ex.msg}`);
  return ex.data.token as string;
}

const serverNow = async () =>
  new Date(
    ((await (await fetch(`${school.url}/platform/sandbox/clock`)).json()) as { data: { now: string } }).data
      .now,
  );
const advance = (ms: number) =>
  fetch(`${school.url}/platform/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });

describe('报名后摇号 from zero', () => {
  test(
    'plan → 30 registrations → window closes → commitment → draw → recomputed → 中签 / 候补 → declines',
    { retry: 0, timeout: 600_000 },
    async () => {
      const admin = school.admin;
      // 1. A form (the designer's default fields) published, and a lottery plan on it in the plan editor.
      await menu(admin, '报名表设计');
      await admin.getByRole('button', { name: '新建报名表' }).click();
      await admin.getByLabel('报名表名称').fill(FORM);
      await admin.getByRole('button', { name: '发布新版本' }).click();
      await admin
        .getByRole('status')
        .getByText(/已发布第1版/)
        .waitFor();
      await menu(admin, '招生计划');
      await admin.getByRole('button', { name: '新建计划' }).click();
      const planForm = admin.getByRole('form', { name: '新建招生计划' });
      await planForm.getByLabel('计划名称').fill(PLAN);
      await planForm.getByLabel('招生人数').fill('10');
      const wall = (d: Date) => new Date(d.getTime() + 8 * H).toISOString().slice(0, 16);
      const now = await serverNow();
      await planForm.getByLabel('报名开始时间（北京时间）').fill(wall(new Date(now.getTime() - 24 * H)));
      await planForm.getByLabel('报名截止时间（北京时间）').fill(wall(new Date(now.getTime() + 20 * 60_000)));
      await planForm.getByLabel('结果公布时间（北京时间）').fill(wall(new Date(now.getTime() + 72 * H)));
      await planForm.getByLabel('报名费（元）').fill('0');
      await planForm.getByRole('combobox', { name: '录取方式' }).selectOption({ label: '报名后摇号' });
      await planForm.getByLabel('第1个优先类别名称').fill('第一类：户籍+学区');
      await planForm.getByLabel('第1个优先类别名额').fill('4');
      await planForm.getByRole('button', { name: '添加优先类别' }).click();
      await planForm.getByLabel('第2个优先类别名称').fill('第二类');
      await planForm.getByRole('button', { name: '保存' }).click();
      await admin.getByText(`已保存：${PLAN}`).waitFor();
      const staffToken = await admin.evaluate(() => localStorage.getItem('zs:staff-token'));
      expect(staffToken).toBeTruthy();
      const staff = (path: string, body: object) =>
        post(`/staff-api/${path}`, body, { authorization: `Bearer ${staffToken}` });
      const plans = await staff('lottery/plans', {});
      const planId = plans.data.find((p: { name: string }) => p.name === PLAN).planId as string;

      // 2. A parent sees 报名后摇号 before starting, and registers on screen.
      const parent = await wechatParent(school, `lottery-${school.tag}-0`, '/orientation/enrollment/index');
      await parent
        .getByRole('article', { name: PLAN })
        .getByRole('link', { name: '立即报名' })
        .click({ timeout: 20_000 });
      await parent
        .getByRole('note', { name: '报名后摇号' })
        .getByText(/名额不按报名先后/)
        .waitFor();
      await parent.getByLabel('学生姓名').fill(NAMES[0]!);
      await parent.getByLabel('证件号码').fill(idNumber(0));
      await parent.getByRole('button', { name: '下一步' }).click();
      await parent.getByText('请核对报名信息').waitFor();
      await parent.getByRole('button', { name: '确认提交' }).click();
      await parent.getByText('报名成功').waitFor({ timeout: 20_000 });

      // 3. 29 more, as the form sends them: more than the places, and every one accepted (no quota race).
      const tokens: string[] = [await parentToken(`lottery-${school.tag}-0`)];
      for (let n = 1; n < 30; n++) {
        const token = await parentToken(`lottery-${school.tag}-${n}`);
        const auth = { authorization: `Bearer ${token}` };
        await post(`${APP}CMS/acceptPromise`, { planId }, auth);
        const r = await post(
          `${APP}register/registerStudent`,
          { planId, answers: { name: NAMES[n], idNumber: idNumber(n) } },
          auth,
        );
        expect(r.msg).toBe('成功');
        tokens.push(token);
      }
      const before = await staff('lottery/get', { planId });
      expect(before.data.rows).toHaveLength(30);
      expect(before.data.rows.every((r: { stateText: string }) => r.stateText === '待摇号')).toBe(true);
      // Everyone starts in the last (general) group; 12 of them (registrations 0–11) are moved to 第一类.
      const first = before.data.rows
        .filter((r: { name: string }) => NAMES.slice(0, 12).includes(r.name))
        .map((r: { registrationId: string }) => r.registrationId);
      expect((await staff('lottery/set-group', { planId, registrationIds: first, groupId: 'g1' })).code).toBe(
        0,
      );
      expect((await staff('lottery/commit', { planId, observer: '王公证员' })).msg).toBe(
        '报名截止后才能公示摇号名单',
      );

      // 4. The window closes; the commitment is published (seed hidden), then the draw.
      await advance(25 * 60_000);
      const late = await post(
        `${APP}register/registerStudent`,
        { planId, answers: { name: '迟到者', idNumber: idNumber(40) } },
        { authorization: `Bearer ${await parentToken(`lottery-${school.tag}-late`)}` },
      );
      expect(late.success).toBe(false);
      // On the 摇号 screen, by taps: the stage, the observer, 公示摇号名单, then 开始摇号 (asked once more).
      await menu(admin, '摇号');
      await admin.getByText('已截止待公示承诺').waitFor({ timeout: 20_000 });
      await admin.getByLabel('监督人（公证员或家长代表）姓名').fill('王公证员');
      await admin.getByRole('button', { name: '公示摇号名单' }).click();
      await admin.getByText('承诺已公示', { exact: true }).waitFor();
      const record = await post(`${APP}lottery/record`, { planId });
      expect(record.data.seed).toBeNull();
      expect(record.data.entries).toHaveLength(30);
      await admin.getByText(record.data.seedHash).waitFor();
      await admin.getByRole('button', { name: '开始摇号' }).click();
      await admin
        .getByRole('alertdialog', { name: '确认摇号' })
        .getByRole('button', { name: '确定摇号' })
        .click();
      await admin.getByRole('status').getByText('摇号完成：中签 10 人').waitFor({ timeout: 20_000 });
      const pub = (await post(`${APP}lottery/record`, { planId })).data;
      expect(pub.observer).toBe('王公证员');
      // The result as published, at 1280 px a table in the draw's order.
      const table = admin.getByRole('table', { name: '摇号结果' });
      const firstRow = table.getByRole('row').nth(1);
      await expect.poll(() => table.getByRole('row').count()).toBe(31);
      expect(await firstRow.getByRole('cell').first().textContent()).toBe('1');
      expect(await firstRow.getByRole('cell').nth(1).textContent()).toBe(pub.order[0].regNo);
      await admin.getByText(pub.seed).waitFor();
      await shot(admin, 'lottery-staff-1280');

      // 5. The test's own recomputation: SHA-256(seed) is the commitment; HMAC-SHA256(seed, 报名编号), sorted per group.
      expect(createHash('sha256').update(pub.seed, 'utf8').digest('hex')).toBe(record.data.seedHash);
      const key = (regNo: string) => createHmac('sha256', pub.seed).update(regNo, 'utf8').digest('hex');
      let left = pub.places as number;
      const admitted: string[] = [];
      const waitlist: string[] = [];
      for (const g of pub.groups as { id: string; places?: number }[]) {
        const sorted = (pub.entries as { regNo: string; groupId: string }[])
          .filter((e) => e.groupId === g.id)
          .map((e) => e.regNo)
          .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
        const take = Math.min(left, g.places ?? left, sorted.length);
        left -= take;
        admitted.push(...sorted.slice(0, take));
        waitlist.push(...sorted.slice(take));
      }
      expect(pub.order.map((e: { regNo: string }) => e.regNo)).toEqual([...admitted, ...waitlist]);
      expect(admitted).toHaveLength(10);

      // 5b. Anyone, no login, on a phone: 摇号公示 recomputes the draw in the browser (WebCrypto).
      // The link the 摇号 screen hands out (as a QR on the letter), opened in another phone's browser.
      const href = await admin
        .getByRole('link', { name: '打开摇号公示页（任何人可复核）' })
        .getAttribute('href');
      expect(href).toBe(
        `${SPA_PATH}?tenantId=${school.tenantId}&orgId=${school.orgId}#/orientation/homepage/lottery?planId=${planId}`,
      );
      const anyone = await newPage('browser');
      await anyone.goto(`${school.url}${href}`);
      await anyone.getByText(/^验证通过/).waitFor({ timeout: 30_000 });
      await anyone.getByText(pub.seed).waitFor();
      expect(await anyone.getByRole('list', { name: '摇号结果' }).getByRole('listitem').count()).toBe(30);
      await shoot(anyone, { path: 'test-results/screens/lottery-public-375.png', fullPage: true });
      // The narrowest phone: nothing wider than the screen (64 hex digits wrap).
      await anyone.setViewportSize({ width: 320, height: 640 });
      expect(await anyone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await shot(anyone, 'lottery-public-320');
      await anyone.context().close();

      // 6. The parent reads the outcome on 我的报名.
      const mine = (pub.order as { regNo: string; admitted: boolean; waitlist: number | null }[]).find(
        (e) => e.regNo === before.data.rows.find((r: { name: string }) => r.name === NAMES[0]).regNo,
      )!;
      await parent.goto(
        `${school.url}${SPA_PATH}?tenantId=${school.tenantId}&orgId=${school.orgId}#/orientation/enrollment/applylist`,
      );
      await parent
        .getByText(mine.admitted ? '已中签' : `未中签（候补第 ${mine.waitlist} 位）`)
        .first()
        .waitFor({ timeout: 20_000 });

      // 7. Three admitted decline: the next three on the waitlist are offered the places.
      const view = (await staff('lottery/get', { planId })).data;
      const tokenOfName = (name: string) => tokens[NAMES.indexOf(name)]!;
      const won = view.rows.filter((r: { state: string }) => r.state === 'won').slice(0, 3);
      for (const w of won) {
        const r = await post(
          `${APP}lottery/decline`,
          { registrationId: w.registrationId },
          { authorization: `Bearer ${tokenOfName(w.name)}` },
        );
        expect(r.data.state).toBe('declined');
      }
      const after = (await staff('lottery/get', { planId })).data;
      const offered = after.rows
        .filter((r: { state: string }) => r.state === 'offered')
        .map((r: { regNo: string }) => r.regNo);
      expect(offered).toEqual(waitlist.slice(0, 3));
      expect(after.rows.filter((r: { state: string }) => ['won', 'offered'].includes(r.state))).toHaveLength(
        10,
      );
      // The 摇号 screen shows the three offers with their deadlines (the plan reloaded by picking it).
      await admin.reload();
      const offers = admin.getByRole('list', { name: '候补递补' });
      await offers.waitFor({ timeout: 20_000 });
      expect(await offers.getByRole('listitem').count()).toBe(3);
      await offers
        .getByText(/请于 .+ 前确认入学/)
        .first()
        .waitFor();
      await admin.setViewportSize({ width: 375, height: 812 });
      await admin.getByRole('list', { name: '摇号结果' }).waitFor();
      await shoot(admin, { path: 'test-results/screens/lottery-staff-375.png', fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 900 });

      // 8. The draw cannot run again.
      expect((await staff('lottery/draw', { planId, observer: '' })).msg).toBe(
        '已摇号，摇号结果不能重新生成、撤销或修改',
      );
    },
  );
});
