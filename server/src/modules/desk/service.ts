import type { DeskStudent } from '@contract/api/desk';
import type * as D from '@contract/desk';
import {
  ARRIVE_STEP,
  DEFAULT_DESK_STEPS,
  type DayListPayload,
  type DayStudent,
  type DeskStep,
} from '@domain/checkin-desk';
import { maskIdNumber } from '@domain/identity/mask';
import { chinaInstant, chinaTimeText } from '@domain/time/china-time';
import { sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { fileLink } from '../../files/links';
import { sha256, verifyToken } from '../../http/crypto';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { loadSchool } from '../../school/settings';
import type { Staff } from '../staff/sessions';
import { chinaDayEnd, passCode } from '../welcome-manage/pass';

/** Marks of an org changed: the board's event streams push a fresh board. */
export const boardBus = new EventEmitter().setMaxListeners(0);

const DAY_MS = 86_400_000;
/** How far an offline mark's own time is believed: at most 14 days back, 5 minutes ahead. */
const OFFLINE_PAST_MS = 14 * DAY_MS;
const OFFLINE_AHEAD_MS = 5 * 60_000;

type Scope = Pick<Staff, 'tenantId' | 'orgId'>;

export async function deskSteps(db: Db, s: Scope): Promise<DeskStep[]> {
  const school = await loadSchool(db, s.tenantId, s.orgId);
  const configured = (school?.settings as { desk?: { steps?: DeskStep[] } } | undefined)?.desk?.steps;
  return Array.isArray(configured) && configured.length ? configured : [...DEFAULT_DESK_STEPS];
}

export async function setDeskSteps(db: Db, s: Scope, steps: DeskStep[]): Promise<DeskStep[]> {
  await db.execute(sql`UPDATE orgs SET settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{desk}',
    coalesce(settings->'desk', '{}'::jsonb) || ${JSON.stringify({ steps })}::jsonb)
    WHERE id = ${s.orgId} AND tenant_id = ${s.tenantId}`);
  return steps;
}

interface StudentRow {
  id: string;
  name: string;
  student_no: string;
  class_name: string;
  id_number: string;
  major: string | null;
  method: string | null;
  photo_file_id: string | null;
  photo_status: number;
  photo_purged_at: unknown;
}

interface MarkRow {
  welcome_id: string;
  step: string;
  nonce: string;
  staff_name: string;
  marked_at: string | Date;
}

const studentsSql = (s: Scope, where = sql`TRUE`) => sql`
  SELECT w.id, w.name, w.student_no, w.class_name, w.id_number, m.name AS major, im.method,
    w.photo_file_id, w.photo_status, w.photo_purged_at
  FROM welcome_students w
  LEFT JOIN majors m ON m.id = w.major_id
  LEFT JOIN identity_methods im ON im.welcome_id = w.id
  WHERE w.org_id = ${s.orgId} AND w.tenant_id = ${s.tenantId} AND ${where}
  ORDER BY w.class_name, w.student_no`;

async function marksOf(db: Db, s: Scope, ids?: string[]): Promise<MarkRow[]> {
  if (ids && !ids.length) return [];
  const only = ids
    ? sql`AND welcome_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`
    : sql``;
  return rows<MarkRow>(
    db,
    sql`SELECT welcome_id, step, nonce, staff_name, marked_at FROM desk_marks
      WHERE org_id = ${s.orgId} AND tenant_id = ${s.tenantId} ${only}`,
  );
}

const methodOf = (r: StudentRow): 'photo' | 'onsite' => (r.method === 'onsite' ? 'onsite' : 'photo');

async function view(deps: ServerDeps, s: Scope, list: StudentRow[]): Promise<DeskStudent[]> {
  const steps = await deskSteps(deps.db, s);
  const marks = await marksOf(
    deps.db,
    s,
    list.map((r) => r.id),
  );
  return list.map((r) => ({
    welcomeId: r.id,
    name: r.name,
    studentNo: r.student_no,
    className: r.class_name,
    major: r.major ?? '',
    idMasked: maskIdNumber(r.id_number),
    method: methodOf(r),
    photoUrl:
      r.photo_file_id && r.photo_status === 1 && !r.photo_purged_at
        ? fileLink(deps.config.secret, r.photo_file_id, deps.now(), 10 * 60_000)
        : null,
    steps: steps.map((st) => {
      const m = marks.find((x) => x.welcome_id === r.id && x.step === st.key);
      return {
        key: st.key,
        name: st.name,
        done: !!m,
        by: m?.staff_name ?? null,
        at: m ? chinaInstant(new Date(m.marked_at)) : null,
      };
    }),
  }));
}

async function studentById(deps: ServerDeps, s: Scope, welcomeId: string): Promise<StudentRow> {
  const [r] = await rows<StudentRow>(deps.db, studentsSql(s, sql`w.id = ${welcomeId}`));
  if (!r) throw apiError('NOT_FOUND', '本校没有这名学生');
  return r;
}

/** The student of a scanned pass (HMAC-verified online); another school's pass is refused. */
export async function studentOfPass(deps: ServerDeps, s: Scope, passToken: string): Promise<StudentRow> {
  const pass = verifyToken(deps.config.secret, 'pass', passToken, deps.now().getTime());
  if (!pass) throw apiError('REFUSED', '报到码无效或已过期，请学生刷新后重新出示');
  if (pass.t !== s.tenantId) throw apiError('REFUSED', '不是本校的报到码');
  return studentById(deps, s, String(pass.w));
}

export async function scanView(deps: ServerDeps, s: Scope, passToken: string): Promise<DeskStudent> {
  return (await view(deps, s, [await studentOfPass(deps, s, passToken)]))[0]!;
}

const LIKE_ESCAPE = /[\\%_]/g;

/** By ID number (the whole number, or its last 4–17 characters) or by name (part of it). */
export async function searchStudents(deps: ServerDeps, s: Scope, q: string): Promise<DeskStudent[]> {
  const text = q.trim();
  const like = text.replace(LIKE_ESCAPE, (c) => `\\${c}`);
  const where = /^\d{3,17}[\dXx]$/.test(text)
    ? sql`upper(w.id_number) LIKE ${`%${like.toUpperCase()}`}`
    : sql`w.name LIKE ${`%${like}%`}`;
  const found = await rows<StudentRow>(deps.db, sql`${studentsSql(s, where)} LIMIT 20`);
  return view(deps, s, found);
}

export type MarkOutcome =
  | { result: 'marked' | 'duplicate'; by: string; at: Date }
  | { result: 'conflict'; by: string; at: Date }
  | { result: 'rejected'; reason: string };

interface MarkInput {
  nonce: string;
  welcomeId: string;
  step: string;
  at: Date;
  idCardChecked: boolean;
  deviceId: string | null;
  offline: boolean;
}

/**
 * Marks one step once: a conditional insert under the unique (student, step) and (org, nonce)
 * constraints, so any number of desks at once leave one row. The same nonce again is a duplicate
 * (a resend), another nonce finds the first desk's mark (已由 X 于 T 办理).
 */
export async function markStep(deps: ServerDeps, staff: Staff, m: MarkInput): Promise<MarkOutcome> {
  const s: Scope = staff;
  const steps = await deskSteps(deps.db, s);
  if (!steps.some((x) => x.key === m.step)) return { result: 'rejected', reason: '本校没有这个办理环节' };
  const [student] = await rows<StudentRow>(deps.db, studentsSql(s, sql`w.id = ${m.welcomeId}`));
  if (!student) return { result: 'rejected', reason: '本校没有这名学生' };
  const needsIdCard =
    m.step === ARRIVE_STEP &&
    (methodOf(student) === 'onsite' || !(student.photo_file_id && student.photo_status === 1));
  if (needsIdCard && !m.idCardChecked) return { result: 'rejected', reason: '请先核验学生身份证再办理报到' };
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [ins] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO desk_marks (tenant_id, org_id, welcome_id, step, nonce, staff_id, staff_name, device_id,
          id_card_checked, marked_at, synced_at, offline)
        VALUES (${s.tenantId}, ${s.orgId}, ${m.welcomeId}, ${m.step}, ${m.nonce}, ${staff.id}, ${staff.name},
          ${m.deviceId}, ${m.idCardChecked}, ${m.at.toISOString()}, ${now.toISOString()}, ${m.offline})
        ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (ins) {
      if (m.step === ARRIVE_STEP)
        await tx.execute(sql`UPDATE welcome_students SET
            arrived_at = coalesce(arrived_at, ${m.at.toISOString()}::timestamptz),
            onsite_verified_at = CASE WHEN ${m.idCardChecked}
              THEN coalesce(onsite_verified_at, ${m.at.toISOString()}::timestamptz) ELSE onsite_verified_at END
          WHERE id = ${m.welcomeId} AND tenant_id = ${s.tenantId}`);
      return { result: 'marked' as const, by: staff.name, at: m.at };
    }
    const [first] = await rows<MarkRow & { org_id: string }>(
      tx,
      sql`SELECT welcome_id, step, nonce, staff_name, marked_at, org_id FROM desk_marks
        WHERE welcome_id = ${m.welcomeId} AND step = ${m.step}`,
    );
    if (first?.nonce === m.nonce)
      return { result: 'duplicate' as const, by: first.staff_name, at: new Date(first.marked_at) };
    if (first) return { result: 'conflict' as const, by: first.staff_name, at: new Date(first.marked_at) };
    return { result: 'rejected' as const, reason: '扫码标识已用于另一次办理' };
  });
  if (outcome.result === 'marked') boardBus.emit('changed', s.orgId);
  return outcome;
}

