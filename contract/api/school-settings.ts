import { postRoutes } from '../endpoint';
import type * as C from '../school-settings';
import { STAFF_BASE } from './staff';

/**
 * 学校设置 (issue 25 item 3) and the school's own uploads (item 5): `POST`, staff session, 学校管理员
 * only; the school comes from the session. Secrets (WeChat app secret, WeChat Pay API v3 key and
 * private key) are write-only: a save sets them, no answer ever carries them back (only
 * `{configured, last4}`).
 */
export const schoolSettingsPaths = {
  get: `${STAFF_BASE}settings/get`,
  save: `${STAFF_BASE}settings/save`,
  /** 测试连接: checks the saved 公众号 or WeChat Pay credentials with a harmless call (no charge). */
  test: `${STAFF_BASE}settings/test`,
  /** multipart `file`: an image (jpeg/png/webp), a PDF or an office document of the school. */
  upload: `${STAFF_BASE}files/upload`,
} as const;

/** 学校设置 routes for the client (zod-free; types from ../school-settings.ts). */
export const schoolSettingsApi = postRoutes<typeof C>()(schoolSettingsPaths);
