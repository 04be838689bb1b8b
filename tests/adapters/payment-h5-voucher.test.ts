import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { VoucherPayment } from '@adapters/payment/voucher-payment';
import { WechatH5Payment } from '@adapters/payment/wechat-h5-payment';
import { HOST_PROFILES } from '@domain/shell/hosts/registry';
import { FakeNavigation } from './fakes';

const host = (id: string) => HOST_PROFILES.find((h) => h.id === id)!;
const ORDER = {
  orderNo: 'ZS1',
  registrationId: 'R1',
  amount: 5000,
  signedParams: '',
  query: {},
  h5Url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2',
  returnUrl: 'https://s.test/zhxy/mobile/recruit/?orgId=o1#/orientation/enrollment/applylist?payReturn=ZS1',
};

describe('WeChat H5 payment (plain mobile browsers)', () => {
  it('is offered only in a plain mobile browser', () => {
    const m = new WechatH5Payment(new FakeNavigation());
    const offered = HOST_PROFILES.filter((h) => m.canPayHere(h)).map((h) => h.id);
    expect(offered).toEqual([host('mobile-browser').id]);
  });

  it('goes to h5_url with redirect_url (encoded) back to this page, and settles by payReturn', async () => {
    const nav = new FakeNavigation();
    const m = new WechatH5Payment(nav);
    expect(await m.start(ORDER)).toEqual({ kind: 'redirected' });
    const url = new URL(nav.visits[0]!.url!);
    expect(url.origin + url.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(url.searchParams.get('prepay_id')).toBe('wx1');
    expect(url.searchParams.get('redirect_url')).toBe(ORDER.returnUrl);
    expect(await m.settle({ payReturn: 'ZS1' })).toEqual({ kind: 'pending', orderNo: 'ZS1' });
    expect(await m.settle({})).toEqual({ kind: 'unsupported' });
  });

  it('without an h5_url (no H5 order) nothing happens', async () => {
    const nav = new FakeNavigation();
    expect(await new WechatH5Payment(nav).start({ ...ORDER, h5Url: null })).toEqual({ kind: 'unsupported' });
    expect(nav.visits).toHaveLength(0);
  });
});

describe('voucher upload (off-line payment)', () => {
  it('is offered in every runtime, as an off-line method that opens the voucher upload', async () => {
    const m = new VoucherPayment();
    expect(HOST_PROFILES.every(() => m.canPayHere())).toBe(true);
    expect(m.offline).toBe(true);
    expect(m.orderType).toBeNull();
    expect(await m.start()).toEqual({ kind: 'voucher' });
  });
});
