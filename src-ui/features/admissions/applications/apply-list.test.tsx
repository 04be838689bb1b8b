import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { application } from '@ui/testing/application-fixture';
import ApplyListPage from '@ui/features/admissions/applications/apply-list-page';
import { pageQuery } from '@ui/features/admissions/applications/apply-list.vm';
import type { PaymentMethod } from '@domain/ports/payment';
import { CONTINUE_IN_WECHAT } from '@domain/payment/pay-choices';
import { PATHS } from '@domain/shell/links';
import { FakeGateways, gateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';

const reg = application;

const PATH = { path: '/orientation/enrollment/applylist' };

const H5_RUNTIME = { environment: 'h5', miniappWebview: false } as const;
const PAGE_URL = 'http://localhost/zhxy/mobile/recruit/#/orientation/enrollment/applylist';

/** What a plain browser registers (src/payments/registry.ts): H5 pay, continuing in WeChat, the voucher. */
const browserMethods = (): PaymentMethod[] => [
  {
    id: 'wechat-h5',
    label: '微信支付',
    orderType: 'H5',
    canPayHere: () => true,
    start: async () => ({ kind: 'redirected' }),
    settle: async () => ({ kind: 'unsupported' }),
  },
  {
    id: CONTINUE_IN_WECHAT,
    label: '在微信中缴费',
    orderType: null,
    canPayHere: () => true,
    start: async () => ({ kind: 'continue-elsewhere', url: PAGE_URL }),
    settle: async () => ({ kind: 'unsupported' }),
  },
  {
    id: 'voucher',
    label: '上传缴费凭证',
    orderType: null,
    offline: true,
    canPayHere: () => true,
    start: async () => ({ kind: 'voucher' }),
    settle: async () => ({ kind: 'unsupported' }),
  },
];

/** pay/unifiedorder's answer: an order waiting for payment. */
const order = (orderNo: string, payString: string) => ({
  orderNo,
  amount: 5000,
  feeStatus: 2 as const,
  payString,
  params: {
    appId: 'wx',
    timeStamp: '1',
    nonceStr: 'n',
    package: 'p',
    signType: 'HMAC-SHA256' as const,
    paySign: 's',
  },
  h5Url: null,
  reused: false,
  expiresAt: '2026-06-01T10:30:00.000+08:00',
});

/** pay/queryOrder: the order as the server (having asked the platform) sees it. */
const queried = (
  orderNo: string,
  feeStatus: 1 | 2 | 3 | 6,
  status: 'pending' | 'paid' | 'closed' = 'pending',
) => ({
  orderNo,
  registrationId: 'R1',
  status,
  amount: 5000,
  feeStatus,
  paidAt: null,
});

/** The off-line method (src-adapters/payment/voucher-payment.ts): a voucher, where the school enables it. */
const voucherMethod: PaymentMethod = {
  id: 'voucher',
  label: '上传缴费凭证',
  orderType: null,
  offline: true,
  canPayHere: () => true,
  start: async () => ({ kind: 'voucher' }),
  settle: async () => ({ kind: 'unsupported' }),
};

describe('my applications', () => {
  it('shows each registration as a timeline with the reject reason and the edit action', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [reg({ reviewStatus: 2 })]).on('rejectReason', () => '照片不清晰');
    const h = setupHarness(http, PATH);
    renderScreen(ApplyListPage, h);
    const card = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    // Issue 23: the 报名编号 a parent reads out, never the internal id.
    expect(within(card).getByText('202600001')).toBeInTheDocument();
    expect(within(card).queryByText('R1')).toBeNull();
    const steps = within(card).getByRole('list', { name: '办理进度' });
    expect(steps).toHaveTextContent('报名审核已驳回');
    expect(await within(card).findByText('驳回原因：照片不清晰')).toBeInTheDocument();
    expect(steps).toHaveTextContent('缴费（¥50.00）未缴费');
    expect(steps).toHaveTextContent('缴费凭证未上传（线下缴费时上传）');
    // No 未录取 before a final, published decision.
    expect(steps).toHaveTextContent('录取待录取');
    expect(steps).not.toHaveTextContent('未录取');
    expect(within(card).queryByRole('button', { name: '去缴费' })).toBeNull();
    await user().click(within(card).getByRole('button', { name: '修改并重新提交' }));
    expect(h.location.history.at(-1)).toBe('/orientation/enrollment/details?planId=P1&registrationId=R1');
  });

  it('a paid registration the school rejected: 已驳回 with the reason and the refund state (issue 23)', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [
      reg({ reviewStatus: 2, rejectReason: '不符合招生条件', feeStatus: 4, editable: false }),
    ]);
    renderScreen(ApplyListPage, setupHarness(http, PATH));
    const card = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    const steps = within(card).getByRole('list', { name: '办理进度' });
    expect(steps).toHaveTextContent('报名审核已驳回');
    expect(steps).toHaveTextContent('驳回原因：不符合招生条件');
    expect(steps).toHaveTextContent('缴费（¥50.00）待退费');
    expect(steps).toHaveTextContent('所缴费用将原路退回');
    for (const name of ['去缴费', '上传缴费凭证', '修改并重新提交'])
      expect(within(card).queryByRole('button', { name })).toBeNull();
  });

  it('a decision held back until the publication time: 待录取 with the time, no 查看录取结果 (issue 23)', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [
      reg({ feeStatus: 3, admissionStatus: 1, resultsAt: '2026-07-10T10:00:00.000+08:00' }),
    ]);
    renderScreen(ApplyListPage, setupHarness(http, PATH));
    const card = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    const steps = within(card).getByRole('list', { name: '办理进度' });
    expect(steps).toHaveTextContent('录取待录取');
    expect(steps).toHaveTextContent(/录取结果将于 .*7月10日.*10:00.* 公布/);
    expect(within(card).queryByRole('button', { name: '查看录取结果' })).toBeNull();
  });

  it('renders exactly the actions the server offers, never recomputing them (issue 23 item 2)', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [
      // The journeys here would offer 去缴费 and 上传缴费凭证 (审核通过, 未缴费): the server says
      // only 查看录取结果 — and that is all the card shows.
      reg({ actions: ['viewResult'] }),
      // 待审核 with nothing offered by the server: no edit button although `editable` says so.
      reg({ registrationId: 'R2', planName: '未开放计划', reviewStatus: 0, actions: [] }),
      reg({
        registrationId: 'R3',
        planName: '驳回计划',
        reviewStatus: 2,
        actions: ['resubmit', 'uploadVoucher'],
      }),
    ]);
    renderScreen(
      ApplyListPage,
      setupHarness(http, { ...PATH, payMethods: browserMethods(), runtime: H5_RUNTIME }),
    );
    const offered = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    const names = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(names(offered)).toEqual(['查看录取结果']);
    expect(names(await screen.findByRole('article', { name: '未开放计划报名' }))).toEqual([]);
    expect(names(await screen.findByRole('article', { name: '驳回计划报名' }))).toEqual([
      '修改并重新提交',
      '上传缴费凭证',
    ]);
  });

  it('offers no 去缴费 while 待审核 unless the plan allows paying at registration', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [
      reg({ reviewStatus: 0 }),
      reg({ registrationId: 'R2', planName: '早缴计划', reviewStatus: 0, payAtRegistration: true }),
    ]);
    renderScreen(ApplyListPage, setupHarness(http, PATH));
    const pending = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    expect(within(pending).queryByRole('button', { name: '去缴费' })).toBeNull();
    const early = await screen.findByRole('article', { name: '早缴计划报名' });
    expect(within(early).getByRole('button', { name: '去缴费' })).toBeInTheDocument();
  });

  it('WeChat: a double tap on pay makes one order and one payment, then polls the order query until paid', async () => {
    let judged = 0;
    const http = new FakeGateways();
    http.applications
      // After the payment the server lists it 已缴费 (the vm reads the registration again).
      .on('list', () => [reg(judged >= 2 ? { feeStatus: 3 } : {})])
      .on('openOrder', async () => {
        await new Promise((r) => setTimeout(r, 30));
        return order('ORD1', 'appId=wx&package=prepay_id%3D1');
      })
      .on('queryOrder', () => {
        judged += 1;
        return judged >= 2 ? queried('ORD1', 3, 'paid') : queried('ORD1', 2);
      });
    const h = setupHarness(http, PATH);
    renderScreen(ApplyListPage, h);
    const pay = await screen.findByRole('button', { name: '去缴费' });
    const u = user();
    await Promise.all([u.click(pay), u.click(pay)]);
    await waitFor(() => expect(h.payments).toHaveLength(1));
    expect(http.applications.calledWith('openOrder')).toHaveLength(1);
    expect(http.applications.calledWith('openOrder')[0]!.slice(0, 2)).toEqual(['R1', 'JSAPI']);
    expect(h.payments[0]).toMatchObject({
      orderNo: 'ORD1',
      registrationId: 'R1',
      signedParams: 'appId=wx&package=prepay_id%3D1',
      query: { orgId: 'o1', tenantId: 't1' },
    });
    await waitFor(() => expect(screen.getByRole('list', { name: '办理进度' })).toHaveTextContent('已缴费'), {
      timeout: 4000,
    });
    expect(judged).toBe(2);
    expect(screen.queryByRole('button', { name: '去缴费' })).toBeNull();
  });

  it('a refused order leaves 去缴费 in place; not logged in asks to log in (Outcome of startPayment)', async () => {
    let refusal: object = { kind: 'server', code: 422, msg: '当前状态不可缴费' };
    const http = new FakeGateways();
    http.applications
      .on('list', () => [reg()])
      .on('openOrder', () => {
        throw refusal;
      });
    const h = setupHarness(http, PATH);
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '去缴费' }));
    await waitFor(() => expect(http.applications.calledWith('openOrder')).toHaveLength(1));
    expect(h.payments).toHaveLength(0);
    expect(screen.getByRole('button', { name: '去缴费' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '去登录' })).toBeNull();
    refusal = { kind: 'server', code: 401, msg: '请先登录' };
    await user().click(screen.getByRole('button', { name: '去缴费' }));
    expect(await screen.findByRole('button', { name: '去登录' })).toBeInTheDocument();
    expect(h.payments).toHaveLength(0);
  });

  it('a refused voucher keeps the sheet open with the chosen file (Outcome of uploadVoucher)', async () => {
    const http = new FakeGateways();
    http.applications
      .on('list', () => [reg()])
      .on('submitVoucher', () => {
        throw { kind: 'server', code: 422, msg: '当前状态不可上传缴费凭证' };
      });
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    const h = setupHarness(http, { ...PATH, payMethods: [voucherMethod] });
    renderScreen(ApplyListPage, h);
    const card = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    await user().click(within(card).getByRole('button', { name: '上传缴费凭证' }));
    await user().upload(
      screen.getByLabelText('选择缴费凭证'),
      new File(['a'], '回单.png', { type: 'image/png' }),
    );
    await user().click(await screen.findByRole('button', { name: '提交凭证' }));
    await waitFor(() => expect(http.applications.calledWith('submitVoucher')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '提交凭证' })).toBeEnabled();
    expect(screen.getByRole('img', { name: '凭证预览：回单.png' })).toBeInTheDocument();
    expect(h.toasts).not.toContain('凭证已提交，请等待审核');
  });

  it('several methods offered: asks which, and an off-line method shows its instructions without an order', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [reg()]);
    const started: string[] = [];
    const h = setupHarness(http, {
      ...PATH,
      payMethods: [
        {
          id: 'online',
          label: '在线支付',
          orderType: 'JSAPI',
          canPayHere: () => true,
          start: async () => ({ kind: 'redirected' }),
          settle: async () => ({ kind: 'unsupported' }),
        },
        {
          id: 'transfer',
          label: '银行转账',
          orderType: null,
          canPayHere: () => true,
          start: async (o) => {
            started.push(o.registrationId);
            return { kind: 'instructions', title: '银行转账缴费', lines: ['户名：某某学校'] };
          },
          settle: async () => ({ kind: 'unsupported' }),
        },
      ],
    });
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '去缴费' }));
    const group = await screen.findByRole('group', { name: '缴费方式' });
    await user().click(within(group).getByRole('button', { name: '银行转账' }));
    expect(await screen.findByText('户名：某某学校')).toBeInTheDocument();
    expect(started).toEqual(['R1']);
    expect(http.applications.calledWith('openOrder')).toHaveLength(0);
  });

  it('mini-program: orders with tradeType MINIAPP', async () => {
    const http = new FakeGateways();
    http.applications
      .on('list', () => [reg()])
      .on('openOrder', () => order('ORD2', 's'))
      .on('queryOrder', () => new Promise(() => {}));
    const h = setupHarness(http, { ...PATH, runtime: { environment: 'wx', miniappWebview: true } });
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '去缴费' }));
    await waitFor(() => expect(h.payments).toHaveLength(1));
    expect(http.applications.calledWith('openOrder')[0]![1]).toBe('MINIAPP');
    expect(await screen.findByText('支付处理中，正在确认…')).toBeInTheDocument();
  });

  it('plain phone browser: one 微信支付 (H5), continuing in WeChat described beside it as a copied link, never a QR; a voucher instead (issue 23)', async () => {
    const http = new FakeGateways();
    let submitted = false;
    http.applications
      // Once the voucher is in, the server lists it 审核中 (the vm reads the registration again).
      .on('list', () => [reg(submitted ? { feeStatus: 2, voucherStatus: 0 } : {})])
      .on('openOrder', () => order('ORD3', 's'))
      .on('queryOrder', () => queried('ORD3', 2))
      .on('submitVoucher', () => {
        submitted = true;
        return { voucherStatus: 0 as const, feeStatus: 2 as const };
      });
    const h = setupHarness(http, { ...PATH, runtime: H5_RUNTIME, payMethods: browserMethods() });
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '去缴费' }));
    const choices = await screen.findByRole('group', { name: '缴费方式' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['微信支付']);
    const secondary = screen.getByRole('region', { name: '在微信中缴费' });
    expect(secondary).toHaveTextContent('复制本页链接，在微信中打开后用微信支付');
    await user().click(within(secondary).getByRole('button', { name: '复制链接，到微信中缴费' }));
    const sheet = await screen.findByRole('heading', { name: '在微信中缴费' });
    expect(sheet.parentElement).toHaveTextContent('打开微信，把链接粘贴到任一聊天');
    expect(screen.queryByRole('img', { name: '在微信中打开本页的二维码' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '复制链接' }));
    expect(await navigator.clipboard.readText()).toBe(PAGE_URL);
    expect(http.applications.calledWith('openOrder')).toHaveLength(0);
    await user().click(screen.getAllByRole('button', { name: '上传缴费凭证' }).at(-1)!);
    const input = screen.getByLabelText('选择缴费凭证');
    await user().upload(input, [
      new File(['a'], '回单1.png', { type: 'image/png' }),
      new File(['b'], '回单2.pdf', { type: 'application/pdf' }),
    ]);
    await user().click(screen.getByRole('button', { name: '提交凭证' }));
    await waitFor(() => expect(http.applications.calledWith('submitVoucher')).toHaveLength(1));
    const [registrationId, files] = http.applications.calledWith('submitVoucher')[0]!;
    expect(registrationId).toBe('R1');
    expect(files.map((f) => f.name)).toEqual(['回单1.png', '回单2.pdf']);
    expect(h.http.uploads[0]!.map((f) => f.name)).toEqual(['回单1.png', '回单2.pdf']);
    expect(screen.getByRole('list', { name: '办理进度' })).toHaveTextContent('缴费凭证审核中');
  });

  it('plain phone browser: 微信支付 opens an H5 order; a school without H5 pay offers only continuing in WeChat', async () => {
    const http = new FakeGateways();
    http.applications
      .on('list', () => [
        reg({ registrationId: 'R1' }),
        reg({ registrationId: 'R2', planName: '无H5', h5Pay: false }),
      ])
      .on('openOrder', () => order('ORD4', 's'))
      .on('queryOrder', () => new Promise(() => {}));
    const h = setupHarness(http, { ...PATH, runtime: H5_RUNTIME, payMethods: browserMethods() });
    renderScreen(ApplyListPage, h);
    const noH5 = await screen.findByRole('article', { name: '无H5报名' });
    await user().click(within(noH5).getByRole('button', { name: '去缴费' }));
    expect(await screen.findByText('学校未开通在手机浏览器中微信支付，请到微信中缴费。')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '缴费方式' })).toBeNull();
    expect(screen.getByRole('button', { name: '复制链接，到微信中缴费' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '复制链接，到微信中缴费' }));
    await user().click(await screen.findByRole('button', { name: '关闭' }));
    const withH5 = screen.getByRole('article', { name: '2026年秋季高一新生报名' });
    await user().click(within(withH5).getByRole('button', { name: '去缴费' }));
    await user().click(
      within(await screen.findByRole('group', { name: '缴费方式' })).getByRole('button', {
        name: '微信支付',
      }),
    );
    await waitFor(() => expect(http.applications.calledWith('openOrder')).toHaveLength(1));
    expect(http.applications.calledWith('openOrder')[0]!.slice(0, 2)).toEqual(['R1', 'H5']);
  });

  it('computer browser: no 微信支付 here; the phone scans a QR code of the page to continue in WeChat', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [reg()]);
    const h = setupHarness(http, {
      ...PATH,
      runtime: { environment: 'pc', miniappWebview: false },
      payMethods: browserMethods(),
    });
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '去缴费' }));
    const secondary = await screen.findByRole('region', { name: '在微信中缴费' });
    expect(screen.queryByRole('group', { name: '缴费方式' })).toBeNull();
    await user().click(within(secondary).getByRole('button', { name: '用手机微信扫码缴费' }));
    const qr = await screen.findByRole('img', { name: '在微信中打开本页的二维码' });
    expect(qr).toHaveAttribute('data-qr-value', PAGE_URL);
  });

  it('refuses a voucher over 20 MB with the spec toast', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [reg({ voucherStatus: 2, voucherReason: '不清晰' })]);
    const h = setupHarness(http, {
      ...PATH,
      runtime: { environment: 'h5', miniappWebview: false },
      payMethods: [voucherMethod],
    });
    renderScreen(ApplyListPage, h);
    await user().click(await screen.findByRole('button', { name: '重新上传凭证' }));
    const big = new File(['x'], '大文件.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 20971521 });
    await user().upload(screen.getByLabelText('选择缴费凭证'), big);
    expect(h.toasts).toContain('文件大小不能超过20M');
  });

  it('asks to log in without a session, and shows an empty state with none', async () => {
    const h1 = setupHarness(new FakeGateways(), { ...PATH, token: null });
    const r = renderScreen(ApplyListPage, h1);
    await user().click(await screen.findByRole('button', { name: '去登录' }));
    expect(h1.assigned[0]).toContain('/platform/login?');
    r.unmount();
    const h2 = setupHarness(
      gateways((g) => g.applications.on('list', () => [])),
      PATH,
    );
    renderScreen(ApplyListPage, h2);
    expect(await screen.findByText('您还没有报名记录')).toBeInTheDocument();
  });

  it('个人信息与隐私 opens the 个人信息 page, signed in or not (the privacy notice sends families here, issue 23)', async () => {
    for (const token of [null, 'T0']) {
      const h = setupHarness(
        gateways((g) => g.applications.on('list', () => [reg()])),
        { ...PATH, token },
      );
      const r = renderScreen(ApplyListPage, h);
      await user().click(await screen.findByRole('button', { name: '个人信息与隐私' }));
      expect(h.location.history.at(-1)).toBe(PATHS.privacy);
      r.unmount();
    }
  });

  it('shows the result action once admitted', async () => {
    const h = setupHarness(
      gateways((g) =>
        g.applications.on('list', () => [
          reg({ reviewStatus: 1, feeStatus: 3, admissionStatus: 3, editable: false }),
        ]),
      ),
      PATH,
    );
    renderScreen(ApplyListPage, h);
    await act(async () => {});
    expect(await screen.findByRole('button', { name: '查看录取结果' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '办理进度' })).toHaveTextContent('录取已录取');
    expect(screen.getByRole('list', { name: '办理进度' })).toHaveTextContent('缴费凭证无需上传');
  });

  it('待支付 (pay sheet cancelled): "支付未完成，请重新支付" with 继续支付, which continues the order', async () => {
    const http = new FakeGateways();
    http.applications
      .on('list', () => [reg({ feeStatus: 2, orderNo: 'ORD5', editable: false })])
      .on('queryOrder', () => queried('ORD5', 2))
      .on('openOrder', () => ({ ...order('ORD5', 'again'), reused: true }));
    const h = setupHarness(http, PATH);
    renderScreen(ApplyListPage, h);
    expect(await screen.findByText('支付未完成，请重新支付')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '办理进度' })).toHaveTextContent('缴费（¥50.00）待支付');
    expect(screen.queryByRole('button', { name: '去缴费' })).toBeNull();
    await user().click(screen.getByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(h.payments).toHaveLength(1));
    expect(h.payments[0]).toMatchObject({ orderNo: 'ORD5', signedParams: 'again' });
    expect(h.payments[0]!.returnUrl).toContain('payReturn=ORD5');
  });

  it('已关闭 (timed out): 重新支付 opens a new order', async () => {
    const http = new FakeGateways();
    http.applications
      .on('list', () => [reg({ feeStatus: 6, orderNo: 'OLD', editable: false })])
      .on('openOrder', () => order('NEW', 'fresh'))
      .on('queryOrder', () => new Promise(() => {}));
    const h = setupHarness(http, PATH);
    renderScreen(ApplyListPage, h);
    const card = await screen.findByRole('article', { name: '2026年秋季高一新生报名' });
    expect(within(card).getByRole('list', { name: '办理进度' })).toHaveTextContent('已关闭');
    expect(within(card).queryByText('支付未完成，请重新支付')).toBeNull();
    await user().click(within(card).getByRole('button', { name: '重新支付' }));
    await waitFor(() => expect(h.payments).toHaveLength(1));
    expect(h.payments[0]!.orderNo).toBe('NEW');
  });

  it('voucher upload is offered in WeChat too when the school enables offline payment, with an image preview', async () => {
    const http = new FakeGateways();
    http.applications.on('list', () => [
      reg(),
      reg({ registrationId: 'R2', planName: '不收凭证', offlinePayment: false }),
    ]);
    // jsdom has no object URLs: the preview's source is stubbed.
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
    const h = setupHarness(http, { ...PATH, payMethods: [voucherMethod] });
    renderScreen(ApplyListPage, h);
    const off = await screen.findByRole('article', { name: '不收凭证报名' });
    expect(within(off).queryByRole('button', { name: '上传缴费凭证' })).toBeNull();
    const card = screen.getByRole('article', { name: '2026年秋季高一新生报名' });
    // Only an off-line method here: no 去缴费 (nothing can pay online), the voucher button instead.
    expect(within(card).queryByRole('button', { name: '去缴费' })).toBeNull();
    await user().click(within(card).getByRole('button', { name: '上传缴费凭证' }));
    await user().upload(
      screen.getByLabelText('选择缴费凭证'),
      new File(['a'], '回单.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: '凭证预览：回单.png' })).toBeInTheDocument();
    expect(http.applications.calledWith('openOrder')).toHaveLength(0);
  });

  it('上传缴费凭证 exactly where the server accepts a voucher; the sheet shows payee, bank, account, amount and reference with 复制 (issue 23)', async () => {
    const payee = {
      payee: '杭州示范中学',
      bank: '中国工商银行杭州西湖支行',
      account: '1202 0212 0900 1234 567',
      amount: 5000,
      reference: '张三0021',
    };
    const http = new FakeGateways();
    http.applications.on('list', () => [
      reg({ offlinePayee: payee }),
      // 已缴费 / before 审核通过: the server refuses a voucher, so it is not offered.
      reg({ registrationId: 'R2', planName: '已缴费', feeStatus: 3 }),
      reg({ registrationId: 'R3', planName: '待审核', reviewStatus: 0 }),
    ]);
    renderScreen(ApplyListPage, setupHarness(http, { ...PATH, payMethods: [voucherMethod] }));
    for (const name of ['已缴费报名', '待审核报名']) {
      const other = await screen.findByRole('article', { name });
      expect(within(other).queryByRole('button', { name: '上传缴费凭证' })).toBeNull();
    }
    const card = screen.getByRole('article', { name: '2026年秋季高一新生报名' });
    await user().click(within(card).getByRole('button', { name: '上传缴费凭证' }));
    const sheet = await screen.findByRole('region', { name: '线下缴费信息' });
    for (const text of [
      '杭州示范中学',
      '中国工商银行杭州西湖支行',
      '1202 0212 0900 1234 567',
      '¥50.00',
      '张三0021',
    ])
      expect(
        within(sheet).getAllByText(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length,
      ).toBeGreaterThan(0);
    // user-event's clipboard stands in for the phone's.
    const copies: [string, string][] = [
      ['复制银行账号', '1202 0212 0900 1234 567'],
      ['复制转账附言', '张三0021'],
      ['复制缴费金额', '50.00'],
    ];
    for (const [button, text] of copies) {
      await user().click(within(sheet).getByRole('button', { name: button }));
      expect(await navigator.clipboard.readText()).toBe(text);
    }
  });

  it('reads the tempData base from both query strings of the page', () => {
    expect(
      pageQuery(
        'https://s.test/zhxy/mobile/recruit/?orgId=o1&tenantId=t1#/orientation/enrollment/applylist?x=1',
      ),
    ).toEqual({ orgId: 'o1', tenantId: 't1', x: '1' });
  });
});
