import * as E from '@contract/enrollment';
import { upload as uploadRoute } from '@contract/files';
import * as M from '@contract/welcome-manage';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from './helpers/rows';
import { cleanName } from '../../server/src/files/sniff';
import { scrubText, scrubUrl } from '../../server/src/http/log-redact';
import { admissionsIds, demoIdNumber } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';
import { demoAnswers, registerAccepted } from './helpers/register';
import { upload } from './helpers/multipart';

// issue 17 item 4: tokens in the request log, personal answers cacheable, bidi file names, an
// Idempotency-Key replayed for another body, client-supplied fileRef name/url stored as sent.
const A = DEMO.A;
const ids = admissionsIds(A.tenantId);
const log: string[] = [];
let t: TestServer;
let applicant: string;
let student: string;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log.push(chunk.toString());
      done();
    },
  });
  t = await testServer('hardening-privacy', {}, { logStream: stream });
  applicant = await tokenFor(t, A, 'applicant', { userId: 'u-priv-1' });
  student = await tokenFor(t, A, 'student', { welcomeId: A.students[1]!.welcomeId });
});
afterAll(() => t.close());

describe('request log', () => {
  it('never holds a token, a file-link signature, an oauth code or an identity number', async () => {
    const secrets = ['ACCESS-SECRET-1', 'FILE-TOKEN-2', 'SIG-SECRET-3', 'CODE-SECRET-4'];
    const id = demoIdNumber(A.tenantId, 7);
    await t.app.inject({ url: `/zhxy/mobile/recruit/?accesstoken=${secrets[0]}&orgId=1` });
    await t.app.inject({ method: 'POST', url: `/fileapi/upload?token=${secrets[1]}` });
    await t.app.inject({ url: `/fileapi/files/f_1?exp=1&sig=${secrets[2]}&download=true` });
    await t.app.inject({ url: `/zhxy/pub/?code=${secrets[3]}&idNumber=${id}` });
    await call(t.app, E.getUserDetail, {}, { token: applicant });
    const text = log.join('');
    expect(text).toContain('"url":"/zhxy/mobile/recruit/?accesstoken=[redacted]&orgId=1"');
    expect(text).toContain('download=true');
    for (const s of [...secrets, id, applicant]) expect(text).not.toContain(s);
  });

  it('scrubs identity and phone numbers and query parameters out of error text', () => {
    expect(scrubText('Failed query: insert … 110101200001010011, 13800001111')).toBe(
      'Failed query: insert … [idNumber], [phone]',
    );
    expect(scrubUrl('/a?passToken=x&pageNo=1&ID_NUMBER=1')).toBe(
      '/a?passToken=[redacted]&pageNo=1&ID_NUMBER=[redacted]',
    );
  });
});

describe('Cache-Control: no-store on personal answers', () => {
  it('getUserDetail and welcome-manage getDetail', async () => {
    const a = await call(t.app, E.getUserDetail, {}, { token: applicant });
    expect(a.res.headers['cache-control']).toBe('no-store');
    const d = await call(t.app, M.getDetail, {}, { token: student });
    expect(d.body.success).toBe(true);
    expect(d.res.headers['cache-control']).toBe('no-store');
  });
});

describe('stored file names', () => {
  it.each(['invoice\u202Etxt.exe', 'a\u2066b\u2069c\u200E\u200F.txt', 'x\u0085\u0000y.txt'])(
    'control and bidi characters are removed from %j',
    (raw) => {
      const bad = [...cleanName(raw)].filter((c) => {
        const n = c.codePointAt(0)!;
        return (
          n < 0x20 ||
          (n >= 0x7f && n <= 0x9f) ||
          [0x200e, 0x200f].includes(n) ||
          (n >= 0x202a && n <= 0x202e) ||
          (n >= 0x2066 && n <= 0x2069)
        );
      });
      expect(bad).toEqual([]);
    },
  );
  it('an uploaded file keeps no bidi override in its stored name', async () => {
    const up = await upload(t.app, uploadRoute.path, 'note\u202Efdp.txt', Buffer.from('hello'), {
      token: applicant,
    });
    expect(up.body.success).toBe(true);
    expect(up.body.data.name).toBe('notefdp.txt');
    const [row] = await rows<{ name: string }>(
      t.db,
      sql`SELECT name FROM files WHERE id = ${up.body.data.fileId}`,
    );
    expect(row!.name).toBe('notefdp.txt');
  });
});

