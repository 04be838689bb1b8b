import { FACE_CODE } from '@domain/journeys/codes';
import { count, eq, getTableName, isTable, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { files, majors, orgs, tenants, users, welcomeStudents } from '../db/schema';
import { faceKey } from '../files/face-key';
import { solidPng } from '../files/png';
import type { FileStorage } from '../files/storage';
import { demoGuidePdf, demoGuideStorageKey, seedAdmissions } from './admissions';
import { DEMO_SCHOOLS, type DemoSchool, type DemoStudent } from './demo-data';
import { demoSettings } from './school-settings';

const DEMO_PHOTO = () => solidPng(360, 480, [210, 220, 235]);

/** Writes the demo files' bytes (tests load a database snapshot and a fresh file storage). */
export async function putDemoFiles(storage: FileStorage): Promise<void> {
  for (const s of DEMO_SCHOOLS) {
    await storage.put(demoGuideStorageKey(s.tenantId), demoGuidePdf(s));
    for (const st of s.students)
      if (reached(st, 'photo_uploaded'))
        await storage.put(faceKey(s.tenantId, `f-${st.welcomeId}`), DEMO_PHOTO());
  }
}

const ORDER = ['not_reported', 'reported', 'confirmed', 'photo_uploaded', 'arrived'] as const;
const reached = (s: DemoStudent, state: (typeof ORDER)[number]) =>
  ORDER.indexOf(s.state) >= ORDER.indexOf(state);

async function seedSchool(db: Db, storage: FileStorage, s: DemoSchool): Promise<void> {
  await db.insert(tenants).values({ id: s.tenantId, name: s.tenantName });
  await db
    .insert(orgs)
    .values({ id: s.orgId, tenantId: s.tenantId, name: s.schoolName, settings: { ...demoSettings(s) } });
  await db.insert(majors).values(s.majors.map((m) => ({ ...m, tenantId: s.tenantId, orgId: s.orgId })));
  await db.insert(users).values({
    id: s.adminUserId,
    tenantId: s.tenantId,
    orgId: s.orgId,
    kind: 'admin',
    account: 'admin',
    trueName: '招生办',
    openAccountId: `oa-${s.adminUserId}`,
  });
  const day = (d: number) => new Date(Date.UTC(2026, 7, 20 + d, 2));
  for (const st of s.students) {
    const major = s.majors.find((m) => m.code === st.majorCode)!;
    const userId = reached(st, 'reported') ? `u-${st.welcomeId}` : null;
    if (userId)
      await db.insert(users).values({
        id: userId,
        tenantId: s.tenantId,
        orgId: s.orgId,
        kind: 'student',
        account: st.studentNo,
        trueName: st.name,
        openAccountId: `oa-${userId}`,
      });
    let photoFileId: string | null = null;
    if (reached(st, 'photo_uploaded')) {
      photoFileId = `f-${st.welcomeId}`;
      const png = DEMO_PHOTO();
      const storageKey = faceKey(s.tenantId, photoFileId);
      await storage.put(storageKey, png);
      await db.insert(files).values({
        id: photoFileId,
        tenantId: s.tenantId,
        orgId: s.orgId,
        ownerId: userId!,
        name: 'face.png',
        size: png.length,
        type: 'image/png',
        storageKey,
      });
    }
    const confirmed = reached(st, 'confirmed');
    await db.insert(welcomeStudents).values({
      id: st.welcomeId,
      tenantId: s.tenantId,
      orgId: s.orgId,
      userId,
      name: st.name,
      idNumber: st.idNumber,
      ticketNo: st.ticketNo,
      studentNo: st.studentNo,
      majorId: major.id,
      className: st.className,
      dormitory: st.dormitory,
      details: confirmed
        ? {
            phone: '13800138000',
            nation: '01',
            party: '03',
            hkType: '2',
            dayGoType: '2',
            stuType: '1',
            regionCode: st.idNumber.slice(0, 6),
            address: '幸福路88号',
            emergencyContact: '张桂芳',
            emergencyPhone: '13900139000',
          }
        : // Nothing pre-filled: the student chooses 民族 and 政治面貌 at 信息确认 (issue 34 item 21).
          {},
      reportedAt: userId ? day(1) : null,
      // A student who confirmed the details had read the notice first (check-in steps in order).
      noticeReadAt: confirmed ? day(2) : null,
      confirmedAt: confirmed ? day(2) : null,
      photoFileId,
      arrivedAt: reached(st, 'arrived') ? day(8) : null,
    });
    // Face photo review (migration 0110): arrived → 审核通过; a rejected one carries its reason.
    if (photoFileId && (reached(st, 'arrived') || st.photoRejectReason))
      await db
        .update(welcomeStudents)
        .set(
          st.photoRejectReason
            ? {
                photoStatus: FACE_CODE.rejected,
                photoRejectReason: st.photoRejectReason,
                photoReviewedAt: day(3),
              }
            : { photoStatus: FACE_CODE.approved, photoReviewedAt: day(8) },
        )
        .where(eq(welcomeStudents.id, st.welcomeId));
  }
}

/** Seeds both demo schools when the database has no tenant yet; returns whether it seeded. */
export async function seedDemo(db: Db, storage: FileStorage): Promise<boolean> {
  // One transaction under an advisory lock: processes starting together on one PostgreSQL seed once.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(724200118)`);
    const [row] = await tx.select({ n: count() }).from(tenants);
    if (Number(row?.n) > 0) return false;
    for (const s of DEMO_SCHOOLS) {
      await seedSchool(tx, storage, s);
      await seedAdmissions(tx, s, new Date(), storage);
    }
    return true;
  });
}

/** Every table the Drizzle schema declares (the schema-agreement test keeps it equal to the migrations). */
const TABLES = [
  ...new Set(
    Object.values(schema)
      .filter(isTable)
      .map((t) => getTableName(t)),
  ),
];

/** Empties every table except the migration log (`npm run seed -- --reset`). */
export async function truncateAll(db: Db): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${TABLES.map((t) => `"${t}"`).join(', ')} CASCADE`));
}
