import type { CheckinSettingsView } from '@contract/checkin-settings';
import type { Db } from '../../db/client';
import { DEFAULT_PLACE, withDefaults } from '../../school/settings';
import { deskSteps } from '../desk/service';
import { schoolRow, type Scope } from '../school-settings/view';
import { schoolOptions } from '../welcome/options';

/** 报到设置 as the administrator sees it: what the student pages read now, defaults filled in. */
export async function checkinSettingsView(db: Db, scope: Scope): Promise<CheckinSettingsView> {
  const { raw } = await schoolRow(db, scope);
  const s = withDefaults(raw);
  return {
    notice: s.notice,
    window: { reportStart: s.checkin.reportStart, reportEnd: s.checkin.reportEnd },
    fields: {
      editableFields: s.checkin.editableFields,
      allowEditAfterConfirm: s.checkin.allowEditAfterConfirm,
      hiddenFields: s.checkin.hiddenFields ?? [],
    },
    photo: { requirePhoto: s.checkin.requirePhoto, allowOnsite: s.checkin.allowOnsite !== false },
    place: { ...DEFAULT_PLACE, ...s.place },
    options: schoolOptions(s),
    desk: { steps: await deskSteps(db, scope) },
  };
}
