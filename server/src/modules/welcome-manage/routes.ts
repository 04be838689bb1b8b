import { FACE_CODE } from '@domain/journeys/codes';
import { chinaInstant } from '@domain/time/china-time';
import * as M from '@contract/welcome-manage';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { welcomeStudents } from '../../db/schema';
import { imageSize } from '../../files/image-size';
import { fileLink } from '../../files/links';
import { storeFile } from '../../files/store';
import { signToken } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { requirePhotoConsent } from '../desk/photo-consent';
import { loadSchool } from '../../school/settings';
import { readUpload } from '../files/upload';
import { iso, majorName, ownStudent } from '../welcome/student';
import { studentDetail } from './detail';
import { staffRoutes } from './staff';
import { issuePass, passExpiry } from './pass';
import { photoReviewOf, setNewPhoto } from './photo-review';
import { applyUpdate } from './update';
import { schoolOptions } from '../welcome/options';
import { checkinProgressOf, faceFactsOf, onsiteChosenAt } from './progress';
import { faceUploadRefusal } from '@domain/journeys/face-photo';

/** Face photo rules: the app compresses to ≤ 150 KB and ≤ 1600 px; the server allows some slack. */
export const PHOTO_RULES = {
  maxBytes: 2 * 1024 * 1024,
  minWidth: 240,
  minHeight: 320,
  maxWidth: 4096,
  maxHeight: 4096,
  types: ['image/jpeg', 'image/png'],
};
const FILE_TOKEN_TTL_MS = 10 * 60_000;

