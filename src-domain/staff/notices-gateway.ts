import type { NoticeAudience, NoticeChannel, NoticeFilter, NoticeTarget } from './mass-notice';

/** 群发通知's answers (contract/staff-notices.ts); times as ISO 8601 with +08:00. */
export interface NoticeRecipient {
  name: string;
  /** Masked, or '' when only WeChat is bound. */
  phone: string;
  channel: NoticeChannel;
  channelText: string;
}
export interface NoticeQuota {
  used: number;
  limit: number;
  resetsAt: string;
}
export interface NoticePreview {
  count: number;
  recipients: NoticeRecipient[];
  excluded: { reason: string; count: number }[];
  quota: NoticeQuota;
}
export interface NoticeSend {
  id: string;
  createdAt: string;
  staffName: string;
  planName: string;
  filter: NoticeFilter;
  filterText: string;
  audience: NoticeAudience;
  /** Applicants: the 报名状态; students: 全部新生 or the 专业 · 班级. */
  scopeText: string;
  title: string;
  body: string;
  count: number;
}
export interface NoticeDraft extends NoticeTarget {
  title: string;
  body: string;
}
/** The roster's 专业 and 班级 a message to new students may be narrowed to. */
export interface NoticeRosterScopes {
  majors: { value: string; label: string }[];
  classes: string[];
}

/** 群发通知's calls over the staff session. */
export const NoticesGateway = Symbol.for('NoticesGateway');
export interface NoticesGateway {
  preview(target: NoticeTarget): Promise<NoticePreview>;
  /** `requestId`: made once per draft, so a repeated click sends once. */
  send(
    requestId: string,
    draft: NoticeDraft,
  ): Promise<{ send: NoticeSend; repeated: boolean; quota: NoticeQuota }>;
  history(): Promise<{ sends: NoticeSend[]; quota: NoticeQuota; roster: NoticeRosterScopes }>;
}
