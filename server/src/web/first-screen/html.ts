import { PUBLIC_PLAN_LABEL } from '@domain/journeys';
import * as api from '@contract/enrollment';
import type * as E from '@contract/enrollment';
import type { z } from 'zod';
import { usableLinks } from '@domain/shell/configured-links';
import { HOME_ENTRIES } from '@domain/shell/home-entries';
import { links, PATHS, routeTitle } from '@domain/shell/routes';
import { chinaDateText, chinaRangeText } from '@domain/time/china-time';
import { type FirstScreenData, readData } from './data';
import { plainParagraphs } from './plain-text';

/*
 * The three entry screens as the app's React screens render them (same elements, classes and
 * inline styles: home-page.tsx, plan-list-page.tsx, checkin-entry-page.tsx and their parts), so
 * React's takeover (src/early-shell.ts) changes nothing on screen. The screen wrappers carry the
 * route path as id: without JS, CSS :target shows the one the hash names (home otherwise).
 */

type Badge = z.infer<typeof E.schoolBadgeConfig.response>;
type Promise_ = z.infer<typeof E.schoolPromiseConfig.response>;
type CmsPage = z.infer<typeof E.cmsQuery.response>;
type PlanPage = z.infer<typeof E.findPlanList.response>;
type Plan = PlanPage['list'][number];

export const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A school's theme colour as a CSS colour only (it goes into a style attribute), else the default. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
const themeColor = (c: string | undefined) => (c && COLOR.test(c.trim()) ? c.trim() : '#0958d9');

const title = (id: keyof typeof PATHS) => routeTitle(PATHS[id]) ?? '';

const BACK_ICON =
  '<svg class="zs-icon" data-icon="back" width="1em" height="1em" viewBox="0 0 24 24" role="img" aria-label="返回" style="vertical-align: -0.15em; flex-shrink: 0;"><path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

/** PageHeader: back arrow and title (none in the mini-program web view). */
const pageHeader = (text: string, header: boolean) =>
  header
    ? `<header class="zs-header" data-page-header><button type="button" class="zs-header-back">${BACK_ICON}</button><h1 class="zs-header-title">${esc(text)}</h1><div class="zs-header-right"></div></header>`
    : '';

const button = (label: string, cls: string, type = 'button') =>
  `<button type="${type}" class="adm-button ${cls} adm-button-shape-default"><span>${esc(label)}</span></button>`;

/**
 * Issue 35: a control that only goes to another route is a link (LinkButton's markup), so a tap on
 * the painted screen works before any JavaScript: the hash changes at once and the app starts there.
 */
const linkButton = (label: string, cls: string, to: string) =>
  `<a href="#${esc(to)}" class="adm-button ${cls} adm-button-shape-default zs-link-button"><span>${esc(label)}</span></a>`;

const pull = (body: string) =>
  `<div class="zs-pull" data-phase="idle"><div class="zs-pull-head" aria-live="polite" style="transform: translateY(-40px); opacity: 0;"></div><div class="zs-pull-body">${body}</div></div>`;

const loadMore = (hasMore: boolean, count: number) =>
  `<div class="zs-load-more">${hasMore ? '<span class="zs-muted">加载中…</span>' : count ? '<span class="zs-muted">没有更多了</span>' : ''}</div>`;

const empty = (text: string) => `<div class="zs-status"><div class="zs-status-text">${esc(text)}</div></div>`;

function home(data: FirstScreenData): string {
  const badge = readData<Badge>(data, api.schoolBadgeConfig);
  const promise = readData<Promise_>(data, api.schoolPromiseConfig);
  const news = readData<CmsPage>(data, api.cmsQuery);
  const links = usableLinks(badge?.quickLinks);
  const img = badge?.badgeUrl ? `<img alt="校徽" width="56" height="56" src="${esc(badge.badgeUrl)}">` : '';
  const motto = badge?.motto ? `<div class="zs-wrap zs-motto">${esc(badge.motto)}</div>` : '';
  const quick = links.length
    ? `<nav class="zs-section" aria-label="常用服务"><h2 class="zs-section-title">常用服务</h2><div class="zs-entries">${links.map((l) => `<button type="button" class="zs-entry" aria-busy="false">${esc(l.title)}</button>`).join('')}</div></nav>`
    : '';
  // The same 咨询电话 line as home-page.tsx (学校设置's contact phone), so React's home does not move.
  const contact = badge?.servicePhone
    ? `<p class="zs-section zs-contact">咨询电话：<a href="tel:${esc(badge.servicePhone)}">${esc(badge.servicePhone)}</a></p>`
    : '';
  const promiseHtml = promise
    ? `<section class="zs-section"><h2 class="zs-section-title">${esc(promise.title)}</h2><div class="zs-rich-text" data-testid="promise-text">${plainParagraphs(
        promise.content,
      )
        .map((p) => `<p style="margin: 0px 0px 8px;">${esc(p)}</p>`)
        .join('')}</div></section>`
    : '';
  const items = news?.list ?? [];
  const list = items
    .map(
      (n) =>
        `<li><button type="button" class="zs-cms-item">${n.coverUrl ? `<img loading="lazy" decoding="async" width="72" height="54" alt="" class="zs-cover" src="${esc(n.coverUrl)}">` : ''}<span class="zs-cms-text"><span class="zs-wrap zs-cms-title">${esc(n.title)}</span><span class="zs-muted">${esc(chinaDateText(n.publishTime))}${n.author ? ` · ${esc(n.author)}` : ''}</span></span></button></li>`,
    )
    .join('');
  return (
    `<main class="zs-page"><header class="zs-banner" style="background-color: ${esc(themeColor(badge?.themeColor))};">${img}<div class="ui-min-w-0"><h1 class="zs-wrap" style="font-size: 20px; margin: 0px;">${esc(badge?.schoolName || '招生迎新')}</h1>${motto}</div></header>` +
    `<nav class="zs-section zs-entries" aria-label="功能入口">${HOME_ENTRIES.map((e) => `<a href="#${esc(e.to)}" class="zs-entry" aria-label="${esc(e.label)}">${e.parts ? e.parts.map((p) => `<span class="zs-entry-part">${esc(p)}</span>`).join('') : esc(e.label)}</a>`).join('')}</nav>` +
    quick +
    contact +
    promiseHtml +
    `<section class="zs-section ui-pad-0"><div role="tablist" class="zs-tabs"><button type="button" role="tab" aria-selected="true" class="zs-tab">学校新闻</button><button type="button" role="tab" aria-selected="false" class="zs-tab">招生文件</button></div>` +
    pull(
      (news && !items.length ? empty('暂无内容') : '') +
        `<ul class="zs-cms-list">${list}</ul>` +
        loadMore(items.length < (news?.total ?? 0), items.length),
    ) +
    `</section></main>`
  );
}

