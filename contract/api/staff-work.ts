import { STAFF_ROLES } from '../../src-domain/journeys/codes';
import { postRoutes } from '../endpoint';
import type * as W from '../staff-work';
import { STAFF_BASE } from './staff';

const p = <T extends string>(rest: T) => `${STAFF_BASE}${rest}` as const;

export const staffWorkPaths = {
  plans: p('plans/list'),
  publishResults: p('plans/publish-results'),
  registrations: p('registrations/list'),
  registration: p('registrations/detail'),
  approve: p('registrations/approve'),
  reject: p('registrations/reject'),
  bulkApprove: p('registrations/bulk-approve'),
  rejectTemplates: p('reject-templates/list'),
  saveRejectTemplates: p('reject-templates/save'),
  vouchers: p('vouchers/list'),
  reviewVoucher: p('vouchers/review'),
  photos: p('photos/list'),
  reviewPhoto: p('photos/review'),
  admit: p('admissions/decide'),
  bulkAdmit: p('admissions/bulk'),
  orders: p('orders/list'),
  markPaid: p('orders/mark-paid'),
  refund: p('orders/refund'),
  /** Answers an xlsx file (not the envelope); errors answer the envelope. */
  exportXlsx: p('exports/xlsx'),
  /** Answers a zip file (not the envelope); errors answer the envelope. */
  exportAttachments: p('exports/attachments'),
  outbox: p('outbox/list'),
  resend: p('outbox/resend'),
  /** Dev only (404 when NODE_ENV=production): the dev adapter's sent messages, newest first, no staff session. */
  devOutbox: p('dev/outbox'),
  /** Issue 24: a decision taken back before the result is published. */
  undoAdmission: p('admissions/undo'),
  /** Issue 24: 撤销录取 after publication, with a reason the applicant is told. */
  revokeAdmission: p('admissions/revoke'),
  /** Issue 26: the school's 录取通知书 as one admitted applicant will read it (before publishing). */
  letterPreview: p('admissions/letter-preview'),
} as const;

/** Which roles may call each path (server enforces; the app hides what the role may not use). */
export const staffWorkRoles = {
  plans: STAFF_ROLES,
  publishResults: ['admin', 'admissions'],
  registrations: ['admin', 'admissions'],
  registration: ['admin', 'admissions'],
  approve: ['admin', 'admissions'],
  reject: ['admin', 'admissions'],
  bulkApprove: ['admin', 'admissions'],
  rejectTemplates: ['admin', 'admissions'],
  saveRejectTemplates: ['admin'],
  vouchers: ['admin', 'admissions'],
  reviewVoucher: ['admin', 'admissions'],
  photos: ['admin', 'checkin'],
  reviewPhoto: ['admin', 'checkin'],
  admit: ['admin', 'admissions'],
  bulkAdmit: ['admin', 'admissions'],
  orders: ['admin', 'admissions'],
  markPaid: ['admin'],
  refund: ['admin'],
  exportXlsx: ['admin', 'admissions'],
  exportAttachments: ['admin', 'admissions'],
  outbox: STAFF_ROLES,
  resend: STAFF_ROLES,
  undoAdmission: ['admin', 'admissions'],
  revokeAdmission: ['admin', 'admissions'],
  letterPreview: ['admin', 'admissions'],
} as const satisfies Record<Exclude<keyof typeof staffWorkPaths, 'devOutbox'>, readonly string[]>;

/** The workspace's routes for the client (zod-free; types from ../staff-work.ts). */
export const staffWorkApi = postRoutes<typeof W>()(staffWorkPaths);
