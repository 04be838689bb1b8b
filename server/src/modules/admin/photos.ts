import { facePhoto } from '@domain/journeys';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows';
import { fileLink } from '../../files/links';
import { apiError } from '../../http/errors';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import { reviewPhoto } from '../welcome-manage/photo-review';
import type { StaffCtx } from './staff-route';

const STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
const FACE_STATE = ['reviewing', 'approved', 'rejected'] as const;

interface PhotoDb {
  id: string;
  name: string;
  student_no: string | null;
  photo_status: number;
  photo_reject_reason: string | null;
  photo_file_id: string;
}

/** The school's face photos in one review state (the grid), newest first. */
export async function listPhotos(
  c: StaffCtx,
  q: { status: keyof typeof STATUS; page: number; pageSize: number },
) {
  const where = sql`org_id = ${c.staff.orgId} AND photo_file_id IS NOT NULL AND photo_status = ${STATUS[q.status]}`;
  const [{ n }] = (await rows<{ n: number }>(
    c.deps.db,
    sql`SELECT count(*)::int AS n FROM welcome_students WHERE ${where}`,
  )) as [{ n: number }];
  const list = await rows<PhotoDb>(
    c.deps.db,
    sql`SELECT id, name, student_no, photo_status, photo_reject_reason, photo_file_id FROM welcome_students
        WHERE ${where} ORDER BY id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const now = c.deps.now();
  return {
    total: n,
    rows: list.map((r) => ({
      welcomeId: r.id,
      name: r.name,
      studentNo: r.student_no,
      photoStatus: r.photo_status,
      photoText: facePhoto.states[FACE_STATE[r.photo_status] ?? 'reviewing'].label,
      rejectReason: r.photo_reject_reason,
      url: fileLink(c.deps.config.secret, r.photo_file_id, now, 3600_000),
    })),
  };
}

/** Review within the session's school through the face-photo model; a rejection notifies the student. */
export async function reviewStaffPhoto(
  c: StaffCtx,
  input: { welcomeId: string; approve: boolean; reason?: string | undefined },
) {
  const [s] = await rows<{
    id: string;
    tenant_id: string;
    org_id: string;
    user_id: string | null;
    name: string;
  }>(
    c.deps.db,
    sql`SELECT id, tenant_id, org_id, user_id, name FROM welcome_students WHERE id = ${input.welcomeId} AND org_id = ${c.staff.orgId}`,
  );
  if (!s) throw apiError('NOT_FOUND', '该新生没有人脸照片');
  const move = input.approve
    ? { approve: true as const }
    : { approve: false as const, reason: input.reason ?? '' };
  const now = c.deps.now();
  const r = await reviewPhoto(c.deps.db, s.id, move, now);
  if (r === 'missing') throw apiError('NOT_FOUND', '该新生没有人脸照片');
  if ('refused' in r) throw apiError('REFUSED', r.refused);
  if (!move.approve) await enqueue(c.deps, notices.photoRejected(s, move.reason, now.toISOString()));
  return r;
}
