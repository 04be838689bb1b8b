import type { StaffRole } from './types';

export const ROLE_LABEL: Readonly<Record<StaffRole, string>> = {
  admin: '学校管理员',
  admissions: '招生老师',
  checkin: '报到老师',
};

/** What a staff member can do in the workspace; each maps to the endpoints the server guards. */
export type StaffAction =
  | 'review'
  /** 更正信息: correct a registration's answers on its own form version (issue 36 item 4). */
  | 'correct'
  | 'bulkApprove'
  | 'editTemplates'
  | 'vouchers'
  | 'photos'
  | 'admit'
  | 'publishResults'
  | 'orders'
  | 'markPaid'
  | 'refund'
  | 'export'
  | 'unmask'
  | 'outbox'
  | 'audit'
  /** 个人信息申请: decide deletion requests (PIPL; the school's administrator). */
  | 'privacy'
  /** 现场报到: the check-in desk (scan, look up, mark steps, offline list). */
  | 'desk'
  /** 到校看板: the live arrivals board (issue 16; the desk roles). */
  | 'board'
  /** 新生名单: read the new-student roster (issue 27). */
  | 'roster'
  /** 新生名单: 从录取生成 and 导入名单 (the school's administrator). */
  | 'rosterWrite'
  /** 学校设置: the school's name, logo, texts, switches and integrations (issue 25; administrator). */
  | 'settings'
  /** 账号管理 (issue 25): the school's staff accounts (the school's administrator). */
  | 'accounts'
  /** 招生计划 (issue 26): create, edit, close, reopen, copy. */
  | 'plans'
  /** 活动管理: create, edit, cancel activities and read their sign-ups (issue 26). */
  | 'activities'
  /** 报到设置: the check-in season (issue 27; the school's administrator). */
  | 'checkinSettings'
  /** 报到数据导出: check-in workbook and face photos (issue 27; the roster's readers). */
  | 'checkinExport'
  /** 新闻公告 / 文档: write, publish, take down and delete the school's news and documents (issue 26). */
  | 'cms'
  /** 报名表设计 (issue 26): forms, drafts and published versions. */
  | 'forms'
  /** 群发通知 (issue 26): a message to a plan's applicants by status, and its history. */
  | 'notices'
  /** 摇号 (issue 37): publish a lottery plan's commitment, run the draw, export its record (contract LOTTERY_ROLES). */
  | 'lottery';

/** Role → allowed actions (the server enforces the same table per endpoint: contract staffWorkRoles). */
export const ROLE_ACTIONS: Readonly<Record<StaffRole, readonly StaffAction[]>> = {
  admin: [
    'review',
    'correct',
    'bulkApprove',
    'editTemplates',
    'vouchers',
    'photos',
    'admit',
    'publishResults',
    'orders',
    'markPaid',
    'refund',
    'export',
    'unmask',
    'outbox',
    'audit',
    'privacy',
    'desk',
    'board',
    'roster',
    'rosterWrite',
    'settings',
    'accounts',
    'plans',
    'activities',
    'checkinSettings',
    'checkinExport',
    'cms',
    'forms',
    'notices',
    'lottery',
  ],
  admissions: [
    'review',
    'correct',
    'bulkApprove',
    'vouchers',
    'admit',
    'publishResults',
    'orders',
    'export',
    'unmask',
    'outbox',
    'plans',
    'activities',
    'cms',
    'forms',
    'notices',
    'lottery',
  ],
  checkin: ['photos', 'outbox', 'desk', 'board', 'roster', 'checkinExport'],
};

export function can(role: StaffRole | null | undefined, action: StaffAction): boolean {
  return role ? ROLE_ACTIONS[role].includes(action) : false;
}
