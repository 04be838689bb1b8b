import type { Endpoint } from '@contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handledEndpoints } from '../../server/src/http/route';
import { type TestServer, testServer } from './helpers/app';

/**
 * Issue 33 item 3: an operation is declared once in contract/<area>.ts and the server registers it.
 * This fails when a declared operation has no handler, or a handler serves a path no declaration has.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../contract/*.ts', { eager: true });
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'request' in v && 'response' in v;

/** Declared operations served outside handle(), and why. */
const OWN_ROUTE: Record<string, string> = {
  'GET /pay-mobile-h5-api/api/common/wechat/pay/sandbox/order':
    'the sandbox cashier plays WeChat: no tenant, keyed by order number',
  'POST /pay-mobile-h5-api/api/common/wechat/pay/sandbox/confirm':
    'the sandbox cashier plays WeChat: no tenant, keyed by order number',
};

function declared(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [f, mod] of Object.entries(modules)) {
    for (const [name, v] of Object.entries(mod)) {
      const all = isEndpoint(v) ? [v] : typeof v === 'object' && v ? Object.values(v).filter(isEndpoint) : [];
      for (const e of all) out.set(`${e.method} ${e.path}`, `${f} ${name}`);
    }
  }
  return out;
}

let t: TestServer;
beforeAll(async () => {
  t = await testServer('declared-operations');
});
afterAll(() => t?.close());

describe('declared operations', () => {
  it('every declared operation has a handler and every handler a declaration', async () => {
    const ops = declared();
    const handled = [...handledEndpoints.keys()].filter((k) => !k.includes('/test/'));
    expect(handled.filter((k) => !ops.has(k))).toEqual([]);
    expect(
      [...ops.keys()]
        .filter((k) => !handledEndpoints.has(k) && !OWN_ROUTE[k])
        .map((k) => `${k} (${ops.get(k)})`),
    ).toEqual([]);
  });
});