export async function welcomeManageRoutes(app: FastifyInstance): Promise<void> {
  await staffRoutes(app);
  handle(app, M.getDetail, async ({ welcomeId }, { caller, deps }) => {
    const row = await ownStudent(deps.db, caller, welcomeId);
    const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
    return studentDetail(row, {
      schoolName: school?.name ?? '',
      majorName: await majorName(deps.db, row),
      secret: deps.config.secret,
      now: deps.now(),
      review: await photoReviewOf(deps.db, row.id),
      requirePhoto: school?.settings.checkin.requirePhoto ?? true,
      onsiteAt: await onsiteChosenAt(deps.db, row.id, school?.settings.checkin),
    });
  });

  // 我已阅读: stored on the server so every device shows the same progress; the first time is kept.
  handle(
    app,
    M.readNotice,
    async ({ welcomeId }, { caller, deps }) => {
      const row = await ownStudent(deps.db, caller, welcomeId);
      const [saved] = await deps.db
        .update(welcomeStudents)
        .set({
          noticeReadAt: sql`coalesce(${welcomeStudents.noticeReadAt}, ${deps.now().toISOString()}::timestamptz)`,
        })
        .where(eq(welcomeStudents.id, row.id))
        .returning();
      const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
      return {
        noticeReadAt: chinaInstant(saved!.noticeReadAt!),
        progress: checkinProgressOf(
          saved!,
          await photoReviewOf(deps.db, row.id),
          school?.settings.checkin.requirePhoto ?? true,
          await onsiteChosenAt(deps.db, row.id, school?.settings.checkin),
        ),
      };
    },
    { idempotent: true },
  );

  handle(
    app,
    M.updateInfo,
    async (input, { caller, deps }) => {
      const row = await ownStudent(deps.db, caller, input.welcomeId);
      if (input.version !== undefined && input.version !== row.version)
        throw apiError('CONFLICT', '信息已被修改，请刷新后重试');
      const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
      const r = applyUpdate(row, input, school!.settings.checkin, schoolOptions(school!.settings));
      if ('refusal' in r) throw apiError('REFUSED', r.refusal);
      const now = deps.now();
      const confirmedAt = row.confirmedAt ?? (input.confirm ? now : null);
      // Optimistic concurrency: the update applies only to the version that was read.
      const [saved] = await deps.db
        .update(welcomeStudents)
        .set({ details: r.details, confirmedAt, version: sql`${welcomeStudents.version} + 1` })
        .where(and(eq(welcomeStudents.id, row.id), eq(welcomeStudents.version, row.version)))
        .returning({ version: welcomeStudents.version, confirmedAt: welcomeStudents.confirmedAt });
      if (!saved) throw apiError('CONFLICT', '信息已被修改，请刷新后重试');
      return { version: saved.version, confirmedAt: iso(saved.confirmedAt) };
    },
    { idempotent: true },
  );

  handle(app, M.getSetting, async (_input, { caller, deps }) => {
    const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
    return {
      ...school!.settings.checkin,
      hiddenFields: school!.settings.checkin.hiddenFields ?? [],
      photo: PHOTO_RULES,
    };
  });

  // The procedure QR encodes an opaque, signed, expiring pass (brief section 4), never the raw id.
  handle(app, M.queryVerifyProcess, async ({ welcomeId }, { caller, deps }) => {
    const row = await ownStudent(deps.db, caller, welcomeId);
    const now = deps.now();
    const school = await loadSchool(deps.db, caller.tenantId, caller.orgId);
    const progress = checkinProgressOf(
      row,
      await photoReviewOf(deps.db, row.id),
      school?.settings.checkin.requirePhoto ?? true,
      await onsiteChosenAt(deps.db, row.id, school?.settings.checkin),
    );
    return {
      ...progress,
      ...issuePass(deps.config.secret, row, passExpiry(now, school!.settings.checkin)),
    };
  });

  handle(
    app,
    M.uploadPhoto,
    async (_input, { caller, deps, req }) => {
      const row = await ownStudent(deps.db, caller);
      await requirePhotoConsent(deps.db, row, deps.now());
      // Refused exactly where the face offer (progress.face.actions) offers nothing.
      const refusal = faceUploadRefusal(faceFactsOf(row, await photoReviewOf(deps.db, row.id)));
      if (refusal) throw apiError('REFUSED', refusal);
      const { data, sniffed } = await readUpload(req);
      if (!PHOTO_RULES.types.includes(sniffed.type))
        throw apiError('BAD_REQUEST', '照片须为 JPG 或 PNG 图片');
      if (data.length > PHOTO_RULES.maxBytes) throw apiError('BAD_REQUEST', '照片不能超过2M');
      const size = imageSize(data, sniffed.type);
      if (!size) throw apiError('BAD_REQUEST', '无法读取照片尺寸，请重新拍摄');
      if (size.width < PHOTO_RULES.minWidth || size.height < PHOTO_RULES.minHeight)
        throw apiError(
          'BAD_REQUEST',
          `照片尺寸过小，至少${PHOTO_RULES.minWidth}×${PHOTO_RULES.minHeight}像素`,
        );
      if (size.width > PHOTO_RULES.maxWidth || size.height > PHOTO_RULES.maxHeight)
        throw apiError(
          'BAD_REQUEST',
          `照片尺寸过大，最多${PHOTO_RULES.maxWidth}×${PHOTO_RULES.maxHeight}像素`,
        );
      const ext = sniffed.type === 'image/png' ? 'png' : 'jpg';
      const { id } = await storeFile(
        deps.db,
        deps.storage,
        caller,
        {
          name: `face.${ext}`,
          type: sniffed.type,
          data,
        },
        'faces',
      );
      await setNewPhoto(deps.db, deps.storage, row.id, id);
      return {
        fileId: id,
        url: fileLink(deps.config.secret, id, deps.now()),
        ...size,
        photoStatus: FACE_CODE.reviewing,
      };
    },
    { multipart: true, rateLimit: { name: 'photo', max: () => 30, windowMs: 60_000 } },
  );

  handle(app, M.fileToken, async (_input, { caller, deps }) => {
    const exp = deps.now().getTime() + FILE_TOKEN_TTL_MS;
    const token = signToken(deps.config.secret, 'file', {
      t: caller.tenantId,
      o: caller.orgId,
      u: caller.userId!,
      w: caller.welcomeId!,
      exp,
    });
    return { token, expiresAt: chinaInstant(new Date(exp)) };
  });
}
