import { facePhoto, facePhotoState, photoRefusal, photoRowActions } from '@domain/journeys';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { welcomeStudents as w } from '../../db/schema';
import { fileLink } from '../../files/links';
import { apiError } from '../../http/errors';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import { reviewPhoto } from '../welcome-manage/photo-review';
import type { StaffRouteContext as StaffCtx } from '../../http/route';

const STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
const FACE_STATE = ['reviewing', 'approved', 'rejected'] as const;

/** The school's face photos in one review state (the grid), with the status tabs' counts. */
export async function listPhotos(
  c: StaffCtx,
  q: { status: keyof typeof STATUS; page: number; pageSize: number },
) {
  const where = and(
    eq(w.orgId, c.staff.orgId),
    isNotNull(w.photoFileId),
    eq(w.photoStatus, STATUS[q.status]),
  );
  const [{ n }] = (await c.deps.db.select({ n: count() }).from(w).where(where)) as [{ n: number }];
  const list = await c.deps.db
    .select({
      id: w.id,
      name: w.name,
      studentNo: w.studentNo,
      photoStatus: w.photoStatus,
      photoRejectReason: w.photoRejectReason,
      photoFileId: w.photoFileId,
    })
    .from(w)
    .where(where)
    .orderBy(asc(w.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [tabs] = (await c.deps.db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${w.photoStatus} = ${STATUS.pending})::int`,
      approved: sql<number>`count(*) FILTER (WHERE ${w.photoStatus} = ${STATUS.approved})::int`,
      rejected: sql<number>`count(*) FILTER (WHERE ${w.photoStatus} = ${STATUS.rejected})::int`,
    })
    .from(w)
    .where(and(eq(w.orgId, c.staff.orgId), isNotNull(w.photoFileId)))) as [
    { pending: number; approved: number; rejected: number },
  ];
  const now = c.deps.now();
  return {
    total: n,
    counts: tabs,
    rows: list.map((r) => ({
      welcomeId: r.id,
      name: r.name,
      studentNo: r.studentNo,
      photoStatus: r.photoStatus,
      photoText: facePhoto.states[FACE_STATE[r.photoStatus] ?? 'reviewing'].label,
      rejectReason: r.photoRejectReason,
      // What this role may do with the photo now (issue 23): the rule reviewStaffPhoto refuses by.
      actions: photoRowActions(facePhotoState(r), c.staff.role),
      // photo_file_id IS NOT NULL in the WHERE
      url: fileLink(c.deps.config.secret, r.photoFileId!, now, 3600_000),
    })),
  };
}

/** Review within the session's school through the face-photo model; a rejection notifies the student. */
export async function reviewStaffPhoto(
  c: StaffCtx,
  input: { welcomeId: string; approve: boolean; reason?: string | undefined },
) {
  const [s] = await c.deps.db
    .select({
      id: w.id,
      tenant_id: w.tenantId,
      org_id: w.orgId,
      user_id: w.userId,
      name: w.name,
      photoFileId: w.photoFileId,
      photoStatus: w.photoStatus,
    })
    .from(w)
    .where(and(eq(w.id, input.welcomeId), eq(w.orgId, c.staff.orgId)));
  if (!s?.photoFileId) throw apiError('NOT_FOUND', '该新生没有人脸照片');
  // Refused by the rule that offers 通过 / 驳回 on the photo's row (journeys photoRefusal).
  const no = photoRefusal(facePhotoState(s), c.staff.role, input.approve ? 'approvePhoto' : 'rejectPhoto');
  if (no) throw apiError('REFUSED', no);
  const move = input.approve
    ? { approve: true as const }
    : { approve: false as const, reason: input.reason ?? '' };
  const now = c.deps.now();
  const r = await reviewPhoto(c.deps.db, s.id, move, now);
  if (r === 'missing') throw apiError('NOT_FOUND', '该新生没有人脸照片');
  if ('refused' in r) throw apiError('REFUSED', r.refused);
  if (!move.approve) await enqueue(c.deps, notices.photoRejected(s, move.reason, now.toISOString()));
  return {
    ...r,
    actions: photoRowActions(facePhotoState({ photoFileId: s.photoFileId, ...r }), c.staff.role),
  };
}
