import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { welcomeStudents } from '../../db/schema';

/** Stores the student's arrival plan in their details (other keys of `details` kept). */
export async function saveArrival(
  db: Db,
  studentId: string,
  arrival: Record<string, unknown>,
): Promise<void> {
  await db
    .update(welcomeStudents)
    .set({ details: sql`${welcomeStudents.details} || ${JSON.stringify({ arrival })}::jsonb` })
    .where(eq(welcomeStudents.id, studentId));
}
