import type { FieldLogicDef, FormFieldDef } from '@contract/enrollment';
import { formDesignProblems } from '@domain/forms/design-rules';
import { and, asc, eq, inArray, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formVersions, plans, regTemplates } from '../../db/schema';
import { newId } from '../../http/crypto';
import { apiError } from '../../http/errors';
import { chinaText, toInt } from '../plan/china-text';
import type { Scope } from './plans-service';

export interface FormDesign {
  name: string;
  fields: FormFieldDef[];
  logic: FieldLogicDef[];
}

const sameDesign = (a: FormDesign, b: FormDesign) =>
  a.name === b.name &&
  JSON.stringify(a.fields) === JSON.stringify(b.fields) &&
  JSON.stringify(a.logic) === JSON.stringify(b.logic);

const versionRows = (db: Db, templateId: string) =>
  db
    .select()
    .from(formVersions)
    .where(eq(formVersions.templateId, templateId))
    .orderBy(asc(formVersions.version));

type VersionRow = Awaited<ReturnType<typeof versionRows>>[number];
const designOf = (x: { name: string; fields: unknown[]; logic: unknown[] }): FormDesign => ({
  name: x.name,
  fields: x.fields as FormFieldDef[],
  logic: x.logic as FieldLogicDef[],
});

async function ownForm(db: Db, s: Scope, templateId: string) {
  const [t] = await db
    .select()
    .from(regTemplates)
    .where(and(eq(regTemplates.id, templateId), eq(regTemplates.tenantId, s.tenantId)));
  if (!t) throw apiError('NOT_FOUND', '报名表不存在');
  return t;
}

/** The school's forms, each with its published versions and the plans (and versions) that use it. */
export async function listForms(db: Db, s: Scope) {
  const forms = await db
    .select()
    .from(regTemplates)
    .where(eq(regTemplates.tenantId, s.tenantId))
    .orderBy(asc(regTemplates.name), asc(regTemplates.id));
  const using = await db
    .select({
      planId: plans.id,
      name: plans.name,
      templateId: plans.templateId,
      formVersion: plans.formVersion,
    })
    .from(plans)
    .where(and(eq(plans.tenantId, s.tenantId), eq(plans.orgId, s.orgId)))
    .orderBy(asc(plans.sort), asc(plans.id));
  return Promise.all(
    forms.map(async (t) => {
      const versions = await versionRows(db, t.id);
      const last = versions.at(-1);
      return {
        templateId: t.id,
        name: t.name,
        draftChanged: !last || !sameDesign(designOf(t), designOf(last)),
        versions: versions.map((v) => ({
          version: v.version,
          publishedAt: chinaText(v.publishedAt),
          fieldCount: v.fields.length,
        })),
        plans: using
          .filter((p) => p.templateId === t.id)
          .map((p) => ({ planId: p.planId, name: p.name, formVersion: p.formVersion })),
      };
    }),
  );
}

const published = (v: VersionRow) => ({
  ...designOf(v),
  version: v.version,
  publishedAt: chinaText(v.publishedAt),
});

export async function getForm(db: Db, s: Scope, templateId: string) {
  const t = await ownForm(db, s, templateId);
  return {
    templateId: t.id,
    draft: { ...designOf(t), updatedAt: chinaText(t.updatedAt) },
    versions: (await versionRows(db, t.id)).map(published),
  };
}

function checkDesign(d: { fields: readonly FormFieldDef[]; logic: readonly FieldLogicDef[] }): void {
  const problems = formDesignProblems(d.fields, d.logic);
  if (problems.length) throw apiError('BAD_REQUEST', problems.slice(0, 3).join('；'));
}

/**
 * Saves the draft (a new form without templateId). Published versions are never touched here: a
 * request naming one (`version`) to overwrite it is refused.
 */
