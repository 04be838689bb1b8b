import * as D from '@contract/desk';
import * as I from '@contract/identity-consent';
import * as M from '@contract/welcome-manage';
import { CONSENT_TEXTS, ageOn, isUnderFourteen } from '@domain/checkin-desk';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { createStaff } from '../../server/src/modules/staff/accounts';
import { addStudentUnder14 } from './helpers/face-consent';
import { DEMO } from '../../server/src/seed/demo-data';
import { demoIdNumber } from '../../server/src/seed/admissions';
import { welcomeStudents } from '../../server/src/db/schema';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

const A = DEMO.A;
let t: TestServer;
const YOUNG = 'w-1001-young';
const tok = (welcomeId: string) => tokenFor(t, A, 'student', { welcomeId });

beforeAll(async () => {
  t = await testServer('desk-identity');
  await addStudentUnder14(t, YOUNG, '20261001999');
});
afterAll(() => t.close());

describe('age from the ID number (China calendar day)', () => {
  it('turns 14 on the birthday, not before', () => {
    expect(ageOn('2012-08-30', new Date('2026-08-29T15:59:59Z'))).toBe(13); // 23:59 on the 29th in China
    expect(ageOn('2012-08-30', new Date('2026-08-29T16:00:00Z'))).toBe(14); // 00:00 on the 30th
    expect(isUnderFourteen('2013-06-01', new Date('2026-08-30T02:00:00Z'))).toBe(true);
    expect(isUnderFourteen('2009-03-15', new Date('2026-08-30T02:00:00Z'))).toBe(false);
  });
});