export const alreadyText = (by: string, at: Date, now: Date): string =>
  `已由 ${by} 于 ${chinaTimeText(at.toISOString(), now)} 办理`;

export async function markOnline(
  deps: ServerDeps,
  staff: Staff,
  input: z.output<typeof D.mark.request>,
): Promise<z.output<typeof D.mark.response>> {
  const s: Scope = staff;
  const row = input.passToken
    ? await studentOfPass(deps, s, input.passToken)
    : await studentById(deps, s, input.welcomeId!);
  const now = deps.now();
  const o = await markStep(deps, staff, {
    nonce: input.nonce,
    welcomeId: row.id,
    step: input.step,
    at: now,
    idCardChecked: input.idCardChecked,
    deviceId: input.deviceId ?? null,
    offline: false,
  });
  if (o.result === 'rejected') throw apiError('REFUSED', o.reason);
  const student = (await view(deps, s, [row]))[0]!;
  const stepName = student.steps.find((x) => x.key === input.step)?.name ?? input.step;
  return {
    result: o.result === 'conflict' ? 'already' : o.result,
    message: o.result === 'conflict' ? alreadyText(o.by, o.at, now) : `${stepName}已办理`,
    by: o.by,
    at: chinaInstant(o.at),
    student,
  };
}

export async function syncMarks(
  deps: ServerDeps,
  staff: Staff,
  input: z.output<typeof D.sync.request>,
): Promise<z.output<typeof D.sync.response>> {
  const now = deps.now().getTime();
  const results: z.output<typeof D.sync.response>['results'] = [];
  for (const m of input.marks) {
    const at = m.at >= now - OFFLINE_PAST_MS && m.at <= now + OFFLINE_AHEAD_MS ? m.at : now;
    const o = await markStep(deps, staff, {
      nonce: m.nonce,
      welcomeId: m.welcomeId,
      step: m.step,
      at: new Date(at),
      idCardChecked: m.idCardChecked,
      deviceId: input.deviceId,
      offline: true,
    });
    if (o.result === 'rejected') results.push({ nonce: m.nonce, result: 'rejected', reason: o.reason });
    else if (o.result === 'conflict')
      results.push({ nonce: m.nonce, result: 'conflict', by: o.by, at: o.at.getTime() });
    else results.push({ nonce: m.nonce, result: o.result });
  }
  return { results };
}

