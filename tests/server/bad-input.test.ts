import type { Endpoint } from '@contract/endpoint';
import { upload as uploadRoute } from '@contract/files';
import * as O from '@contract/other';
import * as S from '@contract/startup';
import * as W from '@contract/welcome';
import * as M from '@contract/welcome-manage';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { consentToPhoto } from './helpers/face-consent';
import { upload } from './helpers/multipart';

let t: TestServer;
let student: string;
let applicant: string;
let staff: string;
beforeAll(async () => {
  t = await testServer('bad-input');
  student = await consentToPhoto(
    t.app,
    await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId }),
  );
  applicant = await tokenFor(t, DEMO.A, 'applicant');
  staff = await tokenFor(t, DEMO.A, 'admin');
});
afterAll(() => t.close());

/** Everything a bad request could have written (rate-limit counters excepted: counting is their job). */
async function state(): Promise<string> {
  const [r] = await rows<{ s: string }>(
    t.db,
    sql`SELECT concat_ws('|',
      (SELECT md5(coalesce(string_agg(w::text, ',' ORDER BY w.id), '')) FROM welcome_students w),
      (SELECT count(*) FROM users), (SELECT count(*) FROM sessions), (SELECT count(*) FROM tickets),
      (SELECT count(*) FROM files), (SELECT count(*) FROM idempotency_keys)) AS s`,
  );
  return `${r!.s}|${t.storage.size()}`;
}

const ID = DEMO.A.students[0]!.idNumber;
const NAME = DEMO.A.students[0]!.name;
const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  "1' OR '1'='1",
  '../../etc/passwd',
  'a\u0000b',
  '\u202eabc',
  '{{constructor.constructor}}',
];
const long = (n: number) => '长'.repeat(n);

type Case = [label: string, data: unknown];
const cases: [string, Endpoint, 'public' | 'student' | 'user' | 'admin', Case[]][] = [
  [
    'report',
    W.report,
    'public',
    [
      ['missing', {}],
      ['wrong type', { name: 1, idNumber: 2 }],
      ['oversize', { name: long(31), idNumber: ID }],
      ...HOSTILE.map((h): Case => [`hostile name ${h}`, { name: h, idNumber: ID }]),
      ...HOSTILE.map((h): Case => [`hostile id ${h}`, { name: NAME, idNumber: h }]),
      ['impossible date', { name: NAME, idNumber: '110101200902302310' }],
      ['hostile ticket', { name: NAME, idNumber: ID, ticketNo: "'; DROP TABLE users;--" }],
      ['array body', [1, 2]],
    ],
  ],
  [
    'queryEnroll',
    W.queryEnroll,
    'public',
    [
      ['missing', {}],
      ['wrong type', { name: [], idNumber: {} }],
      ['oversize', { name: NAME, idNumber: '1'.repeat(19) }],
      ...HOSTILE.map((h): Case => [`hostile ${h}`, { name: h, idNumber: h }]),
    ],
  ],
  [
    'configCenter',
    S.configCenter,
    'public',
    [
      ['wrong type', { manually: 5 }],
      ['oversize', { manually: 'x'.repeat(33) }],
      ['control char', { baseUrl: 'a\u0007b' }],
    ],
  ],
  [
    'tokenExchange',
    S.tokenExchange,
    'public',
    [
      ['missing', {}],
      ['wrong type', { token: 123 }],
      ['oversize', { token: 'x'.repeat(300) }],
      ...HOSTILE.map((h): Case => [`hostile ${h}`, { token: h }]),
    ],
  ],
  [
    'tokenEncrypt',
    S.tokenEncrypt,
    'user',
    [
      ['wrong type', { token: 5 }],
      ['oversize', { baseUrl: 'x'.repeat(600) }],
    ],
  ],
  [
    'getDetail',
    M.getDetail,
    'student',
    [
      ['wrong type', { welcomeId: 5 }],
      ['oversize', { welcomeId: 'x'.repeat(65) }],
      ...HOSTILE.map((h): Case => [`hostile ${h}`, { welcomeId: h }]),
    ],
  ],
  [
    'updateInfo',
    M.updateInfo,
    'student',
    [
      ['bad phone', { phone: '123' }],
      ['wrong type', { nation: 1 }],
      ['oversize', { address: long(121) }],
      ['control char', { address: 'a\u0000b' }],
      ['hostile contact', { emergencyContact: '<script>alert(1)</script>' }],
      ['bad confirm', { confirm: 'yes' }],
      ['bad version', { version: -1 }],
      ['bad region', { regionCode: '11' }],
    ],
  ],
  [
    'queryVerifyProcess',
    M.queryVerifyProcess,
    'student',
    [
      ['wrong type', { welcomeId: {} }],
      ['hostile', { welcomeId: '<x>' }],
    ],
  ],
  [
    'studentReport',
    O.studentReport,
    'student',
    [
      ['missing', {}],
      ['wrong type', { arriveMode: 'self', arriveDate: 20260830 }],
      ['oversize', { arriveMode: 'self', arriveDate: '2026-08-30', trafficNo: 'x'.repeat(21) }],
      ['hostile', { arriveMode: '<b>', arriveDate: "2026' OR 1=1" }],
    ],
  ],
  [
    'checkinByPass',
    M.checkinByPass,
    'admin',
    [
      ['missing', {}],
      ['wrong type', { passToken: 1 }],
      ['oversize', { passToken: `${'a'.repeat(400)}.${'b'.repeat(200)}` }],
      ...HOSTILE.map((h): Case => [`hostile ${h}`, { passToken: h }]),
      ['forged', { passToken: 'eyJ9.abc' }],
    ],
  ],
  [
    'citiesTree',
    O.citiesTree,
    'public',
    [
      ['wrong format', { code: 'abc' }],
      ['oversize', { code: '1'.repeat(50) }],
    ],
  ],
];

