import { z } from 'zod';
import { chinaInstant, recordId, text } from './common';

/**
 * 群发通知 (issue 26 item 7). Every call: `POST`, staff session of 学校管理员 or 招生老师, JSON body,
 * the envelope. The school and the sender come from the session. Limits and filters also in
 * src-domain/staff/mass-notice.ts (contract/ imports only zod): title ≤ 20, body ≤ 200 characters.
 */
const TITLE_MAX = 20;
const BODY_MAX = 200;

export const staffNoticeRoles = ['admin', 'admissions'] as const;

export const noticeFilter = z
  .enum(['all', 'pending', 'approved', 'rejected', 'admitted', 'unpaid'], { error: '请选择报名状态' })
  .describe('报名状态');
const planId = recordId('招生计划');

export const Recipient = z.object({
  name: z.string(),
  /** Masked (138****1111), or '' when only WeChat is bound. */
  phone: z.string(),
  channel: z.enum(['wechat', 'sms']),
  channelText: z.string(),
});

export const Excluded = z.object({ reason: z.string(), count: z.number().int() });

/** Today's sends of the school and when the count resets (the next Beijing midnight). */
export const Quota = z.object({ used: z.number().int(), limit: z.number().int(), resetsAt: chinaInstant });

export const preview = {
  request: z.object({ planId, filter: noticeFilter }),
  response: z.object({
    /** How many will receive it (one per person). */
    count: z.number().int(),
    /** The first PREVIEW_ROWS_MAX of them, by name. */
    recipients: z.array(Recipient),
    /** Who matched the filter but may not receive it, counted by reason. */
    excluded: z.array(Excluded),
    quota: Quota,
  }),
};

export const SendRow = z.object({
  id: z.string(),
  createdAt: chinaInstant,
  staffName: z.string(),
  planName: z.string(),
  filter: noticeFilter,
  filterText: z.string(),
  title: z.string(),
  body: z.string(),
  count: z.number().int(),
});

export const send = {
  request: z.object({
    /** Made by the screen once per draft: a second click (or a retry) with it sends nothing again. */
    requestId: recordId('请求编号').min(8),
    planId,
    filter: noticeFilter,
    title: text('通知标题', TITLE_MAX).min(1),
    body: text('通知内容', BODY_MAX).min(1),
  }),
  /** `repeated`: this requestId had already been sent; the answer is that send. */
  response: z.object({ send: SendRow, repeated: z.boolean(), quota: Quota }),
};

export const history = {
  request: z.object({}),
  response: z.object({ sends: z.array(SendRow), quota: Quota }),
};
