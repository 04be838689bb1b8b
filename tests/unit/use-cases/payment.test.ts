import { describe, expect, it } from 'vitest';
import type {
  ApplicationFile,
  ApplicationsGateway,
  TradeType,
  UploadFile,
} from '@domain/ports/applications-gateway';
import type { PaymentMethod, PaymentOrder } from '@domain/ports/payment';
import { settlePaymentReturn } from '@domain/use-cases/payment/settle-payment-return';
import { startPayment } from '@domain/use-cases/payment/start-payment';
import { uploadVoucher, VOUCHER_FILES_REQUIRED } from '@domain/use-cases/payment/upload-voucher';

const PAGE = 'https://s.test/zhxy/mobile/recruit/?orgId=o1#/orientation/enrollment/applylist';

function fakeGateway() {
  const calls: { op: string; args: unknown[] }[] = [];
  const g: ApplicationsGateway = {
    list: async () => [],
    rejectReason: async () => null,
    payState: async () => ({ feeStatus: 2, orderNo: 'ZS1' }),
    openOrder: async (registrationId: string, tradeType: TradeType, key: string) => {
      calls.push({ op: 'openOrder', args: [registrationId, tradeType, key] });
      return {
        orderNo: 'ZS1',
        amount: 5000,
        feeStatus: 2,
        payString: tradeType === 'H5' ? '' : '{"package":"prepay_id=1"}',
        h5Url: tradeType === 'H5' ? 'https://wx.tenpay.test/checkmweb?prepay_id=1' : null,
        reused: false,
      };
    },
    queryOrder: async (orderNo: string) => {
      calls.push({ op: 'queryOrder', args: [orderNo] });
      return { orderNo, registrationId: 'R1', status: 'paid', feeStatus: 3 };
    },
    uploadFiles: async (files: UploadFile[], onProgress) => {
      files.forEach((f) => onProgress(f, 150));
      return files.map((f, i): ApplicationFile => ({
        fileId: `F${i}`,
        name: f.name,
        size: f.size,
        type: f.type,
        url: '',
      }));
    },
    submitVoucher: async (registrationId, files, key) => {
      calls.push({ op: 'submitVoucher', args: [registrationId, files.length, key] });
      return { voucherStatus: 0, feeStatus: 1 };
    },
    logout: async () => {},
  };
  return { g, calls };
}

const method = (orderType: string | null, started: PaymentOrder[]): PaymentMethod => ({
  id: orderType ? orderType.toLowerCase() : 'elsewhere',
  label: '测试',
  orderType,
  canPayHere: () => true,
  start: async (o) => {
    started.push(o);
    return orderType ? { kind: 'redirected' } : { kind: 'continue-elsewhere', url: PAGE };
  },
  settle: async (q) => (q.payReturn ? { kind: 'pending', orderNo: q.payReturn } : { kind: 'unsupported' }),
});

const input = (m: PaymentMethod) => ({
  registrationId: 'R1',
  amount: 5000,
  orderNo: null,
  method: m,
  href: PAGE,
  query: { orgId: 'o1' },
  idempotencyKey: 'K1',
});