export async function saveDraft(
  db: Db,
  s: Scope,
  input: FormDesign & { templateId?: string | undefined; version?: number | undefined },
  now: Date,
) {
  if (input.version !== undefined)
    throw apiError('REFUSED', '已发布的报名表版本不可修改，请修改草稿后发布新版本');
  checkDesign(input);
  const design = { name: input.name, fields: input.fields, logic: input.logic, updatedAt: now };
  if (!input.templateId) {
    const id = newId('form');
    await db.insert(regTemplates).values({ id, tenantId: s.tenantId, ...design });
    return { templateId: id, updatedAt: chinaText(now) };
  }
  await ownForm(db, s, input.templateId);
  await db
    .update(regTemplates)
    .set(design)
    .where(and(eq(regTemplates.id, input.templateId), eq(regTemplates.tenantId, s.tenantId)));
  return { templateId: input.templateId, updatedAt: chinaText(now) };
}

/** Freezes the draft as the next version. Plans keep their version until a person saves them. */
export async function publishForm(db: Db, s: Scope, templateId: string, staffId: string, now: Date) {
  const t = await ownForm(db, s, templateId);
  const draft = designOf(t);
  checkDesign(draft);
  const done = await db.transaction(async (tx) => {
    // One publisher at a time per form: the draft row is locked while the number is taken.
    await tx
      .select({ id: regTemplates.id })
      .from(regTemplates)
      .where(eq(regTemplates.id, t.id))
      .for('update');
    const [last] = await tx
      .select({ n: max(formVersions.version) })
      .from(formVersions)
      .where(eq(formVersions.templateId, t.id));
    const latest = last?.n ? (await versionRows(tx as unknown as Db, t.id)).at(-1) : undefined;
    if (latest && sameDesign(draft, designOf(latest)))
      throw apiError('REFUSED', `草稿与第${latest.version}版相同，无需发布新版本`);
    const version = toInt(last?.n) + 1;
    const [row] = await tx
      .insert(formVersions)
      .values({
        id: `${t.id}@v${version}`,
        templateId: t.id,
        version,
        tenantId: s.tenantId,
        name: draft.name,
        fields: draft.fields,
        logic: draft.logic,
        publishedAt: now,
        publishedBy: staffId,
      })
      .returning();
    return { ...published(row!), templateId: t.id };
  });
  return { ...done, earlierPlans: await plansBefore(db, s, t.id, done.version) };
}

/** The school's plans on this form at a version before `version` (the ones 发布新版本 offers to move). */
function plansBefore(db: Db, s: Scope, templateId: string, version: number, only?: string[]) {
  return db
    .select({ planId: plans.id, name: plans.name, formVersion: plans.formVersion })
    .from(plans)
    .where(
      and(
        eq(plans.tenantId, s.tenantId),
        eq(plans.orgId, s.orgId),
        eq(plans.templateId, templateId),
        lt(plans.formVersion, version),
        ...(only ? [inArray(plans.id, only)] : []),
      ),
    )
    .orderBy(asc(plans.sort), asc(plans.id));
}

/**
 * Moves the chosen plans of a form to one of its published versions: applicants fill that version
 * from now on; registrations already made keep theirs. Only the school's plans on this form at an
 * earlier version move; the answer names the ones that did.
 */
export async function movePlansToVersion(
  db: Db,
  s: Scope,
  input: { templateId: string; version: number; planIds: string[] },
) {
  const t = await ownForm(db, s, input.templateId);
  const [v] = await db
    .select({ version: formVersions.version })
    .from(formVersions)
    .where(and(eq(formVersions.templateId, t.id), eq(formVersions.version, input.version)));
  if (!v) throw apiError('BAD_REQUEST', '该报名表版本尚未发布');
  const moving = await plansBefore(db, s, t.id, input.version, [...new Set(input.planIds)]);
  if (!moving.length) throw apiError('REFUSED', '所选招生计划已在使用此版本或更新的版本');
  await db
    .update(plans)
    .set({ formVersion: input.version })
    .where(
      and(
        eq(plans.orgId, s.orgId),
        inArray(
          plans.id,
          moving.map((m) => m.planId),
        ),
      ),
    );
  return { version: input.version, moved: moving };
}
