import {
  CHECKIN_SETTINGS_ROLES,
  checkinSettingsPaths as P,
  getCheckinSettings,
  saveCheckinSettings,
} from '@contract/checkin-settings';
import type { FastifyInstance } from 'fastify';
import { staffRoute } from '../admin/staff-route';
import { saveCheckinSettingsOf } from './save';
import { checkinSettingsView } from './view';

/** 报到设置 (学校管理员); see contract/checkin-settings.ts. Every save is audited with what changed. */
export async function checkinSettingsRoutes(app: FastifyInstance): Promise<void> {
  staffRoute(app, P.get, CHECKIN_SETTINGS_ROLES, getCheckinSettings.request, async (_i, c) => ({
    data: await checkinSettingsView(c.deps.db, c.staff),
    audit: { action: 'checkin-settings.view' },
  }));

  staffRoute(app, P.save, CHECKIN_SETTINGS_ROLES, saveCheckinSettings.request, async (input, c) => {
    const changed = await saveCheckinSettingsOf(c.deps.db, c.staff, input, c.deps.now());
    return {
      data: await checkinSettingsView(c.deps.db, c.staff),
      audit: { action: 'checkin-settings.save', details: { sections: Object.keys(input), changed } },
    };
  });
}
