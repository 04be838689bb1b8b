import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { can, type StaffAction } from '@domain/staff/roles';
import { STAFF_PATHS } from '@domain/staff/routes';
import type { StaffRole } from '@domain/staff/types';

/** A screen of the workspace: a route with `:id` gets the decoded id. */
export type StaffScreen = LazyExoticComponent<ComponentType<{ id: string }>>;

/**
 * One row of the staff route table. The menu, the role guard and the document titles all come
 * from these rows; staff-app.tsx renders them (each screen its own chunk, a skeleton meanwhile).
 */
export interface StaffRoute {
  /** wouter pattern under the hash, e.g. `/queue` or `/registration/:id`. */
  path: string;
  /** The menu label and the document title (`报名审核 · 学校工作台`). */
  title: string;
  /** Who may open it (src-domain/staff/roles.ts); the others are sent to their first page. */
  action: StaffAction;
  /** false: a page reached from another (a detail or an editor), not in the menu. */
  menu?: boolean;
  /** The menu's group (招生 / 迎新 / 内容 / 学校); a row without one is grouped under 学校. */
  area?: StaffArea;
  screen: StaffScreen;
}

/** The menu's groups, in order: a role lands on the first item it may open. */
export const STAFF_AREAS = ['招生', '迎新', '内容', '学校'] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

/** `lazy()` of a named export: the screen's module loads when its route is first opened. */
export function screen<M, K extends keyof M>(load: () => Promise<M>, name: K): StaffScreen {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType<{ id: string }> })));
}

