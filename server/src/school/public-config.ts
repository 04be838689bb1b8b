import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs, schoolConfigs } from '../db/schema';
import { fileLink } from '../files/links';
import { apiError } from '../http/errors';
import type { Secret } from '../http/keys';
import { withDefaults, type SchoolSettings } from './settings';

export interface SchoolBadge {
  schoolName: string;
  badgeUrl: string;
  motto: string;
  themeColor: string;
  quickLinks: { title: string; url: string }[];
  servicePhone: string;
}
export interface SchoolPromiseText {
  title: string;
  content: string;
  signRequired: boolean;
}

const NO_PROMISE: SchoolPromiseText = { title: '诚信报名承诺书', content: '', signRequired: false };

/** The school's logo: an uploaded one through a fresh signed link, else the configured URL. */
export const logoUrlOf = (s: SchoolSettings, secret: Secret, now: Date, fallback = ''): string =>
  s.logoFileId ? fileLink(secret, s.logoFileId, now) : s.logoUrl || fallback;

async function partsOf(db: Db, scope: { tenantId: string; orgId: string }) {
  const [[org], [row]] = await Promise.all([
    db
      .select({ name: orgs.name, settings: orgs.settings })
      .from(orgs)
      .where(and(eq(orgs.id, scope.orgId), eq(orgs.tenantId, scope.tenantId))),
    db
      .select({ badge: schoolConfigs.badge, promise: schoolConfigs.promise })
      .from(schoolConfigs)
      .where(and(eq(schoolConfigs.orgId, scope.orgId), eq(schoolConfigs.tenantId, scope.tenantId))),
  ]);
  if (!org) throw apiError('NOT_FOUND', '学校未配置');
  return { name: org.name, s: withDefaults(org.settings), row };
}

const promiseOf = (p: Awaited<ReturnType<typeof partsOf>>): SchoolPromiseText =>
  p.s.promise ?? { ...NO_PROMISE, ...(p.row?.promise as Partial<SchoolPromiseText> | undefined) };

/** The 诚信报名承诺书 applicants accept (its version is the hash of title and content: promise/service.ts). */
export const schoolPromiseText = async (db: Db, scope: { tenantId: string; orgId: string }) =>
  promiseOf(await partsOf(db, scope));

/**
 * What the student app reads about a school (badge, name, contact, quick links, 诚信报名承诺书): the
 * settings a 学校管理员 saved (orgs.name, orgs.settings) first, the seeded `school_configs` row for
 * anything never saved. A school made without a seed row still answers (issue 25).
 */
export async function publicSchoolConfig(
  db: Db,
  scope: { tenantId: string; orgId: string },
  link: { secret: Secret; now: Date },
): Promise<{ badge: SchoolBadge; promise: SchoolPromiseText }> {
  const p = await partsOf(db, scope);
  const { s } = p;
  const seeded = (p.row?.badge ?? {}) as Partial<SchoolBadge>;
  return {
    badge: {
      schoolName: p.name,
      badgeUrl: logoUrlOf(s, link.secret, link.now, seeded.badgeUrl ?? ''),
      motto: s.motto ?? seeded.motto ?? '',
      themeColor: seeded.themeColor ?? '#1677ff',
      quickLinks: s.quickLinks ?? seeded.quickLinks ?? [],
      servicePhone: s.servicePhone,
    },
    promise: promiseOf(p),
  };
}
