import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyOutbox, smsCodes } from '../../server/src/db/schema';
import {
  OUTBOX_RETENTION_DAYS,
  outboxRetentionDays,
  purgeMessages,
} from '../../server/src/jobs/retention-messages';
import { DEMO } from '../../server/src/seed/demo-data';
import { type TestServer, testServer } from './helpers/app';

// Issue 17 item 6: queued messages hold phone numbers/openids and names; they are not kept for ever.
const A = DEMO.A;
const DAY = 86_400_000;
let t: TestServer;
const now = new Date('2026-11-23T02:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

const message = (
  id: string,
  status: 'pending' | 'sent' | 'failed',
  createdDaysAgo: number,
  sentDaysAgo?: number,
): typeof notifyOutbox.$inferInsert => ({
  id,
  tenantId: A.tenantId,
  orgId: A.orgId,
  idemKey: `retention-${id}`,
  kind: 'registration.approved',
  channel: 'sms',
  recipient: '13800001111',
  title: '报名审核通过',
  body: '张子涵的报名已审核通过。',
  status,
  createdAt: ago(createdDaysAgo),
  sentAt: sentDaysAgo === undefined ? null : ago(sentDaysAgo),
});
const left = async (ids: string[]) =>
  (await t.db.select({ id: notifyOutbox.id }).from(notifyOutbox).where(inArray(notifyOutbox.id, ids)))
    .map((r) => r.id)
    .sort();

beforeAll(async () => {
  t = await testServer('retention-messages');
});
afterAll(() => t.close());

describe('notification outbox and login codes retention', () => {
  it('a dry run counts; applied, only sent/failed messages past the period and day-old codes go', async () => {
    const ids = ['m-sent-old', 'm-sent-new', 'm-sent-late', 'm-failed-old', 'm-failed-new', 'm-pending-old'];
    await t.db.insert(notifyOutbox).values([
      message('m-sent-old', 'sent', 100, 95),
      message('m-sent-new', 'sent', 10, 10),
      // Queued long ago, sent recently: counted from its sending.
      message('m-sent-late', 'sent', 120, 30),
      message('m-failed-old', 'failed', 91),
      message('m-failed-new', 'failed', 89),
      // Still to be delivered: never deleted, however old.
      message('m-pending-old', 'pending', 400),
    ]);
    await t.db.insert(smsCodes).values([
      {
        id: 'c-old',
        tenantId: A.tenantId,
        phone: '13800001111',
        codeHash: 'h1',
        sentAt: ago(2),
        expiresAt: ago(2),
      },
      {
        id: 'c-new',
        tenantId: A.tenantId,
        phone: '13800001111',
        codeHash: 'h2',
        sentAt: ago(0.01),
        expiresAt: now,
      },
    ]);
    const codes = async () => (await t.db.select({ id: smsCodes.id }).from(smsCodes)).map((r) => r.id).sort();
    const codesBefore = await codes();

    const dry = await purgeMessages(t.db, { now, dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, messages: 2 });
    expect(dry.smsCodes).toBeGreaterThanOrEqual(1);
    expect(await left(ids)).toEqual([...ids].sort());
    expect(await codes()).toEqual(codesBefore);

    const done = await purgeMessages(t.db, { now, dryRun: false });
    expect(done).toEqual({ dryRun: false, messages: 2, smsCodes: dry.smsCodes });
    expect(await left(ids)).toEqual(['m-failed-new', 'm-pending-old', 'm-sent-late', 'm-sent-new']);
    expect(await codes()).toContain('c-new');
    expect(await codes()).not.toContain('c-old');

    // A shorter period set by the school's operator takes the rest of the finished ones.
    expect((await purgeMessages(t.db, { now, dryRun: false, days: 5 })).messages).toBe(3);
    expect(await left(ids)).toEqual(['m-pending-old']);
  });

  it('OUTBOX_RETENTION_DAYS: 90 days when unset, a whole number of days otherwise', () => {
    expect(outboxRetentionDays({})).toBe(OUTBOX_RETENTION_DAYS);
    expect(OUTBOX_RETENTION_DAYS).toBe(90);
    expect(outboxRetentionDays({ OUTBOX_RETENTION_DAYS: '30' })).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'abc'])
      expect(() => outboxRetentionDays({ OUTBOX_RETENTION_DAYS: bad })).toThrow();
  });
});