describe('start payment', () => {
  it('opens an order only for a method that pays here, and hands its pay parameters and return URL to it', async () => {
    const { g, calls } = fakeGateway();
    const started: PaymentOrder[] = [];
    const r = await startPayment(g, input(method('H5', started)));
    expect(calls).toEqual([{ op: 'openOrder', args: ['R1', 'H5', 'K1'] }]);
    expect(r).toMatchObject({ kind: 'done', value: { order: { orderNo: 'ZS1', feeStatus: 2 } } });
    expect(started[0]).toMatchObject({
      orderNo: 'ZS1',
      h5Url: 'https://wx.tenpay.test/checkmweb?prepay_id=1',
      returnUrl: `${PAGE}?payReturn=ZS1`,
    });
  });

  it('a method with no online order (continue in WeChat) creates no order', async () => {
    const { g, calls } = fakeGateway();
    const started: PaymentOrder[] = [];
    const r = await startPayment(g, input(method(null, started)));
    expect(calls).toEqual([]);
    expect(r).toEqual({
      kind: 'done',
      value: { outcome: { kind: 'continue-elsewhere', url: PAGE }, order: null },
    });
  });

  it("a refused order is refused with the error catalogue's sentence; not logged in asks for login", async () => {
    const { g } = fakeGateway();
    const started: PaymentOrder[] = [];
    g.openOrder = async () => {
      throw { kind: 'server', code: 422, msg: '当前状态不可缴费' };
    };
    expect(await startPayment(g, input(method('JSAPI', started)))).toEqual({
      kind: 'refused',
      message: '当前状态不可缴费',
    });
    g.openOrder = async () => {
      throw { kind: 'server', code: 401, msg: '请先登录' };
    };
    expect(await startPayment(g, input(method('JSAPI', started)))).toEqual({ kind: 'needsLogin' });
    g.openOrder = async () => {
      throw { kind: 'network', msg: '' };
    };
    expect(await startPayment(g, input(method('JSAPI', started)))).toEqual({
      kind: 'refused',
      message: '网络错误',
    });
    expect(started).toEqual([]);
  });
});

describe('settle a payment return', () => {
  it('queries the order a method recognises in the return query; nothing for an ordinary visit', async () => {
    const { g, calls } = fakeGateway();
    const methods = [method('JSAPI', [])];
    expect(await settlePaymentReturn(g, methods, { payReturn: 'ZS9' })).toMatchObject({
      kind: 'done',
      value: { orderNo: 'ZS9', feeStatus: 3 },
    });
    expect(await settlePaymentReturn(g, methods, { orgId: 'o1' })).toEqual({ kind: 'done', value: null });
    expect(calls).toEqual([{ op: 'queryOrder', args: ['ZS9'] }]);
  });

  it("a failed order query is refused with the error catalogue's sentence", async () => {
    const { g } = fakeGateway();
    g.queryOrder = async () => {
      throw { kind: 'server', code: 404, msg: '订单不存在' };
    };
    expect(await settlePaymentReturn(g, [method('JSAPI', [])], { payReturn: 'ZS9' })).toEqual({
      kind: 'refused',
      message: '订单不存在',
    });
  });
});

describe('upload a voucher', () => {
  it('uploads with clamped progress, then submits with a key from the file ids', async () => {
    const { g, calls } = fakeGateway();
    const seen: number[] = [];
    const file = Object.assign(new Blob(['a'], { type: 'image/png' }), { name: '回单.png' });
    const r = await uploadVoucher(g, 'R1', [file], (_f, p) => seen.push(p));
    expect(seen).toEqual([100]);
    expect(r).toMatchObject({
      kind: 'done',
      value: { voucherStatus: 0, feeStatus: 1, files: [{ fileId: 'F0', name: '回单.png' }] },
    });
    expect(calls).toEqual([{ op: 'submitVoucher', args: ['R1', 1, 'voucher-R1-F0'] }]);
    // No file: refused without a call.
    expect(await uploadVoucher(g, 'R1', [])).toEqual({ kind: 'refused', message: VOUCHER_FILES_REQUIRED });
    expect(calls).toHaveLength(1);
  });

  it("a refused submission is refused with the server's sentence; not logged in asks for login", async () => {
    const { g } = fakeGateway();
    const file = Object.assign(new Blob(['a'], { type: 'image/png' }), { name: '回单.png' });
    g.submitVoucher = async () => {
      throw { kind: 'server', code: 422, msg: '当前状态不可上传缴费凭证' };
    };
    expect(await uploadVoucher(g, 'R1', [file])).toEqual({
      kind: 'refused',
      message: '当前状态不可上传缴费凭证',
    });
    g.uploadFiles = async () => {
      throw { kind: 'http', status: 401, msg: '' };
    };
    expect(await uploadVoucher(g, 'R1', [file])).toEqual({ kind: 'needsLogin' });
  });
});
