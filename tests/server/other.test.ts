import { gunzipSync } from 'node:zlib';
import * as O from '@contract/other';
import * as M from '@contract/welcome-manage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

let t: TestServer;
beforeAll(async () => {
  t = await testServer('other');
});
afterAll(() => t.close());

describe('cities tree', () => {
  it('answers province → city → area for all 34 provincial divisions, without a tenant', async () => {
    const r = await call(t.app, O.citiesTree, {});
    expect(r.body.data).toHaveLength(34);
    const gd = r.body.data.find((p) => p.name === '广东省')!;
    const gz = gd.children.find((c) => c.name === '广州市')!;
    expect(gz.children.map((a) => a.name)).toContain('天河区');
  });
  it('gives municipalities one city of their own name', async () => {
    const r = await call(t.app, O.citiesTree, { code: '110000' });
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0]!.children).toHaveLength(1);
    expect(r.body.data[0]!.children[0]).toMatchObject({ code: '110100', name: '北京市' });
    expect(r.body.data[0]!.children[0]!.children.map((a) => a.name)).toContain('东城区');
  });
  it('is cacheable and sent gzipped to clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: O.citiesTree.path,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.length).toBeLessThan(60_000);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data).toHaveLength(34);
    const plain = await t.app.inject({ method: 'GET', url: O.citiesTree.path });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(34);
  });
  it('refuses a malformed code', async () => {
    expect((await call(t.app, O.citiesTree, { code: '11' })).body).toMatchObject({
      code: 400,
      msg: '行政区划代码格式不正确',
    });
  });
});

describe('studentReport', () => {
  it('saves the arrival plan inside the report window, idempotently', async () => {
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId });
    const body = { arriveMode: 'parent', arriveDate: '2026-08-30', companions: 2, trafficNo: 'G1234' };
    const headers = { 'idempotency-key': 'report-plan-1' };
    const a = await call(t.app, O.studentReport, body, { token, headers });
    expect(a.body.data).toMatchObject({ arriveMode: 'parent', companions: 2, trafficNo: 'G1234' });
    const b = await call(t.app, O.studentReport, body, { token, headers });
    expect(b.res.headers['idempotent-replayed']).toBe('true');
    expect((await call(t.app, M.getDetail, {}, { token })).body.code).toBe(0);
  });
  it('refuses dates outside the window, impossible dates and unknown modes', async () => {
    const token = await tokenFor(t, DEMO.A, 'student', { welcomeId: DEMO.A.students[1]!.welcomeId });
    expect(
      (await call(t.app, O.studentReport, { arriveMode: 'self', arriveDate: '2026-09-30' }, { token })).body
        .msg,
    ).toBe('预计到校日期须在2026-08-28至2026-09-05之间');
    expect(
      (await call(t.app, O.studentReport, { arriveMode: 'self', arriveDate: '2026-02-30' }, { token })).body
        .msg,
    ).toBe('预计到校日期不正确');
    expect(
      (await call(t.app, O.studentReport, { arriveMode: 'car', arriveDate: '2026-08-30' }, { token })).body
        .msg,
    ).toBe('到校方式的取值无效');
    expect(
      (
        await call(
          t.app,
          O.studentReport,
          { arriveMode: 'self', arriveDate: '2026-08-30', companions: 9 },
          { token },
        )
      ).body.msg,
    ).toBe('陪同人数不能大于5');
  });
});

describe('temp config query', () => {
  it('answers the header school’s public configuration', async () => {
    const r = await call(t.app, O.tempConfigQuery, {}, { school: DEMO.B });
    expect(r.body.data).toMatchObject({
      orgId: '200201',
      schoolName: '明德高级中学',
      checkinOpen: true,
      reportStart: '2026-08-28',
    });
  });
});
