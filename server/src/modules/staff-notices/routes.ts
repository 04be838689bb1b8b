import * as N from '@contract/staff-notices';
import { channelOf, PREVIEW_ROWS_MAX, signedBody } from '@domain/staff/mass-notice';
import type { FastifyInstance } from 'fastify';
import { notifierOf } from '../../notify/config';
import { notices } from '../../notify/notices';
import { enqueue } from '../../notify/outbox';
import { audited, handle, type StaffRouteContext as StaffCtx } from '../../http/route';
import { rosterScopes } from './students';
import { audienceOf, quotaOf, recipientView, recordSend, schoolSends, sendsToday, sendView } from './service';

const school = (c: StaffCtx) => ({ tenantId: c.staff.tenantId, orgId: c.staff.orgId });
/** Who is reachable, and how, is the configured notifier's rule (the dev one stands in for both). */
const reachOf = (c: StaffCtx) => notifierOf(c.deps).reach ?? channelOf;

/** 群发通知 (contract/staff-notices.ts): preview, send through the outbox, history; one audit row per call. */
export async function staffNoticeRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    N.preview,
    audited(async (i, c) => {
      const now = c.deps.now();
      const reach = reachOf(c);
      const { people, excluded, planId } = await audienceOf(c.deps.db, school(c), i, reach);
      return {
        data: N.preview.response.parse({
          count: people.length,
          recipients: people.slice(0, PREVIEW_ROWS_MAX).map(recipientView(reach)),
          excluded,
          quota: quotaOf(await sendsToday(c.deps.db, school(c), now), now),
        }),
        audit: {
          action: 'notice.preview',
          ...(planId ? { target: planId } : {}),
          details: {
            audience: i.audience,
            filter: i.filter,
            majorId: i.majorId ?? null,
            className: i.className ?? null,
            count: people.length,
          },
        },
      };
    }),
  );

  handle(
    app,
    N.send,
    audited(async (i, c) => {
      const now = c.deps.now();
      const r = await recordSend(c.deps.db, school(c), c.staff, i, now, reachOf(c));
      // After the send is stored: each notice is idempotent by its key, so nobody is told twice.
      const body = signedBody(r.schoolName, r.send.body);
      for (const p of r.people) await enqueue(c.deps, notices.schoolMessage(r.send, p, body));
      return {
        data: N.send.response.parse({
          send: sendView(r.send),
          repeated: r.repeated,
          quota: quotaOf(await sendsToday(c.deps.db, school(c), now), now),
        }),
        audit: {
          action: r.repeated ? 'notice.send.repeated' : 'notice.send',
          target: r.send.id,
          details: {
            audience: r.send.audience,
            planId: r.send.planId,
            filter: r.send.filter,
            scope: r.send.scope,
            title: r.send.title,
            count: r.send.recipients,
          },
        },
      };
    }),
  );

  handle(
    app,
    N.history,
    audited(async (_i, c) => {
      const now = c.deps.now();
      const sends = await schoolSends(c.deps.db, school(c));
      return {
        data: N.history.response.parse({
          sends: sends.map(sendView),
          quota: quotaOf(await sendsToday(c.deps.db, school(c), now), now),
          roster: await rosterScopes(c.deps.db, school(c)),
        }),
        audit: { action: 'notice.history', details: { count: sends.length } },
      };
    }),
  );
}
