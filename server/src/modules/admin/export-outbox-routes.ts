import * as W from '@contract/staff-work';
import { maskPhone } from '@domain/identity/mask';
import type { FastifyInstance } from 'fastify';
import { planXlsx } from '../../exports/xlsx';
import { planAttachmentsZip } from '../../exports/zip';
import { iso, staffPlan } from '../../exports/data';
import { apiError } from '../../http/errors';
import { notifierOf } from '../../notify/config';
import type { DevNotify } from '../../notify/dev';
import {
  CHANNEL_TEXT,
  heldUntil,
  OUTBOX_STATUS_TEXT,
  type OutboxRowDb,
  outboxPage,
  outboxRowOf,
  resend,
} from '../../notify/outbox';
import { handle } from '../../http/route';
import { mayUnmask } from './work-shared';

/** A notice as 通知发送 shows it: whom by name and the channel, never an openid or an account id. */
const outboxRow = (r: OutboxRowDb & { recipientName?: string | null }, now: Date) => ({
  id: r.id,
  kind: r.kind,
  channel: r.channel,
  channelText: CHANNEL_TEXT[r.channel],
  status: r.status,
  statusText: OUTBOX_STATUS_TEXT[r.status],
  // Only a masked phone is shown as an address (the stored 'openid' or account id is not).
  recipient: /^\d{3}\*{4}\d{4}$/.test(r.recipient) ? r.recipient : '',
  recipientName: r.recipientName ?? null,
  heldUntil: iso(heldUntil(r, now)),
  title: r.title,
  body: r.body,
  attempts: r.attempts,
  lastError: r.lastError,
  nextAttemptAt: iso(r.nextAttemptAt),
  createdAt: iso(r.createdAt)!,
  sentAt: iso(r.sentAt),
});

/** 导出 (xlsx, attachments) and 通知发送 (the outbox, resend; the dev adapter's list outside production). */
export function exportOutboxRoutes(app: FastifyInstance): void {
  // ---------- exports ----------
  handle(
    app,
    W.exportXlsx,
    async (i, c) => {
      const unmasked = mayUnmask(c, i.unmask);
      const plan = await staffPlan(c.deps.db, c.staff.orgId, i.planId);
      c.note.planId = plan.id;
      return {
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        filename: `${plan.name}-报名.xlsx`,
        body: await planXlsx(c.deps.db, plan, unmasked),
      };
    },
    {
      audit: (i, _o, c) => ({
        action: i.unmask ? 'export.xlsx.unmasked' : 'export.xlsx',
        target: c.note.planId as string,
      }),
    },
  );
  handle(
    app,
    W.exportAttachments,
    async (i, c) => {
      const plan = await staffPlan(c.deps.db, c.staff.orgId, i.planId);
      const { stream, count: n } = await planAttachmentsZip(c.deps.db, c.deps.storage, plan);
      c.note.files = n;
      return { contentType: 'application/zip', filename: `${plan.name}-附件.zip`, body: stream };
    },
    {
      audit: (i, _o, c) => ({
        action: 'export.attachments',
        target: i.planId,
        details: { files: c.note.files },
      }),
    },
  );

  // ---------- notifications ----------
  handle(
    app,
    W.outbox,
    async (q, c) => {
      const { total: n, list } = await outboxPage(c.deps.db, c.staff.orgId, q);
      const now = c.deps.now();
      return { total: n, rows: list.map((r) => outboxRow(r, now)) };
    },
    { audit: () => ({ action: 'outbox.list' }) },
  );
  handle(
    app,
    W.resend,
    async (i, c) => {
      const before = await outboxRowOf(c.deps.db, c.staff.orgId, i.id);
      if (!before) throw apiError('NOT_FOUND', '通知不存在');
      // A result notice waits for its publication time: sending it now would tell the result early.
      if (heldUntil(before, c.deps.now()))
        throw apiError('REFUSED', '录取结果尚未公布，通知将在公布时间自动发送');
      const r = await resend(c.deps, c.staff.orgId, i.id);
      if (!r) throw apiError('NOT_FOUND', '通知不存在');
      return outboxRow(r, c.deps.now());
    },
    { audit: (_i, o) => ({ action: 'outbox.resend', target: o.id }) },
  );

  // Dev only: what the dev adapter "sent" (no session, no tenant; never registered in production).
  if (process.env.NODE_ENV !== 'production')
    handle(
      app,
      W.devOutbox,
      async () => {
        const port = notifierOf(app.deps) as Partial<DevNotify>;
        const sent = port.channel === 'dev' && port.sent ? port.sent : [];
        return sent.map((m, k) => ({
          id: String(sent.length - k),
          kind: m.kind,
          to: m.phone ? maskPhone(m.phone) : m.openid ? 'openid' : '-',
          title: m.title,
          body: m.body,
          appId: m.appId ?? '',
          at: m.at,
        }));
      },
      { noTenant: true },
    );
}
