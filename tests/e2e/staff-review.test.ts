import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import * as W from '@contract/staff-work';
import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, appUrl, baseUrl, newPage, screenshot, serverClock } from './harness';
import { fillForm, submitRegistration } from './registration-form';
import { asStaff, planOfItsOwn, staffToken } from './staff';
import { newIdNumber } from './id-numbers';

const ID_PREFIX = '3301022011';

// issue 15 "Must show", the parent's side: a teacher's decisions (staff session, /staff-api/) reach
// the parent's app and the dev outbox; publishing results at a set time changes the result look-up then.

const IDS = admissionsIds(DEMO.A.tenantId);
const ORG = DEMO.A.orgId;

async function registerNew(
  name: string,
  planId: string = IDS.plans.open,
): Promise<{ page: Page; idNumber: string; id: string }> {
  const page = await newPage('browser');
  const route = `/orientation/enrollment/details?planId=${planId}`;
  const q = new URLSearchParams({ tenantId: DEMO.A.tenantId, orgId: ORG, redirect: appUrl(route) });
  q.set('wxuser', `e2e-staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`);
  await page.goto(`${baseUrl()}/platform/login?${q}`);
  await page.waitForURL((u) => !u.href.includes('accesstoken'), { timeout: 30_000 });
  const idNumber = newIdNumber(ID_PREFIX);
  await page.getByLabel('学生姓名').waitFor();
  await fillForm(page, idNumber, name);
  await submitRegistration(page);
  const found = await asStaff<{ rows: { id: string }[] }>(
    ORG,
    W.registrations.path,
    { q: idNumber },
    'admissions',
  );
  expect(found.data.rows).toHaveLength(1);
  return { page, idNumber, id: found.data.rows[0]!.id };
}

test('a teacher rejects with a template reason: the parent sees it and the notice is in the dev outbox', async () => {
  const { page, id } = await registerNew('驳回测试');
  const templates = await asStaff<string[]>(ORG, W.rejectTemplates.path, {}, 'admissions');
  const reason = templates.data[0]!;
  const r = await asStaff(ORG, W.reject.path, { registrationId: id, reason }, 'admissions');
  expect(r).toMatchObject({ code: 0, data: { reviewStatus: 2 } });
  await page.getByRole('button', { name: '查看进度' }).click();
  await page.getByText(`驳回原因：${reason}`).waitFor({ timeout: 20_000 });
  await screenshot('staff-reject-parent', page);
  const dev = await fetch(`${baseUrl()}${W.devOutbox.path}`, { method: 'POST' });
  const sent = ((await dev.json()) as { data: { kind: string; body: string }[] }).data;
  expect(sent.find((m) => m.kind === 'registration.rejected' && m.body.includes(reason))).toBeTruthy();
  const outbox = await asStaff<{ rows: { kind: string; status: string }[] }>(
    ORG,
    W.outbox.path,
    {},
    'admissions',
  );
  expect(outbox.data.rows.find((x) => x.kind === 'registration.rejected')).toMatchObject({ status: 'sent' });
});

test('admitted and published at a set time: before it the look-up says when, after it shows the result', async () => {
  const name = '公布测试';
  // A plan of its own: the demo plan's results are out, and a published time may not move later.
  const plan = await planOfItsOwn(ORG, IDS.plans.open, '公布测试计划');
  const { page, idNumber, id } = await registerNew(name, plan);
  expect((await asStaff(ORG, W.approve.path, { registrationId: id }, 'admissions')).code).toBe(0);
  // The plan has a fee: paid (offline, 学校管理员) before a decision (issue 24).
  expect((await asStaff(ORG, W.markPaid.path, { registrationId: id, reason: '现金' }, 'admin')).code).toBe(0);
  expect((await asStaff(ORG, W.admit.path, { registrationId: id, status: 3 }, 'admissions')).code).toBe(0);
  // 15 s from the server's now, then its clock moves past it.
  const at = new Date((await serverClock.now()).getTime() + 15_000);
  const pub = await asStaff(
    ORG,
    W.publishResults.path,
    { planId: plan, publishAt: at.toISOString() },
    'admissions',
  );
  expect(pub.code).toBe(0);
  const lookUp = async () => {
    await page.goto(appUrl('/orientation/homepage/result'));
    await page.getByLabel('姓名').fill(name);
    await page.getByLabel('身份证号').fill(idNumber);
    await page.getByRole('button', { name: '查询' }).click();
  };
  await lookUp();
  await page.getByText(/录取结果将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 公布/).waitFor();
  expect(await page.getByText('恭喜您，已被录取').count()).toBe(0);
  await screenshot('staff-publish-before', page);
  await serverClock.advance(at.getTime() - (await serverClock.now()).getTime() + 1000);
  await lookUp();
  await page.getByText('恭喜您，已被录取').waitFor();
  await screenshot('staff-publish-after', page);
}, 120_000);

test('the xlsx export of a plan opens with ExcelJS and has one column per form field', async () => {
  const token = await staffToken(ORG, 'admissions');
  const r = await fetch(`${baseUrl()}${W.exportXlsx.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ planId: IDS.plans.open }),
  });
  expect(r.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await r.arrayBuffer());
  const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
  const form = await fetch(`${baseUrl()}/enrollment-manage-api/api/app/enrollment/register/getTemplate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', tenantId: DEMO.A.tenantId, orgId: ORG },
    body: JSON.stringify({ planId: IDS.plans.open }),
  });
  const fields = ((await form.json()) as { data: { fields: { label: string }[] } }).data.fields;
  expect(header.slice(0, fields.length + 1)).toEqual(['报名编号', ...fields.map((f) => f.label)]);
  expect(header).toContain('审核状态');
  expect(wb.worksheets[0]!.rowCount).toBeGreaterThan(2);
});
