import * as W from '@contract/welcome';
import { eq } from 'drizzle-orm';
import { checkinStatusText } from '@domain/journeys/checkin-steps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { welcomeStudents } from '../../server/src/db/schema';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

let t: TestServer;
beforeAll(async () => {
  t = await testServer('welcome');
});
afterAll(() => t.close());

const [notReported, reported, confirmed, , arrived] = DEMO.A.students;

describe('welcome/report', () => {
  it('reports in a new student: welcomeId, a student session and the record marked reported', async () => {
    const r = await call(
      t.app,
      W.report,
      { name: notReported!.name, idNumber: notReported!.idNumber, ticketNo: notReported!.ticketNo },
      { school: DEMO.A },
    );
    expect(r.body).toMatchObject({ code: 0, success: true, data: { welcomeId: notReported!.welcomeId } });
    expect(r.body.data.userInfo).toMatchObject({
      tenantId: '1001',
      orgId: '100101',
      trueName: notReported!.name,
      welcomeId: notReported!.welcomeId,
    });
    const [row] = await t.db
      .select()
      .from(welcomeStudents)
      .where(eq(welcomeStudents.id, notReported!.welcomeId));
    expect(row!.reportedAt).toBeInstanceOf(Date);
    const more = await call(t.app, W.moreMessage, {}, { token: r.body.data.token });
    expect(more.body.data.items).toContainEqual({ label: '班级', value: notReported!.className });
  });
  it('reports again with the same answer and keeps the first report time', async () => {
    const [before] = await t.db
      .select()
      .from(welcomeStudents)
      .where(eq(welcomeStudents.id, reported!.welcomeId));
    const r = await call(
      t.app,
      W.report,
      { name: reported!.name, idNumber: reported!.idNumber },
      { school: DEMO.A },
    );
    expect(r.body.data.userInfo.userInfoId).toBe(`u-${reported!.welcomeId}`);
    const [after] = await t.db
      .select()
      .from(welcomeStudents)
      .where(eq(welcomeStudents.id, reported!.welcomeId));
    expect(after!.reportedAt).toEqual(before!.reportedAt);
  });
  it('accepts a lower-case x check digit', async () => {
    const r = await call(
      t.app,
      W.report,
      { name: arrived!.name, idNumber: arrived!.idNumber.toLowerCase() },
      { school: DEMO.A },
    );
    expect(r.body.data.welcomeId).toBe(arrived!.welcomeId);
  });
  it('answers one message for a wrong name, a wrong ticket number or another school', async () => {
    const msgs = [
      await call(t.app, W.report, { name: '王小明', idNumber: notReported!.idNumber }, { school: DEMO.A }),
      await call(
        t.app,
        W.report,
        { name: notReported!.name, idNumber: notReported!.idNumber, ticketNo: '999' },
        { school: DEMO.A },
      ),
      await call(
        t.app,
        W.report,
        { name: notReported!.name, idNumber: notReported!.idNumber },
        { school: DEMO.B },
      ),
    ].map((r) => [r.body.code, r.body.msg]);
    expect(msgs).toEqual(Array(3).fill([404, '未查询到新生信息，请核对姓名和身份证号']));
  });
  it('checks the identity number with the domain rule (MOD 11-2, real date)', async () => {
    const bad = notReported!.idNumber.slice(0, 17) + (notReported!.idNumber.endsWith('1') ? '2' : '1');
    const r = await call(t.app, W.report, { name: notReported!.name, idNumber: bad }, { school: DEMO.A });
    expect([r.status, r.body.msg]).toEqual([400, '身份证号校验位不正确']);
  });
  it('limits report-in attempts per client', async () => {
    const config = t.app.deps.config;
    const saved = config.reportPerMinute;
    // A new window: the earlier calls of this file counted in the current minute.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    config.reportPerMinute = 3;
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await call(
              t.app,
              W.report,
              { name: '王小明', idNumber: notReported!.idNumber },
              { school: DEMO.B },
            )
          ).body.code,
        );
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      config.reportPerMinute = saved;
    }
  });
});

