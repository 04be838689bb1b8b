import { facePhotoApproved, facePhotoState } from '@domain/journeys/face-photo';
import { ARRIVED_ELSEWHERE_BY, markRefusal, undoRefusal } from '@domain/journeys/desk-steps';
import type { DeskStudent } from '@contract/desk';
import type * as D from '@contract/desk';
import {
  ARRIVE_STEP,
  DEFAULT_DESK_STEPS,
  type DayListPayload,
  type DayStudent,
  type DeskStep,
  stepRoleRefusal,
  stepsForRole,
} from '@domain/checkin-desk';
import { maskIdNumber } from '@domain/identity/mask';
import { chinaInstant, chinaTimeText } from '@domain/time/china-time';
import { and, eq, inArray, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { majors, orgs, welcomeStudents as w } from '../../db/schema';
import { fileLink } from '../../files/links';
import { sha256, verifyToken } from '../../http/crypto';
import type { ServerDeps } from '../../http/deps';
import { apiError } from '../../http/errors';
import { loadSchool } from '../../school/settings';
import type { Staff } from '../staff/sessions';
import { heldBackOf } from '../welcome/held-back';
import { chinaDayEnd, passCode } from '../welcome-manage/pass';
import { deskMarks, identityMethods } from './tables';

/** Marks of an org changed: the board's event streams push a fresh board. */
export const boardBus = new EventEmitter().setMaxListeners(0);

const DAY_MS = 86_400_000;
/** How far an offline mark's own time is believed: at most 14 days back, 5 minutes ahead. */
const OFFLINE_PAST_MS = 14 * DAY_MS;
const OFFLINE_AHEAD_MS = 5 * 60_000;

type Scope = Pick<Staff, 'tenantId' | 'orgId'>;
/** A desk caller: with a role, the steps shown are only those it may mark (报到设置). */
type DeskScope = Scope & { role?: string };
const shownSteps = (steps: DeskStep[], s: DeskScope) => (s.role ? stepsForRole(steps, s.role) : steps);

export async function deskSteps(db: Db, s: Scope): Promise<DeskStep[]> {
  const school = await loadSchool(db, s.tenantId, s.orgId);
  const configured = (school?.settings as { desk?: { steps?: DeskStep[] } } | undefined)?.desk?.steps;
  return Array.isArray(configured) && configured.length ? configured : [...DEFAULT_DESK_STEPS];
}

export async function setDeskSteps(db: Db, s: Scope, steps: DeskStep[]): Promise<DeskStep[]> {
  await db
    .update(orgs)
    .set({
      settings: sql`jsonb_set(coalesce(${orgs.settings}, '{}'::jsonb), '{desk}',
        coalesce(${orgs.settings}->'desk', '{}'::jsonb) || ${JSON.stringify({ steps })}::jsonb)`,
    })
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
  return steps;
}

/** The school's new students with what a desk shows, by class and student number. */
const selectStudents = (db: Db, s: Scope, where?: SQL) =>
  db
    .select({
      id: w.id,
      name: w.name,
      studentNo: w.studentNo,
      className: w.className,
      idNumber: w.idNumber,
      major: majors.name,
      method: identityMethods.method,
      photoFileId: w.photoFileId,
      photoStatus: w.photoStatus,
      photoPurgedAt: w.photoPurgedAt,
      arrivedAt: w.arrivedAt,
    })
    .from(w)
    .leftJoin(majors, eq(majors.id, w.majorId))
    .leftJoin(identityMethods, eq(identityMethods.welcomeId, w.id))
    // 放弃入学 students are not at the desk (issue 27).
    .where(and(eq(w.orgId, s.orgId), eq(w.tenantId, s.tenantId), isNull(w.withdrawnAt), where))
    .orderBy(w.className, w.studentNo);

type StudentRow = Awaited<ReturnType<typeof selectStudents>>[number];

const markColumns = {
  welcomeId: deskMarks.welcomeId,
  step: deskMarks.step,
  nonce: deskMarks.nonce,
  staffName: deskMarks.staffName,
  markedAt: deskMarks.markedAt,
};

async function marksOf(db: Db, s: Scope, ids?: string[]) {
  if (ids && !ids.length) return [];
  return db
    .select(markColumns)
    .from(deskMarks)
    .where(
      and(
        eq(deskMarks.orgId, s.orgId),
        eq(deskMarks.tenantId, s.tenantId),
        ids ? inArray(deskMarks.welcomeId, ids) : undefined,
      ),
    );
}

const methodOf = (r: StudentRow): 'photo' | 'onsite' => (r.method === 'onsite' ? 'onsite' : 'photo');

async function view(deps: ServerDeps, s: DeskScope, list: StudentRow[]): Promise<DeskStudent[]> {
  const steps = shownSteps(await deskSteps(deps.db, s), s);
  const marks = await marksOf(
    deps.db,
    s,
    list.map((r) => r.id),
  );
  return list.map((r) => {
    const photo = facePhotoState(r);
    const shown = (photo === 'approved' || photo === 'reviewing') && r.photoFileId && !r.photoPurgedAt;
    return {
      welcomeId: r.id,
      name: r.name,
      studentNo: r.studentNo,
      className: r.className,
      major: r.major ?? '',
      idMasked: maskIdNumber(r.idNumber),
      method: methodOf(r),
      // A photo not yet approved is shown too, marked 待审核 (the ID card is checked at 报到).
      photoUrl: shown ? fileLink(deps.config.secret, r.photoFileId!, deps.now(), 10 * 60_000) : null,
      photoPending: !!shown && photo === 'reviewing',
      steps: steps.map((st) => {
        const m = doneMark(r, st.key, marks);
        return {
          key: st.key,
          name: st.name,
          done: !!m,
          by: m?.by ?? null,
          at: m ? chinaInstant(m.at) : null,
        };
      }),
    };
  });
}

type MarkRow = Awaited<ReturnType<typeof marksOf>>[number];

/**
 * A student's step as done: its desk mark, and for 报到 also an arrival recorded by another path
 * (the gate scan): the desk, the board and the order rule read the same arrival.
 */
function doneMark(
  r: Pick<StudentRow, 'id' | 'arrivedAt'>,
  step: string,
  marks: readonly MarkRow[],
): { by: string; at: Date } | null {
  const m = marks.find((x) => x.welcomeId === r.id && x.step === step);
  if (m) return { by: m.staffName, at: m.markedAt };
  if (step === ARRIVE_STEP && r.arrivedAt) return { by: ARRIVED_ELSEWHERE_BY, at: r.arrivedAt };
  return null;
}

/** The school's steps of one student with whether each is done (for the order rule). */
async function stepsDone(deps: ServerDeps, s: Scope, r: StudentRow, steps: readonly DeskStep[]) {
  const marks = await marksOf(deps.db, s, [r.id]);
  return steps.map((st) => ({ key: st.key, name: st.name, done: !!doneMark(r, st.key, marks) }));
}

/** Why a desk finds no student: 放弃入学, or not of this school. */
async function missingText(db: Db, s: Scope, welcomeId: string): Promise<string> {
  const [gone] = await db
    .select({ id: w.id })
    .from(w)
    .where(
      and(eq(w.id, welcomeId), eq(w.orgId, s.orgId), eq(w.tenantId, s.tenantId), isNotNull(w.withdrawnAt)),
    );
  return gone ? '该学生已放弃入学' : '本校没有这名学生';
}

async function studentById(deps: ServerDeps, s: Scope, welcomeId: string): Promise<StudentRow> {
  const [r] = await selectStudents(deps.db, s, eq(w.id, welcomeId));
  if (!r) throw apiError('NOT_FOUND', await missingText(deps.db, s, welcomeId));
  return r;
}

/** The student of a scanned pass (HMAC-verified online); another school's pass is refused. */
export async function studentOfPass(deps: ServerDeps, s: Scope, passToken: string): Promise<StudentRow> {
  const pass = verifyToken(deps.config.secret, 'pass', passToken, deps.now().getTime());
  if (!pass) throw apiError('REFUSED', '报到码无效或已过期，请学生刷新后重新出示');
  if (pass.t !== s.tenantId) throw apiError('REFUSED', '不是本校的报到码');
  return studentById(deps, s, String(pass.w));
}

export async function scanView(deps: ServerDeps, s: DeskScope, passToken: string): Promise<DeskStudent> {
  return (await view(deps, s, [await studentOfPass(deps, s, passToken)]))[0]!;
}

const LIKE_ESCAPE = /[\\%_]/g;

/** By ID number (the whole number, or its last 4–17 characters) or by name (part of it). */
export async function searchStudents(deps: ServerDeps, s: DeskScope, q: string): Promise<DeskStudent[]> {
  const text = q.trim();
  const escaped = text.replace(LIKE_ESCAPE, (c) => `\\${c}`);
  const where = /^\d{3,17}[\dXx]$/.test(text)
    ? like(sql`upper(${w.idNumber})`, `%${escaped.toUpperCase()}`)
    : like(w.name, `%${escaped}%`);
  const found = await selectStudents(deps.db, s, where).limit(20);
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
  const step = (await deskSteps(deps.db, s)).find((x) => x.key === m.step);
  if (!step) return { result: 'rejected', reason: '本校没有这个办理环节' };
  // 报到设置 names who may mark each step; a desk of another role is refused (online and on sync).
  const refusal = stepRoleRefusal(step, staff.role);
  if (refusal) return { result: 'rejected', reason: refusal };
  const [student] = await selectStudents(deps.db, s, eq(w.id, m.welcomeId));
  if (!student) return { result: 'rejected', reason: await missingText(deps.db, s, m.welcomeId) };
  // 报到 first (src-domain/journeys/desk-steps.ts): 缴费核验, 领取物品, … only once the student has arrived.
  const steps = await deskSteps(deps.db, s);
  const order = markRefusal(m.step, await stepsDone(deps, s, student, steps));
  if (order) {
    const [same] = await deps.db
      .select(markColumns)
      .from(deskMarks)
      .where(and(eq(deskMarks.welcomeId, m.welcomeId), eq(deskMarks.step, m.step)));
    // Already stored (a resend, or another desk first): answered as such, not as out of order.
    if (!same) return { result: 'rejected', reason: order };
  }
  // Issue 34 item 12: a place not yet published is not received at the desk either (待公布 with the
  // time), as 新生报到 refuses it: one rule (src-domain/admissions/held-back.ts) read by both.
  if (m.step === ARRIVE_STEP) {
    const held = await heldBackOf(deps.db, s, student.idNumber, deps.now());
    if (held) return { result: 'rejected', reason: `${held}，暂不能办理报到` };
  }
  const needsIdCard =
    m.step === ARRIVE_STEP && (methodOf(student) === 'onsite' || !facePhotoApproved(student));
  if (needsIdCard && !m.idCardChecked) return { result: 'rejected', reason: '请先核验学生身份证再办理报到' };
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [ins] = await tx
      .insert(deskMarks)
      .values({
        tenantId: s.tenantId,
        orgId: s.orgId,
        welcomeId: m.welcomeId,
        step: m.step,
        nonce: m.nonce,
        staffId: staff.id,
        staffName: staff.name,
        deviceId: m.deviceId,
        idCardChecked: m.idCardChecked,
        markedAt: m.at,
        syncedAt: now,
        offline: m.offline,
      })
      .onConflictDoNothing()
      .returning({ id: deskMarks.id });
    if (ins) {
      // The first arrival stands; an ID card seen at the desk is the 到校现场核验.
      if (m.step === ARRIVE_STEP)
        await tx
          .update(w)
          .set({
            arrivedAt: sql`coalesce(${w.arrivedAt}, ${m.at.toISOString()}::timestamptz)`,
            ...(m.idCardChecked && {
              onsiteVerifiedAt: sql`coalesce(${w.onsiteVerifiedAt}, ${m.at.toISOString()}::timestamptz)`,
            }),
          })
          .where(and(eq(w.id, m.welcomeId), eq(w.tenantId, s.tenantId)));
      return { result: 'marked' as const, by: staff.name, at: m.at };
    }
    const [first] = await tx
      .select(markColumns)
      .from(deskMarks)
      .where(and(eq(deskMarks.welcomeId, m.welcomeId), eq(deskMarks.step, m.step)));
    if (first?.nonce === m.nonce)
      return { result: 'duplicate' as const, by: first.staffName, at: first.markedAt };
    if (first) return { result: 'conflict' as const, by: first.staffName, at: first.markedAt };
    return { result: 'rejected' as const, reason: '扫码标识已用于另一次办理' };
  });
  if (outcome.result === 'marked') boardBus.emit('changed', s.orgId);
  return outcome;
}

