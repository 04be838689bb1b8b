import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { PaymentMethod, paymentMethodsOffered } from '@domain/ports/payment';
import { paymentMethodContract } from './contract/payment-method.contract';
import { DEMO_REGISTRIES } from './demo/registry';
import { OfflineTransferPayment } from './demo/offline-transfer';
import { wxworkHost } from './demo/wxwork-host';
import { Navigation } from '@domain/ports/navigation';
import { FakeNavigation } from './fakes';

for (const Method of DEMO_REGISTRIES.payments) paymentMethodContract(Method, DEMO_REGISTRIES.hosts);

describe('payment registry (production + worked example)', () => {
  const c = new Container();
  c.bind(Navigation).toConstantValue(new FakeNavigation());
  c.bind(PaymentMethod).to(OfflineTransferPayment);

  it('the demo method offers bank-transfer instructions with the amount and the registration', async () => {
    const m = c.get<PaymentMethod>(PaymentMethod);
    const out = await m.start({
      orderNo: '',
      registrationId: 'R9',
      amount: 5000,
      signedParams: '',
      query: {},
    });
    expect(out).toMatchObject({ kind: 'instructions', title: '银行转账缴费' });
    expect(out.kind === 'instructions' && out.lines.join('\n')).toMatch(/5000\.00 元[\s\S]*R9/);
  });

  it('the demo host (企业微信) offers continue-in-WeChat and the bank transfer, not JSAPI', () => {
    const methods = [
      {
        id: 'wechat-jsapi',
        canPayHere: (h: typeof wxworkHost) => h.capabilities.payChannel === 'wechat-jsapi',
      },
      c.get<PaymentMethod>(PaymentMethod),
    ] as PaymentMethod[];
    expect(paymentMethodsOffered(methods, wxworkHost).map((m) => m.id)).toEqual(['offline-transfer']);
  });
});
