import type { StaffAction } from './roles';

/** Hash routes of the staff app (its own entry, staff.html); the only place they are written. */
export const STAFF_PATHS = {
  login: '/login',
  changePassword: '/password',
  queue: '/queue',
  registration: '/registration/:id',
  vouchers: '/vouchers',
  photos: '/photos',
  admissions: '/admissions',
  payments: '/payments',
  exports: '/exports',
  outbox: '/outbox',
  audit: '/audit',
  templates: '/templates',
  privacy: '/privacy',
  desk: '/desk',
  board: '/board',
  roster: '/roster',
  settings: '/settings',
  accounts: '/accounts',
  plans: '/plans',
  activities: '/activities',
  activityEdit: '/activities/edit/:id',
  activitySignups: '/activities/signups/:id',
  checkinSettings: '/checkin-settings',
  checkinExports: '/checkin-exports',
  cms: '/cms',
  cmsEdit: '/cms/edit/:id',
  forms: '/forms',
  notices: '/notices',
} as const;

export const staffLinks = {
  registration: (id: string) => `/registration/${encodeURIComponent(id)}`,
  /** `new` opens an empty editor. */
  activityEdit: (id: string) => `/activities/edit/${encodeURIComponent(id)}`,
  activitySignups: (id: string) => `/activities/signups/${encodeURIComponent(id)}`,
  /** `new-news` / `new-document` open an empty editor of that type. */
  cmsEdit: (id: string) => `/cms/edit/${encodeURIComponent(id)}`,
} as const;

export interface StaffMenuItem {
  path: string;
  label: string;
  /** Shown when the role may do this. */
  action: StaffAction;
}

/** The workspace menu, in order; a role sees the items it may use. */
export const STAFF_MENU: readonly StaffMenuItem[] = [
  { path: STAFF_PATHS.queue, label: '报名审核', action: 'review' },
  { path: STAFF_PATHS.vouchers, label: '凭证审核', action: 'vouchers' },
  { path: STAFF_PATHS.photos, label: '人脸照片', action: 'photos' },
  { path: STAFF_PATHS.admissions, label: '录取管理', action: 'admit' },
  { path: STAFF_PATHS.payments, label: '缴费订单', action: 'orders' },
  { path: STAFF_PATHS.exports, label: '数据导出', action: 'export' },
  { path: STAFF_PATHS.outbox, label: '通知发送', action: 'outbox' },
  { path: STAFF_PATHS.templates, label: '驳回模板', action: 'editTemplates' },
  { path: STAFF_PATHS.audit, label: '操作日志', action: 'audit' },
  { path: STAFF_PATHS.privacy, label: '个人信息申请', action: 'privacy' },
  { path: STAFF_PATHS.desk, label: '现场报到', action: 'desk' },
  { path: STAFF_PATHS.board, label: '到校看板', action: 'board' },
  { path: STAFF_PATHS.roster, label: '新生名单', action: 'roster' },
  { path: STAFF_PATHS.settings, label: '学校设置', action: 'settings' },
  { path: STAFF_PATHS.accounts, label: '账号管理', action: 'accounts' },
  { path: STAFF_PATHS.plans, label: '招生计划', action: 'plans' },
  { path: STAFF_PATHS.activities, label: '活动管理', action: 'activities' },
  { path: STAFF_PATHS.checkinSettings, label: '报到设置', action: 'checkinSettings' },
  { path: STAFF_PATHS.checkinExports, label: '报到导出', action: 'checkinExport' },
  { path: STAFF_PATHS.cms, label: '新闻公告', action: 'cms' },
  { path: STAFF_PATHS.forms, label: '报名表设计', action: 'forms' },
  { path: STAFF_PATHS.notices, label: '群发通知', action: 'notices' },
];