// The plan list's tag colours and labels (plan-list-page.tsx, shared/format.ts).
const TAG_COLOR = {
  open: 'var(--adm-color-success, #00b578)',
  notStarted: 'var(--adm-color-text-secondary, #666666)',
  full: 'var(--adm-color-danger, #ff3141)',
  closed: 'var(--adm-color-text-secondary, #666666)',
} as const;
const STATE_LABEL = PUBLIC_PLAN_LABEL;
const fee = (fen: number) => (fen ? `¥${(fen / 100).toFixed(2)}` : '免费');

function planCard(p: Plan, now: Date): string {
  const full = p.state === 'full' || p.left <= 0;
  const color = full ? TAG_COLOR.full : TAG_COLOR[p.state];
  const label = full && p.state !== 'closed' ? STATE_LABEL.full : STATE_LABEL[p.state];
  const open = p.state === 'open' && p.left > 0;
  const percent = p.quota ? (100 * p.taken) / p.quota : 0;
  return (
    `<article class="zs-card" aria-label="${esc(p.name)}"><div class="zs-row"><h2 class="zs-card-title ui-m0">${esc(p.name)}</h2>` +
    `<span class="adm-tag" style="--border-color: ${color}; --text-color: #ffffff; --background-color: ${color};">${label}</span></div>` +
    `<div class="zs-kv"><span>批次/年级</span><span>${esc(p.batch)} · ${esc(p.grade)}</span><span>报名时间</span><span>${esc(chinaRangeText(p.startTime, p.endTime, now))}</span><span>报名费</span><span>${fee(p.fee)}</span><span>剩余名额</span><span>${Math.max(0, p.left)} / ${p.quota}</span></div>` +
    `<div class="adm-progress-bar adm-progress-bar-rounded" style="margin: 8px 0px;"><div class="adm-progress-bar-trail"><div class="adm-progress-bar-fill" style="width: ${Math.min(100, Math.max(0, percent))}%;"></div></div></div>` +
    linkButton(
      open ? '立即报名' : '查看详情',
      `${open ? 'adm-button-primary' : 'adm-button-default'} adm-button-block adm-button-small`,
      links.registration({ planId: p.id }),
    ) +
    `</article>`
  );
}

function plans(data: FirstScreenData, header: boolean, now: Date): string {
  const page = readData<PlanPage>(data, api.findPlanList);
  const list = page?.list ?? [];
  return (
    `<main class="zs-page">${pageHeader(title('plans'), header)}` +
    pull(
      (page && !list.length ? empty('暂无招生计划') : '') +
        list.map((p) => planCard(p, now)).join('') +
        (page ? loadMore(list.length < page.total, list.length) : ''),
    ) +
    `<div class="ui-px-12">${linkButton('我的报名', 'adm-button-primary adm-button-fill-outline adm-button-block', PATHS.applications)}</div></main>`
  );
}

const field = (id: string, label: string, attrs: string, required: boolean) =>
  `<div class="ck-field"><label for="${id}" class="ck-field-label">${required ? '<span class="ck-required">* </span>' : ''}${label}</label><div class="zs-input"><input id="${id}" ${attrs} value=""></div></div>`;