/**
 * 撤销 one step's mark (撤销报到, issue 34 item 19): refused by the order rule while a later step is
 * done; 报到 undone clears the arrival (the board and the student's progress count it no more).
 */
export async function undoStep(
  deps: ServerDeps,
  staff: Staff,
  input: z.output<typeof D.undo.request>,
): Promise<z.output<typeof D.undo.response>> {
  const s: Scope = staff;
  const steps = await deskSteps(deps.db, s);
  const step = steps.find((x) => x.key === input.step);
  if (!step) throw apiError('REFUSED', '本校没有这个办理环节');
  const refusal = stepRoleRefusal(step, staff.role);
  if (refusal) throw apiError('REFUSED', refusal.replace('办理', '撤销'));
  const row = await studentById(deps, s, input.welcomeId);
  const blocked = undoRefusal(step.key, await stepsDone(deps, s, row, steps));
  if (blocked) throw apiError('REFUSED', blocked);
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(deskMarks)
      .where(
        and(
          eq(deskMarks.welcomeId, row.id),
          eq(deskMarks.step, step.key),
          eq(deskMarks.orgId, s.orgId),
          eq(deskMarks.tenantId, s.tenantId),
        ),
      );
    if (step.key === ARRIVE_STEP)
      await tx
        .update(w)
        .set({ arrivedAt: null })
        .where(and(eq(w.id, row.id), eq(w.tenantId, s.tenantId)));
  });
  boardBus.emit('changed', s.orgId);
  const [after] = await selectStudents(deps.db, s, eq(w.id, row.id));
  return { message: `${step.name} 已撤销`, student: (await view(deps, staff, [after!]))[0]! };
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
  const student = (await view(deps, staff, [row]))[0]!;
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
    else results.push({ nonce: m.nonce, result: o.result, by: o.by });
  }
  return { results };
}

