import { postRoutes } from '../endpoint';
import type * as C from '../checkin-settings';
import { STAFF_BASE } from './staff';

/**
 * 报到设置 (issue 27 item 2): the school's check-in season. `POST`, staff session, 学校管理员 only;
 * the school comes from the session. A save sends any subset of the sections; a section sent is
 * replaced whole. The student pages read the result (welcome getDocument, getSetting, moreMessage,
 * the option lists, the arrival plan's window) on their next load.
 */
export const checkinSettingsPaths = {
  get: `${STAFF_BASE}checkin-settings/get`,
  save: `${STAFF_BASE}checkin-settings/save`,
} as const;

/** 报到设置 routes for the client (zod-free; types from ../checkin-settings.ts). */
export const checkinSettingsApi = postRoutes<typeof C>()(checkinSettingsPaths);
