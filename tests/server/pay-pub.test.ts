import * as E from '@contract/enrollment';
import * as P from '@contract/payment';
import { rewriteRedirectUri } from '@domain/payment/payment';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

// The sandbox payment-return app in a real Chromium: OAuth URL rewritten as the app does, the
// authorize redirect, /pub/#/chargeH5/wxpaying, the pay button, the signed notify.
const A = DEMO.A;
const applicant = demoApplicants(A.tenantId).find((s) => s.key === 'voucherRejected')!;
let t: TestServer;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  t = await testServer('paypub');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  origin = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

it('pays an order through the sandbox cashier and lands on 支付成功', async () => {
  const token = await tokenFor(t, A, 'applicant', { userId: applicant.userId });
  const order = (await call(t.app, P.unifiedOrder, { registrationId: applicant.registrationId }, { token }))
    .body.data;
  const host = origin.replace('http://', '');
  const preUrl = `${origin}/pub/#/chargeH5/wxpaying?project=chargeH5`;
  const oauth = await call(t.app, P.redirectOauth2, { preUrl }, { school: A, headers: { host } });
  const url = rewriteRedirectUri(oauth.body.data, {
    orderNo: order.orderNo,
    orgId: A.orgId,
    tenantId: A.tenantId,
    appId: 'wx1',
  });

  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  // The cashier is same-origin with the SPA: it pays with the applicant's stored session.
  await page.addInitScript((tk) => localStorage.setItem('accesstoken', tk), token);
  await page.goto(url);
  expect(new URL(page.url()).pathname).toBe('/pub/');
  await page.getByText('¥200.00').waitFor();
  await page.getByText('沙箱支付', { exact: false }).first().waitFor();
  await page.click('#pay');
  await page.getByText('支付成功').waitFor();
  expect(await page.getAttribute('#back', 'href')).toBe(
    `/zhxy/mobile/recruit/?orgId=${A.orgId}&tenantId=${A.tenantId}#/orientation/enrollment/applylist`,
  );
  expect(problems).toEqual([]);

  const jp = await call(t.app, E.judgePay, { registrationId: applicant.registrationId }, { token });
  expect(jp.body.data).toMatchObject({ paid: true, feeStatus: 3 });

  // Back again (reload): already paid, nothing charged twice.
  await page.reload();
  await page.getByText('支付成功').waitFor();
  await page.close();
});

it('without an authorization code the page says so', async () => {
  const page = await browser.newPage();
  await page.goto(`${origin}/pub/#/chargeH5/wxpaying?project=chargeH5&orderNo=ZS1`);
  await page.getByText('微信授权失败，请返回重试').waitFor();
  await page.close();
});
