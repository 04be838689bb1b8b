import * as P from '@contract/checkin-settings';
import * as M from '@contract/welcome-manage';
import * as W from '@contract/welcome';
import { studentReport, tempConfigQuery } from '@contract/other';
import { REPORT_WINDOW_PENDING } from '@domain/journeys/report-window';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueCheckinOpen } from '../../server/src/notify/checkin-open';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { rows } from './helpers/rows';
import { type StaffLogin, staffLogin } from './helpers/staff';

// Issue 27 item 4: a school that never saved its 报到时间 has none — no made-up dates.
const A = DEMO.A;
const B = DEMO.B;
let t: TestServer;
let adminA: StaffLogin;
const [notReported, , confirmed] = A.students;

beforeAll(async () => {
  t = await testServer('report-window');
  adminA = await staffLogin(t, 'admin', A.orgId);
  // School A as if it had never saved a window (the demo seed saves one explicitly).
  await t.db.execute(
    sql`UPDATE orgs SET settings = settings #- '{checkin,reportStart}' #- '{checkin,reportEnd}' WHERE id = ${A.orgId}`,
  );
});
afterAll(() => t.close());

describe('a school without a window', () => {
  it('refuses report-in with 报到时间待学校通知 and says check-in is not open', async () => {
    const r = await call(
      t.app,
      W.report,
      { name: notReported!.name, idNumber: notReported!.idNumber },
      { school: A },
    );
    expect(r.body).toMatchObject({ code: 422, msg: REPORT_WINDOW_PENDING, success: false });
    const cfg = await call(t.app, tempConfigQuery, {}, { school: A });
    expect(cfg.body.data).toMatchObject({ checkinOpen: false, reportStart: '', reportEnd: '' });
  });

  it('a student already in reads no dates and cannot save an arrival plan', async () => {
    const token = await tokenFor(t, A, 'student', { welcomeId: confirmed!.welcomeId });
    const setting = await call(t.app, M.getSetting, {}, { token });
    expect(setting.body.data).toMatchObject({ reportStart: '', reportEnd: '' });
    const plan = { arriveMode: 'self', arriveDate: '2026-08-30', companions: 0 };
    expect((await call(t.app, studentReport, plan, { token })).body).toMatchObject({
      code: 422,
      msg: REPORT_WINDOW_PENDING,
    });
  });

  it('报到设置 shows an empty window; no 报到已开始 notice goes out for it', async () => {
    const view = await t.app.inject({
      method: 'POST',
      url: P.getCheckinSettings.path,
      payload: {},
      headers: adminA.headers,
    });
    expect(view.json().data.window).toEqual({ reportStart: '', reportEnd: '' });
    const count = async () =>
      (
        await rows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM notify_outbox WHERE org_id = ${A.orgId} AND kind = 'checkin.open'`,
        )
      )[0]!.n;
    const before = await count();
    // Inside the demo window's dates, which school A no longer has.
    t.clock.now = new Date('2026-08-30T02:00:00Z');
    await enqueueCheckinOpen(t.app.deps);
    expect(await count()).toBe(before);
  });

  it('school B keeps its own saved window and stays open (tenant isolation)', async () => {
    const cfg = await call(t.app, tempConfigQuery, {}, { school: B });
    expect(cfg.body.data).toMatchObject({
      checkinOpen: true,
      reportStart: '2026-08-28',
      reportEnd: '2026-09-05',
    });
  });

  it('once the administrator saves a window, report-in and the arrival plan work', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: P.saveCheckinSettingsEndpoint.path,
      payload: { window: { reportStart: '2026-08-29', reportEnd: '2026-09-03' } },
      headers: adminA.headers,
    });
    expect(save.json().code).toBe(0);
    const r = await call(
      t.app,
      W.report,
      { name: notReported!.name, idNumber: notReported!.idNumber },
      { school: A },
    );
    expect(r.body.code).toBe(0);
    const cfg = await call(t.app, tempConfigQuery, {}, { school: A });
    expect(cfg.body.data).toMatchObject({ checkinOpen: true, reportStart: '2026-08-29' });
  });
});