describe('another way than the face, separate consent, guardian under 14', () => {
  it('an older student: 到校现场核验 needs no consent; the photo needs the face consent first, recorded with time and version', async () => {
    const token = await tok(A.students[2]!.welcomeId);
    const s0 = (await call(t.app, I.getIdentity, {}, { token })).body.data;
    expect(s0).toMatchObject({ method: null, underFourteen: false, missing: ['face'] });
    const onsite = (await call(t.app, I.chooseIdentity, { method: 'onsite' }, { token })).body;
    expect(onsite.data.method).toBe('onsite');
    const refused = (await call(t.app, I.chooseIdentity, { method: 'photo' }, { token })).body;
    expect(refused).toMatchObject({ code: 422, msg: '请先同意人脸信息处理说明' });
    const old = (await call(t.app, I.recordConsent, { kind: 'face', textVersion: 'face-2020' }, { token }))
      .body;
    expect(old.code).toBe(409);
    const ok = (
      await call(t.app, I.recordConsent, { kind: 'face', textVersion: CONSENT_TEXTS.face.version }, { token })
    ).body.data;
    expect(ok.consents.face).toEqual({
      version: CONSENT_TEXTS.face.version,
      acceptedAt: '2026-08-30T10:00:00+08:00',
    });
    expect(ok.missing).toEqual([]);
    expect((await call(t.app, I.chooseIdentity, { method: 'photo' }, { token })).body.data.method).toBe(
      'photo',
    );
    const guardian = await call(
      t.app,
      I.recordConsent,
      {
        kind: 'guardian',
        textVersion: CONSENT_TEXTS.guardian.version,
        guardianName: '李华',
        guardianRelation: '父亲',
      },
      { token },
    );
    expect(guardian.body).toMatchObject({ code: 422, msg: '学生已满十四周岁，无需监护人同意' });
  });

  it('under 14 by the ID number: the guardian’s consent (name, relation, version, time) is needed too', async () => {
    const token = await tok(YOUNG);
    const s0 = (await call(t.app, I.getIdentity, {}, { token })).body.data;
    expect(s0).toMatchObject({ underFourteen: true, missing: ['face', 'guardian'] });
    await call(t.app, I.recordConsent, { kind: 'face', textVersion: CONSENT_TEXTS.face.version }, { token });
    expect((await call(t.app, I.chooseIdentity, { method: 'photo' }, { token })).body).toMatchObject({
      code: 422,
      msg: '请先取得监护人同意',
    });
    const noName = await call(
      t.app,
      I.recordConsent,
      { kind: 'guardian', textVersion: CONSENT_TEXTS.guardian.version },
      { token },
    );
    expect([noName.status, noName.body.msg]).toEqual([400, '请填写监护人姓名和关系']);
    const g = await call(
      t.app,
      I.recordConsent,
      {
        kind: 'guardian',
        textVersion: CONSENT_TEXTS.guardian.version,
        guardianName: '王大明',
        guardianRelation: '父亲',
      },
      { token },
    );
    expect(g.body.data.missing).toEqual([]);
    const [row] = await rows<{ guardian_name: string; text_version: string; accepted_at: unknown }>(
      t.db,
      sql`SELECT guardian_name, text_version, accepted_at FROM consents WHERE welcome_id = ${YOUNG} AND kind = 'guardian'`,
    );
    expect(row).toMatchObject({ guardian_name: '王大明', text_version: CONSENT_TEXTS.guardian.version });
    expect(row!.accepted_at).not.toBeNull();
    expect((await call(t.app, I.chooseIdentity, { method: 'photo' }, { token })).body.data.method).toBe(
      'photo',
    );
  });

  it('the desk then requires the ID card at 报到 for a student who chose 到校现场核验, even with an approved photo', async () => {
    const s = A.students[4]!; // arrived in the seed, photo approved
    await t.db.execute(sql`UPDATE welcome_students SET arrived_at = NULL WHERE id = ${s.welcomeId}`);
    await call(t.app, I.chooseIdentity, { method: 'onsite' }, { token: await tok(s.welcomeId) });
    const { id, password } = await createStaff(t.db, {
      orgId: A.orgId,
      name: '张老师',
      phone: '13500000001',
      role: 'checkin',
    });
    await t.db.execute(sql`UPDATE staff_accounts SET must_change = false WHERE id = ${id}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/staff-api/login',
      payload: { orgId: A.orgId, phone: '13500000001', password },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const mark = (idCardChecked: boolean) =>
      t.app.inject({
        method: 'POST',
        url: D.mark.path,
        headers,
        payload: {
          welcomeId: s.welcomeId,
          step: 'arrive',
          nonce: `n-${idCardChecked}-12345678`,
          idCardChecked,
        },
      });
    expect((await mark(false)).json()).toMatchObject({ code: 422, msg: '请先核验学生身份证再办理报到' });
    expect((await mark(true)).json().data.result).toBe('marked');
    const [w] = await rows<{ onsite_verified_at: unknown }>(
      t.db,
      sql`SELECT onsite_verified_at FROM welcome_students WHERE id = ${s.welcomeId}`,
    );
    expect(w!.onsite_verified_at).not.toBeNull();
  });
});

describe('到校现场核验 in the progress the student reads (issue 34 item 18)', () => {
  it('once chosen, the photo step is done as 到校现场核验 and 到校现场报到 is next, on every read', async () => {
    const welcomeId = 'w-1001-onsite';
    await t.db.insert(welcomeStudents).values({
      id: welcomeId,
      tenantId: A.tenantId,
      orgId: A.orgId,
      userId: `u-${welcomeId}`,
      name: '陈现场',
      idNumber: demoIdNumber(A.tenantId, 7301),
      studentNo: '20261007301',
      details: { phone: '13900139000', nation: '01', party: '13' },
      reportedAt: t.clock.now,
      noticeReadAt: t.clock.now,
      confirmedAt: t.clock.now,
    });
    const token = await tok(welcomeId);
    const before = (await call(t.app, M.getDetail, {}, { token })).body.data.progress;
    expect(before.shown.main?.label).toBe('下一步：上传人脸照片');
    await call(t.app, I.chooseIdentity, { method: 'onsite' }, { token });
    const detail = (await call(t.app, M.getDetail, {}, { token })).body.data.progress;
    const pass = (await call(t.app, M.queryVerifyProcess, {}, { token })).body.data;
    for (const p of [detail, pass]) {
      expect(p.state).toBe('photoOk');
      expect(p.shown.statusText).toBe('已选择到校现场核验，下一步：到校现场报到');
      expect(p.shown.main?.label).toBe('下一步：到校现场报到');
      expect(p.shown.steps.find((s) => s.key === 'photoOk')).toMatchObject({
        phase: 'done',
        status: '到校现场核验',
      });
    }
  });
});
