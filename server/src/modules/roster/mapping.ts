import type * as R from '@contract/roster';
import { DEFAULT_MAPPING, type RosterMapping } from '@domain/roster/mapping';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orgs } from '../../db/schema';
import { plans, regTemplates } from '../../db/schema-admissions';

type Scope = { tenantId: string; orgId: string };
type MappingView = z.output<typeof R.mapping.response>;

/** The school's saved mapping (orgs.settings.roster.mapping), or the default of the standard keys. */
export async function loadMapping(db: Db, s: Scope): Promise<{ mapping: RosterMapping; saved: boolean }> {
  const [o] = await db
    .select({ m: sql<unknown>`${orgs.settings}->'roster'->'mapping'` })
    .from(orgs)
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
  const m = o?.m as Partial<RosterMapping> | null | undefined;
  return m && typeof m === 'object'
    ? { mapping: { ...DEFAULT_MAPPING, ...m }, saved: true }
    : { mapping: { ...DEFAULT_MAPPING }, saved: false };
}

/** The answer keys of the school's registration forms, labelled, for the mapping pickers. */
async function formKeys(db: Db, s: Scope): Promise<{ value: string; label: string }[]> {
  const list = await db
    .selectDistinct({ fields: regTemplates.fields })
    .from(plans)
    .innerJoin(regTemplates, eq(regTemplates.id, plans.templateId))
    .where(and(eq(plans.tenantId, s.tenantId), eq(plans.orgId, s.orgId)));
  const keys = new Map<string, string>();
  for (const t of list)
    for (const f of t.fields as { prop?: unknown; label?: unknown }[])
      if (typeof f.prop === 'string' && f.prop && !keys.has(f.prop))
        keys.set(f.prop, typeof f.label === 'string' && f.label ? f.label : f.prop);
  return [...keys].map(([value, label]) => ({ value, label: `${label}（${value}）` }));
}

export async function mappingView(db: Db, s: Scope): Promise<MappingView> {
  return { ...(await loadMapping(db, s)), fields: await formKeys(db, s) };
}

export async function saveMapping(db: Db, s: Scope, mapping: RosterMapping): Promise<MappingView> {
  await db
    .update(orgs)
    .set({
      settings: sql`jsonb_set(coalesce(${orgs.settings}, '{}'::jsonb), '{roster}',
        coalesce(${orgs.settings}->'roster', '{}'::jsonb) || ${JSON.stringify({ mapping })}::jsonb)`,
    })
    .where(and(eq(orgs.id, s.orgId), eq(orgs.tenantId, s.tenantId)));
  return mappingView(db, s);
}
