import { z } from 'zod';
import { chinaInstant, recordId, text } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * 群发通知 (issue 26 item 7). Every call: `POST`, staff session of 学校管理员 or 招生老师 (the
 * `notices` action), JSON body,
 * the envelope. The school and the sender come from the session. Limits and filters also in
 * src-domain/staff/mass-notice.ts (contract/ imports only zod): title ≤ 20, body ≤ 200 characters.
 */
const TITLE_MAX = 20;
const BODY_MAX = 200;

export const noticeFilter = z
  .enum(['all', 'pending', 'approved', 'rejected', 'admitted', 'unpaid'], { error: '请选择报名状态' })
  .describe('报名状态');
const planId = recordId('招生计划');

/**
 * Who a send is for (issue 34 item 10): a plan's applicants by 报名状态, or the new students on the
 * roster (新生名单, imported or generated), all of them or one 专业 and/or one 班级.
 */
export const noticeAudience = z
  .enum(['applicants', 'students'], { error: '请选择收件人' })
  .default('applicants')
  .describe('收件人');
const audienceFields = {
  audience: noticeAudience,
  /** Applicants: required. */
  planId: planId.optional(),
  filter: noticeFilter.default('all'),
  /** Students: one 专业 (its id) and/or one 班级; absent = every one. */
  majorId: recordId('专业').optional(),
  className: text('班级', 50).min(1).optional(),
};
type AudienceInput = { audience: 'applicants' | 'students'; planId?: string | undefined };
const needsPlan = (v: AudienceInput, ctx: z.RefinementCtx) => {
  if (v.audience === 'applicants' && !v.planId)
    ctx.addIssue({ code: 'custom', path: ['planId'], message: '请选择招生计划' });
};

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

export const preview = staffOp(`${STAFF_BASE}notices/preview`, 'notices', {
  request: z.object(audienceFields).superRefine(needsPlan),
  response: z.object({
    /** How many will receive it (one per person). */
    count: z.number().int(),
    /** The first PREVIEW_ROWS_MAX of them, by name. */
    recipients: z.array(Recipient),
    /** Who matched the filter but may not receive it, counted by reason. */
    excluded: z.array(Excluded),
    quota: Quota,
  }),
});

export const SendRow = z.object({
  id: z.string(),
  createdAt: chinaInstant,
  staffName: z.string(),
  planName: z.string(),
  filter: noticeFilter,
  filterText: z.string(),
  audience: z.enum(['applicants', 'students']),
  /** Applicants: the 报名状态; students: 全部新生 or the 专业 · 班级 chosen. */
  scopeText: z.string(),
  title: z.string(),
  body: z.string(),
  count: z.number().int(),
});

export const send = staffOp(`${STAFF_BASE}notices/send`, 'notices', {
  request: z
    .object({
      /** Made by the screen once per draft: a second click (or a retry) with it sends nothing again. */
      requestId: recordId('请求编号').min(8),
      ...audienceFields,
      title: text('通知标题', TITLE_MAX).min(1),
      body: text('通知内容', BODY_MAX).min(1),
    })
    .superRefine(needsPlan),
  /** `repeated`: this requestId had already been sent; the answer is that send. */
  response: z.object({ send: SendRow, repeated: z.boolean(), quota: Quota }),
});

const Option = z.object({ value: z.string(), label: z.string() });

export const history = staffOp(`${STAFF_BASE}notices/history`, 'notices', {
  request: z.object({}),
  response: z.object({
    sends: z.array(SendRow),
    quota: Quota,
    /** The roster's 专业 and 班级 a message to new students may be narrowed to. */
    roster: z.object({ majors: z.array(Option), classes: z.array(z.string()) }),
  }),
});

export type NoticePreview = z.output<typeof preview.response>;
export type NoticeSendRow = z.output<typeof SendRow>;
export type NoticeSendInput = z.input<typeof send.request>;
export type NoticeSent = z.output<typeof send.response>;
export type NoticeHistory = z.output<typeof history.response>;
