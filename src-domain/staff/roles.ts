import { STAFF_ROLES, type StaffRoleName as StaffRole } from '../journeys/codes';

export const ROLE_LABEL: Readonly<Record<StaffRole, string>> = {
  admin: '学校管理员',
  admissions: '招生老师',
  checkin: '报到老师',
};

const ALL = STAFF_ROLES;
const ADMIN = ['admin'] as const;
const ADMISSIONS = ['admin', 'admissions'] as const;
const CHECKIN = ['admin', 'checkin'] as const;

/**
 * Issue 33: the one permission table — what a staff member can do in the workspace, and which roles
 * may. Every staff operation in contract/ names one of these actions (its roles come from here, and
 * the server guards them), and the menus, route guards and row actions read the same table.
 */
export const ACTION_ROLES = {
  /** The own session: who am I, log out, change the own password. */
  session: ALL,
  /** The school's plans, to pick one in a list's filter (every role). */
  planList: ALL,
  review: ADMISSIONS,
  /** 更正信息: correct a registration's answers on its own form version (issue 36 item 4). */
  correct: ADMISSIONS,
  bulkApprove: ADMISSIONS,
  editTemplates: ADMIN,
  vouchers: ADMISSIONS,
  photos: CHECKIN,
  admit: ADMISSIONS,
  publishResults: ADMISSIONS,
  orders: ADMISSIONS,
  markPaid: ADMIN,
  refund: ADMIN,
  export: ADMISSIONS,
  unmask: ADMISSIONS,
  outbox: ALL,
  audit: ADMIN,
  /** 个人信息申请: decide deletion requests (PIPL; the school's administrator). */
  privacy: ADMIN,
  /** 现场报到: the check-in desk (scan, look up, mark steps, offline list). */
  desk: CHECKIN,
  /** 到校看板: the live arrivals board (issue 16; the desk roles). */
  board: CHECKIN,
  /** 新生名单: read the new-student roster (issue 27). */
  roster: CHECKIN,
  /** 新生名单: 从录取生成, 导入名单, 更正 and 移除 (the school's administrator). */
  rosterWrite: ADMIN,
  /** 学校设置: the school's name, logo, texts, switches and integrations (issue 25; administrator). */
  settings: ADMIN,
  /** 账号管理 (issue 25): the school's staff accounts (the school's administrator). */
  accounts: ADMIN,
  /** 招生计划 (issue 26): create, edit, close, reopen, copy. */
  plans: ADMISSIONS,
  /** 活动管理: create, edit, cancel activities and read their sign-ups (issue 26). */
  activities: ADMISSIONS,
  /** 报到设置: the check-in season (issue 27; the school's administrator). */
  checkinSettings: ADMIN,
  /** 报到数据导出: check-in workbook and face photos (issue 27; the roster's readers). */
  checkinExport: CHECKIN,
  /** 新闻公告 / 文档: write, publish, take down and delete the school's news and documents (issue 26). */
  cms: ADMISSIONS,
  /** 报名表设计 (issue 26): forms, drafts and published versions. */
  forms: ADMISSIONS,
  /** 群发通知 (issue 26): a message to a plan's applicants by status, and its history. */
  notices: ADMISSIONS,
  /** 摇号 (issue 37): publish a lottery plan's commitment, run the draw, export its record. */
  lottery: ADMISSIONS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof ACTION_ROLES;

export function can(role: StaffRole | null | undefined, action: StaffAction): boolean {
  return role ? (ACTION_ROLES[action] as readonly StaffRole[]).includes(role) : false;
}
