import type { Page } from 'playwright-core';
import { SPA_PATH, baseUrl, demoAdmin, newPage } from './harness';
import * as W from '@contract/staff-work';
import * as planSetup from '@contract/plan-setup';
import type { PlanSetupDetail } from '@contract/plan-setup';
import { chinaInstant } from '@domain/time/china-time';

type Role = 'admin' | 'admissions' | 'checkin';
interface Envelope<T> {
  code: number;
  success: boolean;
  msg: string;
  data: T;
}

const tokens = new Map<string, Promise<string>>();
let n = 0;

async function post<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  const r = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await r.json()) as Envelope<T>;
}

async function login(orgId: string, phone: string, password: string): Promise<string> {
  const r = await post<{ token: string }>('/staff-api/login', { orgId, phone, password });
  if (!r.success) throw new Error(`staff login ${orgId}/${phone}: ${r.msg}`);
  return r.data.token;
}

async function newToken(orgId: string, role: Role): Promise<string> {
  const admin = demoAdmin(orgId);
  const adminToken = await login(orgId, admin.phone, admin.password);
  if (role === 'admin') return adminToken;
  // A fresh teacher of that role, made by the school's admin, first password changed.
  const phone = `137${String(process.pid % 1000).padStart(3, '0')}${String(++n).padStart(5, '0')}`;
  const made = await post<{ password: string }>(
    '/staff-api/staff/create',
    { name: `E2E${role}`, phone, role },
    adminToken,
  );
  if (!made.success) throw new Error(`staff create: ${made.msg}`);
  const first = await login(orgId, phone, made.data.password);
  const changed = await post(
    '/staff-api/change-password',
    { oldPassword: made.data.password, newPassword: 'e2e-Password-1' },
    first,
  );
  if (!changed.success) throw new Error(`staff change-password: ${changed.msg}`);
  return first;
}

/** A staff session token of the school for `role` (one login per school and role per test file). */
export function staffToken(orgId: string, role: Role = 'admin'): Promise<string> {
  const key = `${orgId}:${role}`;
  if (!tokens.has(key)) tokens.set(key, newToken(orgId, role));
  return tokens.get(key)!;
}

/** POST a staff endpoint as the school's `role`; answers the envelope. */
export async function asStaff<T = unknown>(
  orgId: string,
  path: string,
  body: object,
  role: Role = 'admin',
): Promise<Envelope<T>> {
  return post<T>(path, body, await staffToken(orgId, role));
}

/** The review moves the e2e files take by API, on the paths the teachers' screens call. */
export const REVIEW_MOVES = {
  approve: W.approve.path,
  reject: W.reject.path,
  admit: W.admit.path,
  voucher: W.reviewVoucher.path,
  markPaid: W.markPaid.path,
} as const;

export interface ListedRegistration {
  id: string;
  reviewStatus: number;
  feeStatus: number;
}

/** The school's registrations of one identity number (the review list's search), newest first. */
export async function registrationsOf(
  orgId: string,
  idNumber: string,
  role: Role = 'admin',
): Promise<ListedRegistration[]> {
  const env = await asStaff<{ rows: ListedRegistration[] }>(
    orgId,
    W.registrations.path,
    { q: idNumber },
    role,
  );
  if (!env.success) throw new Error(`registrations of ${idNumber}: ${env.msg}`);
  return env.data.rows;
}

/** Fills the staff app's 登录 form. */
export async function loginOnScreen(page: Page, phone: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: '登录' });
  await form.waitFor();
  await form.getByLabel('手机号').fill(phone);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: '登录' }).click();
}

/**
 * 报名审核 has loaded (its list or 暂无报名), as a teacher sees it before going on. A test that ends the
 * session next must wait for this: the list's call, still on its way, would meet the ended session and
 * put 登录 up before the test taps the menu (seen under load in CI).
 */
export async function queueShown(page: Page): Promise<void> {
  await page.getByRole('list', { name: '报名列表' }).or(page.getByText('暂无报名')).first().waitFor();
}

/**
 * Fills the forced 修改密码 form. Right after a login with the one-time password it is not asked
 * again (issue 34 item 20); after a reload it is (`oldPassword` then fills it).
 */
export async function changePasswordOnScreen(page: Page, oldPassword: string, next: string): Promise<void> {
  const pw = page.getByRole('form', { name: '修改密码' });
  await pw.getByLabel('新密码', { exact: true }).waitFor();
  if (await pw.getByLabel('原密码').count()) await pw.getByLabel('原密码').fill(oldPassword);
  await pw.getByLabel('新密码', { exact: true }).fill(next);
  await pw.getByLabel('确认新密码').fill(next);
  await pw.getByRole('button', { name: '确认修改' }).click();
}

/**
 * A new staff member of `role`, made by the school's administrator, in a desktop browser `width` px
 * wide: logged in on the screens with the one-time password, changed it, opened the menu item `menu`.
 */
export async function staffOnScreen(
  orgId: string,
  role: Role,
  opts: { width: number; menu: string; name?: string },
): Promise<Page> {
  const phone = `13${{ admin: 5, admissions: 6, checkin: 8 }[role]}${String(Date.now()).slice(-8)}`;
  const made = await asStaff<{ password: string }>(
    orgId,
    '/staff-api/staff/create',
    { name: opts.name ?? `E2E${role}`, phone, role },
    'admin',
  );
  if (!made.success) throw new Error(`staff create: ${made.msg}`);
  const page = await newPage('desktop');
  await page.setViewportSize({ width: opts.width, height: 900 });
  await page.goto(`${baseUrl()}${SPA_PATH}staff.html?orgId=${orgId}`);
  await loginOnScreen(page, phone, made.data.password);
  await changePasswordOnScreen(page, made.data.password, `e2e-${phone}-Pw1`);
  await page.getByRole('navigation', { name: '工作台菜单' }).getByRole('link', { name: opts.menu }).click();
  return page;
}

/**
 * A new plan on the terms of `fromPlanId` (same form, fee, majors and dates) whose results are not out:
 * published a year after it closes. A test that schedules or moves a publication time needs one — a
 * plan whose results are out refuses a later time (issue 26), and the demo plans publish as they decide.
 */
export async function planOfItsOwn(orgId: string, fromPlanId: string, name: string): Promise<string> {
  const from = await asStaff<PlanSetupDetail>(orgId, planSetup.get.path, { planId: fromPlanId });
  if (!from.success) throw new Error(`plans/get: ${from.msg}`);
  const d = from.data;
  const later = chinaInstant(new Date(new Date(d.endAt).getTime() + 365 * 86_400_000));
  const made = await asStaff<PlanSetupDetail>(orgId, planSetup.create.path, {
    name,
    description: d.description,
    quota: 1000,
    startAt: d.startAt,
    endAt: d.endAt,
    resultsPublishAt: later,
    fee: d.fee,
    payAtRegistration: d.payAtRegistration,
    majorIds: d.majorIds,
    contact: d.contact,
    templateId: d.templateId,
    formVersion: d.formVersion,
  });
  if (!made.success) throw new Error(`plans/create: ${made.msg}`);
  return made.data.id;
}

/** 录取管理's list: a table at a desk (issue 34 item 22), cards on a phone; both are 录取列表. */
export const admitList = (page: Page) => page.getByLabel('录取列表', { exact: true });
/** One applicant's row of 录取管理, whichever the layout. */
export const admitRow = (page: Page, name: string) =>
  admitList(page).getByRole('listitem', { name }).or(admitList(page).getByRole('row', { name }));
/** Every applicant row of 录取管理. */
export const admitRows = (page: Page) => admitList(page).locator(':scope li, :scope tbody tr');