function checkinEntry(header: boolean): string {
  return (
    `<div class="ui-page">${pageHeader(title('checkinEntry'), header)}<main>` +
    `<section class="ui-card ck-welcome"><h2 class="ck-welcome-title">欢迎新同学</h2><p class="ck-welcome-text">请填写录取时的姓名和身份证号完成报到登记</p></section>` +
    `<form class="ui-card" novalidate="">` +
    field('fs-name', '姓名', 'placeholder="请输入姓名" maxlength="30" autocomplete="name"', true) +
    field(
      'fs-id',
      '身份证号',
      'placeholder="请输入18位身份证号" maxlength="18" autocomplete="off" inputmode="none"',
      true,
    ) +
    field('fs-ticket', '准考证号（选填）', 'placeholder="请输入准考证号" maxlength="30"', false) +
    button('立即报到', 'adm-button-primary adm-button-block adm-button-large ui-mt-20', 'submit') +
    `<p class="ui-muted ck-entry-note">身份证号最后一位为 X 的，大小写均可。</p></form></main></div>`
  );
}

// The registration form's top (registration-page.tsx: PageHeader, PlanSummary, 查看更多信息, the
// notice bars) for the plans of the first page: the hash's planId never reaches the server, so the
// early start picks the plan's template (issue 28: the form's LCP before the app's JavaScript).
const SOUND_ICON =
  '<svg width="1em" height="1em" viewBox="0 0 48 48" style="vertical-align:-0.125em" class="antd-mobile-icon"><path d="M25 7L13 15H7v18h6l12 8zM32 14a14 14 0 0 1 0 20M38 9a21 21 0 0 1 0 30" fill="none" stroke="currentColor" stroke-width="3"/></svg>';
const noticeBar = (color: 'default' | 'alert', content: string, extra = '') =>
  `<div class="adm-notice-bar adm-notice-bar-${color} adm-notice-bar-rectangular adm-notice-bar-wrap"><span class="adm-notice-bar-left">${SOUND_ICON}</span><span class="adm-notice-bar-content"><span class="adm-notice-bar-content-inner">${content}</span></span>${extra ? `<span class="adm-notice-bar-right">${extra}</span>` : ''}</div>`;

/** registration.vm.ts closedReason, from the plan list's row (its state and places left). */
function closedReason(p: Plan): string | null {
  if (p.state === 'full' || p.left <= 0) return '该计划名额已满，无法报名';
  if (p.state === 'closed') return '该计划报名已结束';
  if (p.state === 'notStarted') return '该计划报名尚未开始';
  return null;
}

function planSummary(p: Plan, now: Date): string {
  const color = TAG_COLOR[p.state];
  return (
    `<section class="zs-section" aria-label="报名计划"><div class="zs-row"><h2 class="zs-card-title ui-m0">${esc(p.name)}</h2>` +
    `<span style="--border-color:${color};--text-color:#ffffff;--background-color:${color}" class="adm-tag">${STATE_LABEL[p.state]}</span></div>` +
    `<div class="zs-kv"><span>批次</span><span>${esc(p.batch)}</span><span>年级</span><span>${esc(p.grade)}</span><span>剩余名额</span><span>${Math.max(0, p.left)} / ${p.quota}</span><span>报名时间</span><span>${esc(chinaRangeText(p.startTime, p.endTime, now))}</span><span>报名费</span><span>${fee(p.fee)}</span></div></section>`
  );
}

/**
 * One template per plan of the first page (its summary, then the closed notice or the login
 * notice, which the early start drops for a logged-in applicant) and the form's skeleton.
 */
function registration(data: FirstScreenData, header: boolean, now: Date): string {
  const list = readData<PlanPage>(data, api.findPlanList)?.list ?? [];
  const login = noticeBar(
    'default',
    '报名需先登录，上传附件或提交时将跳转登录，已填写的内容和选择的文件会自动保存',
    button('去登录', 'adm-button-primary adm-button-mini'),
  );
  const more = `<div class="ui-mx-12">${button('查看更多信息 ›', 'adm-button-primary adm-button-fill-none adm-button-small')}</div>`;
  const skeleton =
    '<div class="zs-route-skeleton zs-route-skeleton-form" aria-busy="true" aria-label="加载中"><i></i><i></i><i></i></div>';
  return list
    .map((p) => {
      const closed = closedReason(p);
      const notice = closed
        ? noticeBar('alert', esc(closed))
        : `<div data-login-notice>${login}</div>${skeleton}`;
      return `<template data-plan="${esc(p.id)}"><main class="zs-page">${pageHeader(title('registration'), header)}${planSummary(p, now)}${more}${notice}</main></template>`;
    })
    .join('');
}

/** What goes inside #root: the three entry screens with the school's content. */
export function entryScreensHtml(data: FirstScreenData, opts: { header: boolean; now: Date }): string {
  const screen = (id: 'home' | 'plans' | 'checkinEntry', body: string) =>
    `<div data-screen="${id}" id="${PATHS[id]}">${body}</div>`;
  return (
    `<div data-first-screen>` +
    screen('home', home(data)) +
    screen('plans', plans(data, opts.header, opts.now)) +
    screen('checkinEntry', checkinEntry(opts.header)) +
    `<div data-screen="registration">${registration(data, opts.header, opts.now)}</div>` +
    `</div>`
  );
}
