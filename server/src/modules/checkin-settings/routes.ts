import { getCheckinSettings, saveCheckinSettingsEndpoint } from '@contract/checkin-settings';
import type { FastifyInstance } from 'fastify';
import { audited, handle } from '../../http/route';
import { saveCheckinSettingsOf } from './save';
import { checkinSettingsView } from './view';

/** 报到设置 (学校管理员); see contract/checkin-settings.ts. Every save is audited with what changed. */
export async function checkinSettingsRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    getCheckinSettings,
    audited(async (_i, c) => ({
      data: await checkinSettingsView(c.deps.db, c.staff),
      audit: { action: 'checkin-settings.view' },
    })),
  );

  handle(
    app,
    saveCheckinSettingsEndpoint,
    audited(async (input, c) => {
      const changed = await saveCheckinSettingsOf(c.deps.db, c.staff, input, c.deps.now());
      return {
        data: await checkinSettingsView(c.deps.db, c.staff),
        audit: { action: 'checkin-settings.save', details: { sections: Object.keys(input), changed } },
      };
    }),
  );
}