/** The day's passes and students for offline desks, as the exact JSON text that is signed. */
export async function dayListPayload(deps: ServerDeps, s: Scope): Promise<DayListPayload> {
  const school = await loadSchool(deps.db, s.tenantId, s.orgId);
  const now = deps.now().getTime();
  const windowEnd = chinaDayEnd(school?.settings.checkin.reportEnd ?? '');
  const list = await rows<StudentRow>(deps.db, studentsSql(s));
  const marks = await marksOf(deps.db, s);
  const students: DayStudent[] = list.map((r) => ({
    w: r.id,
    name: r.name,
    studentNo: r.student_no,
    className: r.class_name,
    major: r.major ?? '',
    idMasked: maskIdNumber(r.id_number),
    passDigest: sha256(passCode(deps.config.secret, r.id)),
    method: methodOf(r),
    marks: Object.fromEntries(
      marks
        .filter((m) => m.welcome_id === r.id)
        .map((m) => [m.step, { by: m.staff_name, at: new Date(m.marked_at).getTime() }]),
    ),
  }));
  return {
    v: 1,
    tenantId: s.tenantId,
    orgId: s.orgId,
    issuedAt: now,
    // Until the window closes (at least a day), so a list fetched the evening before serves the day.
    validUntil: Math.max(Number.isFinite(windowEnd) ? windowEnd : 0, now + DAY_MS),
    steps: await deskSteps(deps.db, s),
    students,
  };
}
