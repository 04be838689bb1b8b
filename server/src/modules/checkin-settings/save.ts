import type { saveCheckinSettings } from '@contract/checkin-settings';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orgs } from '../../db/schema';
import { sanitizeSchoolHtml } from '../../school/sanitize-html';
import { DEFAULT_PLACE, withDefaults } from '../../school/settings';
import { deskSteps } from '../desk/service';
import { schoolRow, type Scope } from '../school-settings/view';
import { schoolOptions } from '../welcome/options';

type Input = z.output<typeof saveCheckinSettings.request>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One save of 报到设置: the sections sent replace theirs (unknown settings keys survive); the notice is
 * sanitized (DOMPurify) and a changed notice gets a new updatedAt. Answers the changed section names
 * for the audit row.
 */
export async function saveCheckinSettingsOf(
  db: Db,
  scope: Scope,
  input: Input,
  now: Date,
): Promise<string[]> {
  const { raw } = await schoolRow(db, scope);
  const cur = withDefaults(raw);
  const next: Record<string, unknown> = { ...raw };
  const changed: string[] = [];
  let checkin = { ...cur.checkin };
  const setCheckin = (part: Partial<typeof checkin>, name: string) => {
    const merged = { ...checkin, ...part };
    if (same(merged, checkin)) return;
    checkin = merged;
    changed.push(name);
  };

  if (input.notice) {
    const notice = { title: input.notice.title, content: await sanitizeSchoolHtml(input.notice.content) };
    if (!same(notice, { title: cur.notice.title, content: cur.notice.content })) {
      next.notice = { ...notice, updatedAt: now.toISOString() };
      changed.push('notice');
    }
  }
  if (input.window) setCheckin(input.window, 'window');
  if (input.fields) {
    const hidden = input.fields.hiddenFields ?? checkin.hiddenFields ?? [];
    // A field the school does not collect is not editable either.
    const editableFields = input.fields.editableFields.filter((f) => !(hidden as string[]).includes(f));
    setCheckin({ ...input.fields, editableFields, hiddenFields: hidden }, 'fields');
  }
  if (input.photo)
    setCheckin(
      {
        requirePhoto: input.photo.requirePhoto,
        ...(input.photo.allowOnsite !== undefined && { allowOnsite: input.photo.allowOnsite }),
      },
      'photo',
    );
  if (changed.some((c) => c === 'window' || c === 'fields' || c === 'photo')) next.checkin = checkin;
  if (input.place && !same(input.place, { ...DEFAULT_PLACE, ...cur.place })) {
    next.place = input.place;
    changed.push('place');
  }
  if (input.options && !same(input.options, schoolOptions(cur))) {
    next.options = input.options;
    changed.push('options');
  }
  // The desk steps live in settings.desk (modules/desk/service.ts reads them there).
  if (input.desk && !same(input.desk.steps, await deskSteps(db, scope))) {
    next.desk = { ...(raw.desk as Record<string, unknown> | undefined), steps: input.desk.steps };
    changed.push('desk');
  }
  if (changed.length)
    await db
      .update(orgs)
      .set({ settings: next })
      .where(and(eq(orgs.id, scope.orgId), eq(orgs.tenantId, scope.tenantId)));
  return changed;
}
