import { activityList, regActivity } from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rows } from '../../db/rows';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { handle } from '../../http/route';
import { chinaText, pageWindow, toInt } from '../plan/china-text';

interface ActivityRow {
  id: string;
  title: string;
  cover_url: string | null;
  place: string;
  description: string;
  start_at: Date;
  end_at: Date;
  sign_start: Date;
  sign_end: Date;
  capacity: number;
  signed: number;
}

export function activityState(
  a: Pick<ActivityRow, 'sign_start' | 'sign_end' | 'capacity' | 'signed'>,
  now: Date,
) {
  const t = now.getTime();
  if (t > new Date(a.sign_end).getTime()) return 'ended' as const;
  if (t < new Date(a.sign_start).getTime()) return 'notStarted' as const;
  return toInt(a.signed) >= toInt(a.capacity) ? ('full' as const) : ('open' as const);
}

const view = (a: ActivityRow, now: Date) => ({
  id: a.id,
  title: a.title,
  coverUrl: a.cover_url,
  place: a.place,
  description: a.description,
  startTime: chinaText(a.start_at),
  endTime: chinaText(a.end_at),
  signStart: chinaText(a.sign_start),
  signEnd: chinaText(a.sign_end),
  capacity: toInt(a.capacity),
  signed: toInt(a.signed),
  left: Math.max(0, toInt(a.capacity) - toInt(a.signed)),
  state: activityState(a, now),
});

const isUniqueViolation = (e: unknown) => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
const DUPLICATE = '您已报名该活动';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  handle(app, activityList, async (q, { caller, deps }) => {
    const { limit, offset } = pageWindow(q);
    const where = sql`tenant_id = ${caller.tenantId} AND org_id = ${caller.orgId}`;
    const [total] = await rows<{ n: number }>(
      deps.db,
      sql`SELECT count(*)::int AS n FROM activities WHERE ${where}`,
    );
    const list = await rows<ActivityRow>(
      deps.db,
      sql`SELECT * FROM activities WHERE ${where} ORDER BY sort, start_at, id LIMIT ${limit} OFFSET ${offset}`,
    );
    const now = deps.now();
    return {
      list: list.map((a) => view(a, now)),
      total: toInt(total?.n),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  });

  handle(
    app,
    regActivity,
    async (input, { caller, deps }) => {
      const now = deps.now();
      const [a] = await rows<ActivityRow>(
        deps.db,
        sql`SELECT * FROM activities WHERE id = ${input.activityId} AND tenant_id = ${caller.tenantId} AND org_id = ${caller.orgId}`,
      );
      if (!a) throw apiError('NOT_FOUND', '活动不存在');
      const state = activityState(a, now);
      if (state === 'notStarted') throw apiError('REFUSED', '活动报名尚未开始');
      if (state === 'ended') throw apiError('REFUSED', '活动报名已结束');
      try {
        return await deps.db.transaction(async (tx) => {
          const [dup] = await rows(
            tx,
            sql`SELECT 1 FROM activity_signups WHERE activity_id = ${a.id} AND user_id = ${caller.userId}`,
          );
          if (dup) throw apiError('CONFLICT', DUPLICATE);
          // Capacity taken by one atomic conditional UPDATE (row lock on the activity).
          const [took] = await rows<{ left: number }>(
            tx,
            sql`UPDATE activities SET signed = signed + 1
                WHERE id = ${a.id} AND signed < capacity AND sign_start <= ${now} AND sign_end >= ${now}
                RETURNING capacity - signed AS left`,
          );
          if (!took) throw apiError('CONFLICT', '活动名额已满');
          const signupId = newId('sgn');
          await tx.execute(
            sql`INSERT INTO activity_signups (id, activity_id, tenant_id, user_id, name, phone, remark, created_at)
                VALUES (${signupId}, ${a.id}, ${caller.tenantId}, ${caller.userId}, ${input.name}, ${input.phone}, ${input.remark ?? ''}, ${now})`,
          );
          return { signupId, activityId: a.id, left: toInt(took.left) };
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw apiError('CONFLICT', DUPLICATE);
        throw e;
      }
    },
    { idempotent: true },
  );
}
