import 'reflect-metadata';
import { Container, type Newable } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';
import { Navigation } from '@domain/ports/navigation';
import { PaymentMethod, type PaymentOrder, type PaymentOutcome } from '@domain/ports/payment';
import { PlatformBridge } from '@domain/ports/platform';
import { SessionStore } from '@domain/ports/storage';
import type { HostProfile } from '@domain/shell/hosts/host-profile';
import { MemoryStore } from '@adapters/storage/memory-store';
import { FakeNavigation, testConfig } from '../fakes';

const KINDS = ['redirected', 'pending', 'continue-elsewhere', 'instructions', 'voucher', 'unsupported'];

/** Every port a payment method may inject, faked: provider calls answer like a sandbox. */
function methodContainer(Method: Newable<PaymentMethod>) {
  const c = new Container();
  c.bind(HttpPort).toConstantValue({
    request: async <T>(req: { url: string }) => ({
      code: 0,
      msg: '',
      success: true,
      data: (req.url.endsWith('getpublicconfig')
        ? { appId: 'wxAPP', timestamp: 1, nonceStr: 'n', paySign: 's' }
        : 'https://pay.test/oauth?redirect_uri=https%3A%2F%2Fapp.test%2Freturn') as T,
    }),
    upload: async () => [],
  });
  c.bind(PlatformBridge).toConstantValue({
    runtime: { environment: 'wx', miniappWebview: false },
    configure: async () => {},
    navigateMiniProgram: async () => {},
    scanCode: async () => '',
  });
  c.bind(SessionStore).toConstantValue(new MemoryStore());
  c.bind(Navigation).toConstantValue(new FakeNavigation());
  c.bind(AppConfig).toConstantValue(testConfig());
  c.bind(PaymentMethod).to(Method);
  return c.get<PaymentMethod>(PaymentMethod);
}

const order = (m: PaymentMethod): PaymentOrder => ({
  orderNo: m.orderType ? 'ORD1' : '',
  registrationId: 'R1',
  amount: 5000,
  signedParams: m.orderType ? 'appId=wx&package=prepay_id%3D1' : '',
  query: { orgId: 'o1', tenantId: 't1' },
  h5Url: m.orderType === 'H5' ? 'https://wx.tenpay.test/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=1' : null,
  returnUrl: 'https://app.test/zhxy/mobile/recruit/#/orientation/enrollment/applylist?payReturn=ORD1',
});

function expectWellFormed(o: PaymentOutcome) {
  expect(KINDS).toContain(o.kind);
  if (o.kind === 'continue-elsewhere') expect(() => new URL(o.url)).not.toThrow();
  if (o.kind === 'instructions') {
    expect(o.title).toMatch(/[\u4e00-\u9fa5]/);
    expect(o.lines.length).toBeGreaterThan(0);
  }
  if (o.kind === 'pending') expect(o.orderNo).not.toBe('');
}

/** What every payment method promises (src-domain/ports/payment.ts), over every registered host. */
export function paymentMethodContract(Method: Newable<PaymentMethod>, hosts: readonly HostProfile[]) {
  describe(`payment method ${Method.name} (contract)`, () => {
    it('has a kebab-case id, a Chinese label and an order type or null', () => {
      const m = methodContainer(Method);
      expect(m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(m.label).toMatch(/[\u4e00-\u9fa5]/);
      expect(m.orderType === null || (typeof m.orderType === 'string' && m.orderType !== '')).toBe(true);
    });

    it('answers canPayHere for every host, and some host offers it', () => {
      const m = methodContainer(Method);
      const answers = hosts.map((h) => m.canPayHere(h));
      for (const a of answers) expect(typeof a).toBe('boolean');
      expect(answers).toContain(true);
    });

    it('starts an order with a well-formed outcome, without provider fields in the order', async () => {
      const m = methodContainer(Method);
      expectWellFormed(await m.start(order(m)));
    });

    it('settles a return query: never pending without an order number', async () => {
      const m = methodContainer(Method);
      const withOrder = await m.settle({ orderNo: 'ORD1' });
      expectWellFormed(withOrder);
      if (withOrder.kind === 'pending') expect(withOrder.orderNo).toBe('ORD1');
      const empty = await m.settle({});
      expectWellFormed(empty);
      expect(empty.kind).not.toBe('pending');
    });
  });
}