/** The workspace, in menu order. Add a screen: one row here, its page and its view model. */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  {
    path: STAFF_PATHS.queue,
    title: '报名审核',
    area: '招生',
    action: 'review',
    screen: screen(() => import('../queue/queue-page'), 'QueuePage'),
  },
  {
    path: STAFF_PATHS.registration,
    title: '报名详情',
    action: 'review',
    menu: false,
    screen: screen(() => import('../registration/registration-page'), 'RegistrationPage'),
  },
  {
    path: STAFF_PATHS.vouchers,
    title: '凭证审核',
    area: '招生',
    action: 'vouchers',
    screen: screen(() => import('../vouchers/vouchers-page'), 'VouchersPage'),
  },
  {
    path: STAFF_PATHS.photos,
    title: '人脸照片',
    area: '迎新',
    action: 'photos',
    screen: screen(() => import('../photos/photos-page'), 'PhotosPage'),
  },
  {
    path: STAFF_PATHS.admissions,
    title: '录取管理',
    area: '招生',
    action: 'admit',
    screen: screen(() => import('../admissions/admissions-page'), 'AdmissionsPage'),
  },
  {
    path: STAFF_PATHS.lottery,
    title: '摇号',
    area: '招生',
    action: 'lottery',
    screen: screen(() => import('../lottery/lottery-page'), 'LotteryPage'),
  },
  {
    path: STAFF_PATHS.payments,
    title: '缴费订单',
    area: '招生',
    action: 'orders',
    screen: screen(() => import('../payments/payments-page'), 'PaymentsPage'),
  },
  {
    path: STAFF_PATHS.exports,
    title: '数据导出',
    area: '招生',
    action: 'export',
    screen: screen(() => import('../exports/exports-page'), 'ExportsPage'),
  },
  {
    path: STAFF_PATHS.outbox,
    title: '通知记录',
    area: '内容',
    action: 'outbox',
    screen: screen(() => import('../outbox/outbox-page'), 'OutboxPage'),
  },
  {
    path: STAFF_PATHS.templates,
    title: '驳回模板',
    area: '招生',
    action: 'editTemplates',
    screen: screen(() => import('../templates/templates-page'), 'TemplatesPage'),
  },
  {
    path: STAFF_PATHS.audit,
    title: '操作日志',
    area: '学校',
    action: 'audit',
    screen: screen(() => import('../audit/audit-page'), 'AuditPage'),
  },
  {
    path: STAFF_PATHS.privacy,
    title: '个人信息申请',
    area: '学校',
    action: 'privacy',
    screen: screen(() => import('../privacy/privacy-page'), 'PrivacyPage'),
  },
  {
    path: STAFF_PATHS.desk,
    title: '现场报到',
    area: '迎新',
    action: 'desk',
    screen: screen(() => import('../desk/desk-page'), 'DeskPage'),
  },
  {
    path: STAFF_PATHS.board,
    title: '到校看板',
    area: '迎新',
    action: 'board',
    screen: screen(() => import('../board/board-page'), 'BoardPage'),
  },
  {
    path: STAFF_PATHS.roster,
    title: '新生名单',
    area: '迎新',
    action: 'roster',
    screen: screen(() => import('../roster/roster-page'), 'RosterPage'),
  },
  {
    path: STAFF_PATHS.settings,
    title: '学校设置',
    area: '学校',
    action: 'settings',
    screen: screen(() => import('../settings/settings-page'), 'SettingsPage'),
  },
  {
    path: STAFF_PATHS.accounts,
    title: '账号管理',
    area: '学校',
    action: 'accounts',
    screen: screen(() => import('../accounts/accounts-page'), 'AccountsPage'),
  },
  {
    path: STAFF_PATHS.plans,
    title: '招生计划',
    area: '招生',
    action: 'plans',
    screen: screen(() => import('../plans/plans-page'), 'PlansPage'),
  },
  {
    path: STAFF_PATHS.activities,
    title: '活动管理',
    area: '内容',
    action: 'activities',
    screen: screen(() => import('../activities/activities-page'), 'ActivitiesPage'),
  },
  {
    path: STAFF_PATHS.activityEdit,
    title: '编辑活动',
    action: 'activities',
    menu: false,
    screen: screen(() => import('../activities/activity-editor-page'), 'ActivityEditorPage'),
  },
  {
    path: STAFF_PATHS.activitySignups,
    title: '活动报名',
    action: 'activities',
    menu: false,
    screen: screen(() => import('../activities/activity-signups-page'), 'ActivitySignupsPage'),
  },
  {
    path: STAFF_PATHS.checkinSettings,
    title: '报到设置',
    area: '迎新',
    action: 'checkinSettings',
    screen: screen(() => import('../checkin-settings/checkin-settings-page'), 'CheckinSettingsPage'),
  },
  {
    path: STAFF_PATHS.checkinExports,
    title: '报到导出',
    area: '迎新',
    action: 'checkinExport',
    screen: screen(() => import('../checkin-exports/checkin-exports-page'), 'CheckinExportsPage'),
  },
  {
    path: STAFF_PATHS.cms,
    title: '新闻公告',
    area: '内容',
    action: 'cms',
    screen: screen(() => import('../cms/articles-page'), 'ArticlesPage'),
  },
  {
    path: STAFF_PATHS.cmsOf,
    title: '新闻公告',
    action: 'cms',
    menu: false,
    screen: screen(() => import('../cms/articles-page'), 'ArticlesPage'),
  },
  {
    path: STAFF_PATHS.cmsEdit,
    title: '编辑文章',
    action: 'cms',
    menu: false,
    screen: screen(() => import('../cms/article-editor-page'), 'ArticleEditorPage'),
  },
  {
    path: STAFF_PATHS.forms,
    title: '报名表设计',
    area: '招生',
    action: 'forms',
    screen: screen(() => import('../forms/forms-page'), 'FormsPage'),
  },
  {
    path: STAFF_PATHS.notices,
    title: '群发通知',
    area: '内容',
    action: 'notices',
    screen: screen(() => import('../notices/mass-notice-page'), 'MassNoticePage'),
  },
];

export const STAFF_APP_TITLE = '学校工作台';

const areaOf = (r: StaffRoute): StaffArea => r.area ?? '学校';

/** The menu a role sees: by group (STAFF_AREAS), in table order within a group. */
export function staffMenu(role: StaffRole | undefined, routes: readonly StaffRoute[] = STAFF_ROUTES) {
  return staffMenuGroups(role, routes).flatMap((g) => g.items);
}

/** The menu by group, the groups a role has nothing in left out. */
export function staffMenuGroups(
  role: StaffRole | undefined,
  routes: readonly StaffRoute[] = STAFF_ROUTES,
): { area: StaffArea; items: StaffRoute[] }[] {
  const mine = routes.filter((r) => r.menu !== false && can(role, r.action));
  return STAFF_AREAS.map((area) => ({ area, items: mine.filter((r) => areaOf(r) === area) })).filter(
    (g) => g.items.length,
  );
}

/** Where a role lands (and where the guard sends a page it may not open). */
export function firstStaffPage(role: StaffRole | undefined, routes: readonly StaffRoute[] = STAFF_ROUTES) {
  return staffMenu(role, routes)[0]?.path ?? STAFF_PATHS.outbox;
}

/** The document title of a route. */
export const staffTitle = (r: Pick<StaffRoute, 'title'> | undefined) =>
  r ? `${r.title} · ${STAFF_APP_TITLE}` : STAFF_APP_TITLE;
