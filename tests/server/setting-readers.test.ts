import { saveCheckinSettings } from '@contract/checkin-settings';
import { saveSettings } from '@contract/school-settings';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaKeys, unreadKeys } from './helpers/setting-readers';

// Issue 34, "a setting has a reader": every key 学校设置 and 报到设置 save is read by the production
// code that acts on it (the pay provider, the notifier, the student pages, the jobs), or it goes.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('every saved setting has a reader', () => {
  it('学校设置 (contract/school-settings.ts): no key is read only by the screen that saves it', () => {
    const keys = schemaKeys(saveSettings.request);
    expect(keys).toEqual(
      expect.arrayContaining(['mchid', 'subMchid', 'platformSerial', 'appSecret', 'h5Pay']),
    );
    expect(unreadKeys(saveSettings.request, ROOT)).toEqual([]);
  });

  it('报到设置 (contract/checkin-settings.ts): likewise', () => {
    expect(unreadKeys(saveCheckinSettings.request, ROOT)).toEqual([]);
  });

  it('fails on a key nothing reads (fixture: 学校设置 with an unread 传真号码)', () => {
    const withUnread = saveSettings.request.extend({
      basic: z.object({ schoolName: z.string(), faxNumberNobodyReads: z.string() }).optional(),
    });
    expect(unreadKeys(withUnread, ROOT)).toEqual(['faxNumberNobodyReads']);
  });
});
