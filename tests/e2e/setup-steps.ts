import type { Locator, Page } from 'playwright-core';
import { menu } from './zero-school';

/**
 * The setup steps many e2e files take on the staff screens, as a person does: a form in 报名表设计,
 * published, and a plan on it in 招生计划. Each file adds what it tests between them.
 */

const DAY = 86_400_000;
/** A day `d` days from today in China time (UTC+8), as a date input takes it. */
export const chinaDayFromToday = (d: number) =>
  new Date(Date.now() + 8 * 3600_000 + d * DAY).toISOString().slice(0, 10);

/** 报名表设计 → 新建报名表, named. */
export async function newForm(admin: Page, name: string): Promise<void> {
  await menu(admin, '报名表设计');
  await admin.getByRole('button', { name: '新建报名表' }).click();
  await admin.getByLabel('报名表名称').fill(name);
}

/** Adds a field of a kind in the designer and names it (its settings open on adding); answers its settings. */
export async function addField(
  page: Page,
  kind: string,
  title: string,
  defaultTitle: string,
): Promise<Locator> {
  await page.getByLabel('题型').selectOption({ label: kind });
  await page.getByRole('button', { name: '添加字段' }).click();
  await page
    .getByRole('group', { name: `字段设置：${defaultTitle}` })
    .getByLabel('标题')
    .fill(title);
  return page.getByRole('group', { name: `字段设置：${title}` });
}

/** 发布新版本 of a new form: 已发布第1版. */
export async function publishFirstVersion(admin: Page): Promise<void> {
  await admin.getByRole('button', { name: '发布新版本' }).click();
  await admin
    .getByRole('status')
    .getByText(/已发布第1版/)
    .waitFor();
}

export interface NewPlan {
  name: string;
  places?: number;
  /** Days from today (China time): the window opens at 08:00, closes at 17:00, results at 09:00. */
  opens?: number;
  closes?: number;
  results?: number;
  /** 报名费（元）. */
  fee?: number;
}

/**
 * 招生计划 → 新建计划 with its name, places, window and fee filled; answers the open editor, for the
 * caller to fill more and 保存.
 */
export async function newPlan(admin: Page, p: NewPlan): Promise<Locator> {
  await menu(admin, '招生计划');
  await admin.getByRole('button', { name: '新建计划' }).click();
  const plan = admin.getByRole('form', { name: '新建招生计划' });
  await plan.getByLabel('计划名称').fill(p.name);
  await plan.getByLabel('招生人数').fill(String(p.places ?? 50));
  await plan.getByLabel('报名开始时间（北京时间）').fill(`${chinaDayFromToday(p.opens ?? -1)}T08:00`);
  await plan.getByLabel('报名截止时间（北京时间）').fill(`${chinaDayFromToday(p.closes ?? 300)}T17:00`);
  await plan.getByLabel('结果公布时间（北京时间）').fill(`${chinaDayFromToday(p.results ?? 310)}T09:00`);
  await plan.getByLabel('报名费（元）').fill(String(p.fee ?? 0));
  return plan;
}

/**
 * A parent on the plan list registers a child on a form of 学生姓名 and 证件号码 alone: 立即报名 on the
 * plan's card, the two answers, 下一步, 确认提交, until 报名成功.
 */
export async function registerOnPlanList(
  parent: Page,
  plan: string,
  child: { name: string; idNumber: string },
): Promise<void> {
  await parent
    .getByRole('article', { name: plan })
    .getByRole('link', { name: '立即报名' })
    .click({ timeout: 20_000 });
  await parent.getByLabel('学生姓名').fill(child.name);
  await parent.getByLabel('证件号码').fill(child.idNumber);
  await parent.getByRole('button', { name: '下一步' }).click();
  await parent.getByText('请核对报名信息').waitFor();
  await parent.getByRole('button', { name: '确认提交' }).click();
  await parent.getByText('报名成功').waitFor({ timeout: 20_000 });
}
