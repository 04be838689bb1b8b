import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as N from '../staff-notices';
import { STAFF_BASE } from './staff';

/** 群发通知 (issue 26 item 7): `Authorization: Bearer <staff session>` of 学校管理员 or 招生老师. */
export const staffNoticePaths = {
  preview: `${STAFF_BASE}notices/preview`,
  send: `${STAFF_BASE}notices/send`,
  history: `${STAFF_BASE}notices/history`,
} as const;

export type NoticePreview = z.output<typeof N.preview.response>;
export type NoticeSendRow = z.output<typeof N.SendRow>;
export type NoticeSendInput = z.input<typeof N.send.request>;
export type NoticeSent = z.output<typeof N.send.response>;
export type NoticeHistory = z.output<typeof N.history.response>;

/** The client's routes (zod-free; types from ../staff-notices.ts). */
export const staffNoticesApi = postRoutes<typeof N>()(staffNoticePaths);
