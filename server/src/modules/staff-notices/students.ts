import { EXCLUSION_LABEL, type Exclusion, exclusionOf, studentScopeText } from '@domain/staff/mass-notice';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors, users, welcomeStudents } from '../../db/schema';
import { apiError } from '../../http/errors';
import type { Person, Reach, School } from './service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The roster's choice: one 专业 and/or one 班级; absent = every new student. */
export interface StudentScope {
  majorId?: string | undefined;
  className?: string | undefined;
}

/** The 专业 and 班级 on the school's roster, for the screen's choice. */
export async function rosterScopes(db: Db | Tx, s: School) {
  const where = and(eq(welcomeStudents.orgId, s.orgId), eq(welcomeStudents.tenantId, s.tenantId));
  const majorRows = await db
    .selectDistinct({ value: majors.id, label: majors.name, code: majors.code })
    .from(welcomeStudents)
    .innerJoin(majors, eq(majors.id, welcomeStudents.majorId))
    .where(where)
    .orderBy(asc(majors.code));
  const classRows = await db
    .selectDistinct({ name: welcomeStudents.className })
    .from(welcomeStudents)
    .where(and(where, sql`${welcomeStudents.className} <> ''`))
    .orderBy(asc(welcomeStudents.className));
  return {
    majors: majorRows.map(({ value, label }) => ({ value, label })),
    classes: classRows.map((c) => c.name),
  };
}

/** The chosen scope in words (全部新生, 计算机应用 · 计算机2701班); a 专业 of another school is refused. */
export async function scopeText(db: Db | Tx, s: School, scope: StudentScope): Promise<string> {
  let majorName = '';
  if (scope.majorId) {
    const [m] = await db
      .select({ name: majors.name })
      .from(majors)
      .where(and(eq(majors.id, scope.majorId), eq(majors.orgId, s.orgId), eq(majors.tenantId, s.tenantId)));
    if (!m) throw apiError('NOT_FOUND', '专业不存在');
    majorName = m.name;
  }
  return studentScopeText(majorName, scope.className ?? '');
}

/**
 * Who receives a message to new students (issue 34 item 10): the roster's students in the scope,
 * imported or generated, reported in or not; reached on the account's WeChat or phone once they have
 * reported in, else on the phone the roster holds. 放弃入学 and the unreachable are counted as excluded.
 */
export async function studentRecipientsOf(db: Db | Tx, s: School, scope: StudentScope, reach: Reach) {
  const rows = await db
    .select({
      welcomeId: welcomeStudents.id,
      userId: welcomeStudents.userId,
      name: welcomeStudents.name,
      rosterPhone: sql<string | null>`${welcomeStudents.details}->>'phone'`,
      withdrawnAt: welcomeStudents.withdrawnAt,
      phone: users.phone,
      openid: users.wxOpenid,
    })
    .from(welcomeStudents)
    .leftJoin(users, eq(users.id, welcomeStudents.userId))
    .where(
      and(
        eq(welcomeStudents.orgId, s.orgId),
        eq(welcomeStudents.tenantId, s.tenantId),
        scope.majorId ? eq(welcomeStudents.majorId, scope.majorId) : undefined,
        scope.className ? eq(welcomeStudents.className, scope.className) : undefined,
      ),
    )
    .orderBy(asc(welcomeStudents.className), asc(welcomeStudents.studentNo), asc(welcomeStudents.id));
  const excluded = new Map<Exclusion, number>();
  const people: Person[] = [];
  for (const r of rows) {
    const person: Person = {
      registrationId: r.welcomeId,
      userId: r.userId,
      name: r.name,
      phone: r.phone || r.rosterPhone || null,
      openid: r.openid,
    };
    const why = exclusionOf({
      purged: false,
      deletionAsked: false,
      withdrawn: r.withdrawnAt !== null,
      reachable: reach(person) === 'wechat' ? !!person.openid : !!person.phone,
    });
    if (why) excluded.set(why, (excluded.get(why) ?? 0) + 1);
    else people.push(person);
  }
  return {
    people,
    excluded: [...excluded].map(([why, count]) => ({ reason: EXCLUSION_LABEL[why], count })),
  };
}
