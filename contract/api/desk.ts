import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as D from '../desk';
import { STAFF_BASE } from './staff';

/** Check-in day desk and arrivals board: `Authorization: Bearer <staff session>` (报到老师 or 管理员). */
export const deskPaths = {
  steps: `${STAFF_BASE}desk/steps`,
  setSteps: `${STAFF_BASE}desk/steps/set`,
  scan: `${STAFF_BASE}desk/scan`,
  search: `${STAFF_BASE}desk/search`,
  jssdkConfig: `${STAFF_BASE}desk/jssdk-config`,
  mark: `${STAFF_BASE}desk/mark`,
  undo: `${STAFF_BASE}desk/undo`,
  sync: `${STAFF_BASE}desk/sync`,
  publicKey: `${STAFF_BASE}desk/public-key`,
  dayList: `${STAFF_BASE}desk/day-list`,
  board: `${STAFF_BASE}desk/board`,
  /** GET, text/event-stream: `event: board` with the Board JSON on every change (and every 15 s). */
  boardEvents: `${STAFF_BASE}desk/board/events`,
} as const;

export type DeskStudent = z.output<typeof D.DeskStudent>;
export type MarkRequest = z.input<typeof D.mark.request>;
export type MarkResponse = z.output<typeof D.mark.response>;
export type UndoResponse = z.output<typeof D.undo.response>;
export type SyncRequest = z.input<typeof D.sync.request>;
export type SyncResponse = z.output<typeof D.sync.response>;
export type Board = z.output<typeof D.Board>;

/** The client's routes (zod-free; types from ../desk.ts). */
export const deskApi = postRoutes<typeof D>()(deskPaths);