describe.each(cases)('%s', (_name, e, access, list) => {
  it.each(list)('%s → a 4xx envelope with a Chinese msg, nothing written', async (_label, data) => {
    const before = await state();
    const opts =
      access === 'public'
        ? { school: DEMO.A }
        : { token: { student, user: applicant, admin: staff }[access] };
    const r = await call(t.app, e, data, opts);
    expect(r.status).toBeGreaterThanOrEqual(200);
    expect(r.status).toBeLessThan(500);
    expect(r.body.success).toBe(false);
    expect(r.body.data).toBeNull();
    expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(await state()).toBe(before);
  });
});

/** Calls whose request is empty: the bad input is in the headers. */
const headerOnly: [string, Endpoint][] = [
  ['moreMessage', W.moreMessage],
  ['getdocument', W.getDocument],
  ['majorSelect', W.majorSelect],
  ['nationSelect', W.nationSelect],
  ['partySelect', W.partySelect],
  ['selectdaygotype', W.selectDayGoType],
  ['selecthktype', W.selectHkType],
  ['selectstutype', W.selectStuType],
  ['gettoken', W.getToken],
  ['getSetting', M.getSetting],
  ['fileToken', M.fileToken],
  ['tempConfigQuery', O.tempConfigQuery],
];
describe.each(headerOnly)('%s without a usable tenant or token', (_name, e) => {
  it('answers an envelope error with a Chinese msg', async () => {
    const before = await state();
    const bad: Record<string, string>[] = [
      {},
      { tenantId: "1001' OR '1'='1" },
      { tenantId: '1001', orgId: '<script>' },
      { authorization: 'Bearer ../../x' },
    ];
    for (const headers of bad) {
      const r = await call(t.app, e, {}, { headers });
      expect(r.status).toBeLessThan(500);
      expect(r.body.success).toBe(false);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await state()).toBe(before);
  });
});

describe.each([
  ['uploadPhoto', M.uploadPhoto.path],
  ['fileapi/upload', uploadRoute.path],
])('%s', (_name, path) => {
  it.each([
    ['a 21 MB file', 'big.png', Buffer.alloc(21 * 1024 * 1024, 7), '文件大小不能超过20M'],
    [
      'a PNG renamed from HTML',
      'face.png',
      Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
      '不支持上传网页或脚本文件',
    ],
  ])('%s → refused, nothing written', async (_label, name, data, msg) => {
    const before = await state();
    const r = await upload(t.app, path, name, data, { token: student });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ success: false, msg, data: null });
    expect(await state()).toBe(before);
  });
  it('a JSON body instead of multipart → refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${student}` },
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});