const answers = (n: number, file: E.FileRef) => demoAnswers(300 + n, file);

async function ownFile(userId: string) {
  const fileId = `f-priv-${userId}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, '成绩单.pdf', 1000, 'application/pdf', ${`k/${fileId}`})`);
  return fileId;
}

describe('Idempotency-Key', () => {
  it('reused with another body → 422 envelope; the same body still replays', async () => {
    const token = await tokenFor(t, A, 'applicant', { userId: 'u-priv-idem' });
    const file = { fileId: await ownFile('u-priv-idem'), name: 'x.pdf', size: 1, type: '', url: '' };
    const headers = { 'idempotency-key': 'priv-key-0001' };
    const first = await registerAccepted(
      t.app,
      { planId: ids.plans.open, answers: answers(1, file) },
      { token, headers },
    );
    expect(first.body.success).toBe(true);
    const same = await registerAccepted(
      t.app,
      { planId: ids.plans.open, answers: answers(1, file) },
      { token, headers },
    );
    expect(same.body).toEqual(first.body);
    const other = await registerAccepted(
      t.app,
      { planId: ids.plans.open, answers: answers(2, file) },
      { token, headers },
    );
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 422, success: false, data: null });
    expect(other.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('file references come from the files table', () => {
  it('a client name, size and javascript: url are never stored or answered', async () => {
    const token = await tokenFor(t, A, 'applicant', { userId: 'u-priv-ref' });
    const fileId = await ownFile('u-priv-ref');
    const forged = {
      fileId,
      name: '<img src=x onerror=1>.html',
      size: 1,
      type: 'text/html',
      url: 'javascript:alert(1)',
    };
    const r = await registerAccepted(
      t.app,
      { planId: ids.plans.open, answers: answers(3, forged) },
      { token },
    );
    expect(r.body.success).toBe(true);
    const [stored] = await rows<{ answers: { attachments: E.FileRef[] } }>(
      t.db,
      sql`SELECT answers FROM registrations WHERE id = ${r.body.data.registrationId}`,
    );
    expect(stored!.answers.attachments).toEqual([
      { fileId, name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '' },
    ]);
    const mine = await call(
      t.app,
      E.getUserDetail,
      { registrationId: r.body.data.registrationId },
      { token },
    );
    const got = mine.body.data[0]!.answers.attachments as E.FileRef[];
    expect(got[0]).toMatchObject({ fileId, name: '成绩单.pdf', size: 1000 });
    expect(got[0]!.url).toMatch(new RegExp(`^/fileapi/files/${fileId}\\?exp=\\d+&sig=`));
  });
});

describe('masking in lists (item 6)', () => {
  it('getUserDetail as a list masks the identity and mobile numbers; one registration by id is whole', async () => {
    const token = await tokenFor(t, A, 'applicant', { userId: 'u-priv-mask' });
    const file = { fileId: await ownFile('u-priv-mask'), name: 'x', size: 1, type: '', url: '' };
    const a = answers(9, file);
    const r = await registerAccepted(t.app, { planId: ids.plans.open, answers: a }, { token });
    const list = await call(t.app, E.getUserDetail, {}, { token });
    const item = list.body.data[0]!;
    expect(item.idNumber).toBe(`${a.idNumber.slice(0, 6)}********${a.idNumber.slice(-4)}`);
    expect(item.answers.idNumber).toBe(item.idNumber);
    expect(item.answers.phone).toBe('138****1111');
    expect(JSON.stringify(list.body)).not.toContain(a.idNumber);
    const one = await call(t.app, E.getUserDetail, { registrationId: r.body.data.registrationId }, { token });
    expect(one.body.data[0]!.idNumber).toBe(a.idNumber);
  });
});
