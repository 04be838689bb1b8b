import {
  ASSET_MAX_BYTES,
  getSettings,
  saveSettingsEndpoint,
  testIntegration,
  uploadAsset,
} from '@contract/school-settings';
import type { FastifyInstance } from 'fastify';
import { fileLink } from '../../files/links';
import { storeFile } from '../../files/store';
import { apiError } from '../../http/errors';
import { routeLimiter } from '../../http/rate-limit';
import { audited, handle, type StaffRouteContext } from '../../http/route';
import { forgetFirstScreen } from '../../web/first-screen/cache';
import { readUpload } from '../files/upload';
import { parentEntryUrl, publicOrigin } from '../operator/entry-link';
import { registerWechatApiSandbox } from '../../notify/wechat-sandbox';
import { testSavedIntegration } from './test-connection';
import { saveSchoolSettings } from './save';
import { settingsView } from './view';

/** What a school may upload as its own asset: images, PDF, Word/Excel/PowerPoint (old and new formats). */
const ASSET_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  'application/zip',
  'application/x-ole-storage',
]);
const OFFICE = /\.(docx?|xlsx?|pptx?|wps)$/i;

/** 学校设置 (学校管理员) and the school's own uploads; see contract/school-settings.ts. */
export async function schoolSettingsRoutes(app: FastifyInstance): Promise<void> {
  const link = () => ({ secret: app.deps.config.secret, now: app.deps.now() });
  const platform = () => ({
    paymentMode: app.deps.config.payments?.mode ?? ('sandbox' as const),
    appId: app.deps.config.appId,
  });

  // 学校设置 shows the parents' link of the school (issue 36 item 7).
  const view = async (c: StaffRouteContext) => {
    const v = await settingsView(c.deps.db, c.staff, link(), platform());
    return { ...v, parentEntryUrl: parentEntryUrl(publicOrigin(c.req), c.staff) };
  };

  handle(
    app,
    getSettings,
    audited(async (_i, c) => ({
      data: await view(c),
      audit: { action: 'settings.view' },
    })),
  );

  handle(
    app,
    saveSettingsEndpoint,
    audited(async (input, c) => {
      const changed = await saveSchoolSettings(c.deps.db, c.staff, input, c.deps.now());
      // A saved merchant pays from the next order on (the provider cache is dropped).
      c.deps.config.payments?.forget?.(c.staff.tenantId, c.staff.orgId);
      // The entry page carries the school's name, logo and 承诺书: read again on its next request.
      forgetFirstScreen(c.deps, c.staff.tenantId);
      return {
        data: await view(c),
        // Field names only: a secret's value never reaches the audit log.
        audit: { action: 'settings.save', details: { sections: Object.keys(input), changed } },
      };
    }),
  );

  // 测试连接 calls WeChat: a few a minute per school is plenty, and keeps a stuck button from hammering it.
  const testLimit = routeLimiter(app, { name: 'settings-test', max: () => 10, windowMs: 60_000 });
  registerWechatApiSandbox(app);
  handle(
    app,
    testIntegration,
    audited(async (input, c) => {
      await testLimit(c.req);
      const data = await testSavedIntegration(app, c.staff, input.target);
      return { data, audit: { action: 'settings.test', details: { target: input.target, ok: data.ok } } };
    }),
  );

  const limit = routeLimiter(app, { name: 'staff-upload', max: () => 60, windowMs: 60_000 });
  handle(
    app,
    uploadAsset,
    audited(async (_i, c) => {
      await limit(c.req);
      const { name, data, sniffed } = await readUpload(c.req);
      const zipOk = sniffed.type !== 'application/zip' && sniffed.type !== 'application/x-ole-storage';
      if (!ASSET_TYPES.has(sniffed.type) || (!zipOk && !OFFICE.test(name)))
        throw apiError('BAD_REQUEST', '仅支持 JPG、PNG、WebP 图片，PDF 和 Office 文档');
      if (data.length > ASSET_MAX_BYTES) throw apiError('TOO_LARGE', '文件不能超过 10 MB');
      const owner = { tenantId: c.staff.tenantId, orgId: c.staff.orgId, userId: `staff:${c.staff.id}` };
      const { id } = await storeFile(c.deps.db, c.deps.storage, owner, { name, type: sniffed.type, data });
      return {
        data: {
          fileId: id,
          name,
          size: data.length,
          type: sniffed.type,
          url: fileLink(c.deps.config.secret, id, c.deps.now()),
        },
        audit: {
          action: 'files.upload',
          target: id,
          details: { name, type: sniffed.type, size: data.length },
        },
      };
    }),
  );
}