/** The day's passes and students for offline desks, as the exact JSON text that is signed. */
export async function dayListPayload(deps: ServerDeps, s: DeskScope): Promise<DayListPayload> {
  const school = await loadSchool(deps.db, s.tenantId, s.orgId);
  const now = deps.now().getTime();
  const windowEnd = chinaDayEnd(school?.settings.checkin.reportEnd ?? '');
  const list = await selectStudents(deps.db, s);
  const marks = await marksOf(deps.db, s);
  const all = await deskSteps(deps.db, s);
  const students: DayStudent[] = list.map((r) => ({
    w: r.id,
    name: r.name,
    studentNo: r.studentNo,
    className: r.className,
    major: r.major ?? '',
    idMasked: maskIdNumber(r.idNumber),
    passDigest: sha256(passCode(deps.config.secret, r.id)),
    method: methodOf(r),
    marks: Object.fromEntries(
      all.flatMap((st) => {
        const m = doneMark(r, st.key, marks);
        return m ? [[st.key, { by: m.by, at: m.at.getTime() }]] : [];
      }),
    ),
  }));
  return {
    v: 1,
    tenantId: s.tenantId,
    orgId: s.orgId,
    issuedAt: now,
    // Until the window closes (at least a day), so a list fetched the evening before serves the day.
    validUntil: Math.max(Number.isFinite(windowEnd) ? windowEnd : 0, now + DAY_MS),
    steps: shownSteps(all, s),
    students,
  };
}