describe('welcome lookups', () => {
  it('queryEnroll answers only for a matching name + identity number', async () => {
    const r = await call(
      t.app,
      W.queryEnroll,
      { name: arrived!.name, idNumber: arrived!.idNumber },
      { school: DEMO.A },
    );
    expect(r.body.data).toMatchObject({
      schoolName: DEMO.A.schoolName,
      studentNo: arrived!.studentNo,
      majorName: '会计事务',
      reportStatus: 2,
      reportStatusText: '已到校',
      admissionStatusText: '已录取',
    });
    expect(
      (await call(t.app, W.queryEnroll, { name: '李四', idNumber: arrived!.idNumber }, { school: DEMO.A }))
        .body.code,
    ).toBe(404);
  });
  it("queryEnroll words a student on the way with the check-in model's next step, never a bare 已报到", async () => {
    const on = await call(
      t.app,
      W.queryEnroll,
      { name: confirmed!.name, idNumber: confirmed!.idNumber },
      { school: DEMO.A },
    );
    expect(on.body.data).toMatchObject({
      reportStatus: 1,
      reportStatusText: checkinStatusText('confirmed'),
    });
    expect(on.body.data.reportStatusText).toBe('已确认信息，下一步：上传人脸照片');
    const none = await call(
      t.app,
      W.queryEnroll,
      { name: DEMO.B.students[0]!.name, idNumber: DEMO.B.students[0]!.idNumber },
      { school: DEMO.B },
    );
    expect(none.body.data).toMatchObject({ reportStatus: 0, reportStatusText: '未登记' });
  });
  it('getdocument returns the school notice of the header school', async () => {
    const a = await call(t.app, W.getDocument, {}, { school: DEMO.A });
    const b = await call(t.app, W.getDocument, {}, { school: DEMO.B });
    expect(a.body.data.title).toBe('阳光职业技术学校新生入学须知');
    expect(b.body.data.title).toBe('明德高级中学新生入学须知');
  });
  it('serves the national-standard option lists', async () => {
    const nations = (await call(t.app, W.nationSelect, {}, { school: DEMO.A })).body.data;
    expect(nations.filter((o) => Number(o.value) <= 56)).toHaveLength(56);
    expect(nations[0]).toEqual({ value: '01', label: '汉族' });
    expect(nations.find((o) => o.value === '56')!.label).toBe('基诺族');
    const parties = (await call(t.app, W.partySelect, {}, { school: DEMO.A })).body.data;
    expect(parties).toHaveLength(13);
    expect(parties.at(-1)).toEqual({ value: '13', label: '群众' });
    expect(
      (await call(t.app, W.selectDayGoType, {}, { school: DEMO.A })).body.data.map((o) => o.label),
    ).toEqual(['走读', '住校']);
    expect((await call(t.app, W.selectHkType, {}, { school: DEMO.A })).body.data.length).toBeGreaterThan(1);
    expect((await call(t.app, W.selectStuType, {}, { school: DEMO.A })).body.data.length).toBeGreaterThan(1);
  });
  it('majorSelect lists the header school’s majors only', async () => {
    const a = (await call(t.app, W.majorSelect, {}, { school: DEMO.A })).body.data.map((o) => o.label);
    const b = (await call(t.app, W.majorSelect, {}, { school: DEMO.B })).body.data.map((o) => o.label);
    expect(a).toContain('计算机应用');
    expect(b).not.toContain('计算机应用');
  });
  it('gettoken renews the student session, a working token (never a second session)', async () => {
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId: reported!.welcomeId });
    const r = await call(t.app, W.getToken, {}, { token });
    expect(r.body.data.token).toBe(token);
    expect((await call(t.app, W.moreMessage, {}, { token: r.body.data.token })).body.code).toBe(0);
  });
});
