import type { ImportResult } from '@contract/roster';
import { checkRosterRows } from '@domain/roster/row-rules';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { majors } from '../../db/schema';
import { readRosterSheet } from './sheet';
import { countsOf, filled, OTHER_SCHOOL, planUpsert, type RosterRecord, writeUpsert } from './upsert';

type Scope = { tenantId: string; orgId: string };
/** At most this many errors are listed (the count is always exact). */
const LISTED_ERRORS = 2000;

export const schoolMajors = (db: Db, s: Scope) =>
  db
    .select({ id: majors.id, code: majors.code, name: majors.name })
    .from(majors)
    .where(and(eq(majors.tenantId, s.tenantId), eq(majors.orgId, s.orgId)));

/**
 * 导入名单: checks every row (src-domain/roster/row-rules) and plans the upsert. With `commit`, and only
 * when no row is bad, writes all rows in one transaction; a file with any bad row writes nothing.
 */
export async function importRoster(
  db: Db,
  s: Scope,
  data: Buffer,
  now: Date,
  commit: boolean,
): Promise<ImportResult> {
  const sheet = await readRosterSheet(data);
  const { valid, errors } = checkRosterRows(sheet.header, sheet.rows, await schoolMajors(db, s), now);
  const records: RosterRecord[] = valid.map((r) => ({
    name: r.name,
    idNumber: r.idNumber,
    majorId: r.majorId,
    studentNo: r.studentNo,
    ticketNo: r.ticketNo,
    className: r.className,
    dormitory: r.dormitory,
    details: filled({
      // The file's 班级 / 宿舍 as given, for 分班 / 分宿 按导入名单 (placement/assign-import.ts).
      importedClass: r.className,
      importedDorm: r.dormitory,
      phone: r.phone,
      emergencyContact: r.emergencyContact,
      emergencyPhone: r.emergencyPhone,
    }),
  }));
  const run = async (tx: Db, write: boolean): Promise<ImportResult> => {
    const planned = await planUpsert(tx, s, records);
    const clashes = planned.flatMap((p, i) =>
      p.reason === OTHER_SCHOOL ? [{ row: valid[i]!.row, column: '身份证号', message: OTHER_SCHOOL }] : [],
    );
    const all = [...errors, ...clashes].sort((a, b) => a.row - b.row);
    const written = write && all.length === 0 && records.length > 0;
    if (written) await writeUpsert(tx, s, planned);
    const c = countsOf(planned);
    return {
      rows: sheet.rows.length,
      created: c.created,
      updated: c.updated,
      unchanged: c.skipped - clashes.length,
      errorCount: all.length,
      errors: all.slice(0, LISTED_ERRORS),
      written,
    };
  };
  if (!commit || errors.length) return run(db, false);
  return db.transaction((tx) => run(tx as unknown as Db, true));
}
