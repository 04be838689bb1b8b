import * as W from '@contract/welcome';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTrustProxy, type TrustProxy } from '../../server/src/http/trust-proxy';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';

// issue 17 item 3: TRUST_PROXY=1 used to trust every hop, so a client's own X-Forwarded-For moved
// the per-IP rate-limit key (40 report-ins, none refused).
describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.5 ,::1', ['10.0.0.0/8', '192.168.1.5', '::1']],
  ] as [string | undefined, TrustProxy][])('%s → %j', (v, want) => {
    expect(parseTrustProxy(v)).toEqual(want);
  });
  it.each(['true', '*', 'all', 'yes', '10.0.0.0/99', 'lb.internal'])('%s is refused', (v) => {
    expect(() => parseTrustProxy(v)).toThrow(/TRUST_PROXY/);
  });
});

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

const LB = '10.0.0.2';
const CLIENT = '203.0.113.9';
/** 10 report-ins from one client, each with a new forged X-Forwarded-For first entry. */
async function forgedBurst(trustProxy: TrustProxy, direct = false): Promise<number[]> {
  const t = await testServer(
    `hardening-proxy-${String(trustProxy)}-${direct}`,
    { reportPerMinute: 3 },
    { trustProxy },
  );
  servers.push(t);
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    const forged = `198.51.100.${i}`;
    const res = await t.app.inject({
      method: 'POST',
      url: W.report.path,
      remoteAddress: direct ? CLIENT : LB,
      // The load balancer appends the address it saw; the client wrote the rest.
      headers: {
        tenantId: DEMO.A.tenantId,
        orgId: DEMO.A.orgId,
        'x-forwarded-for': direct ? forged : `${forged}, ${CLIENT}`,
      },
      payload: { name: '不存在', idNumber: '110101200001010011' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('a forged X-Forwarded-For does not move the rate-limit key', () => {
  it('behind one load balancer (TRUST_PROXY=1)', async () => {
    const s = await forgedBurst(parseTrustProxy('1'));
    expect(s.slice(3).every((x) => x === 429)).toBe(true);
  });
  it('behind a load balancer named by address', async () => {
    const s = await forgedBurst(parseTrustProxy(LB));
    expect(s.slice(3).every((x) => x === 429)).toBe(true);
  });
  it('with no proxy, a direct client cannot claim another IP', async () => {
    const s = await forgedBurst(false, true);
    expect(s.slice(3).every((x) => x === 429)).toBe(true);
  });
});
