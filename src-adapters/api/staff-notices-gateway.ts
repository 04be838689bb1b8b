import * as A from '@contract/staff-notices';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { NoticeTarget } from '@domain/staff/mass-notice';
import type { NoticeDraft, NoticesGateway } from '@domain/staff/notices-gateway';

/** The request's recipients: a plan and a 报名状态, or the roster's 专业 / 班级 (empty ones left out). */
const wire = (t: NoticeTarget) =>
  t.audience === 'students'
    ? {
        audience: t.audience,
        ...(t.majorId ? { majorId: t.majorId } : {}),
        ...(t.className ? { className: t.className } : {}),
      }
    : { audience: t.audience, planId: t.planId, filter: t.filter };

/** 群发通知 over the staff session and envelope of the workspace gateway. */
export class StaffNoticesGateway implements NoticesGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  preview(target: NoticeTarget) {
    return staffCall(this.#http, A.preview, wire(target));
  }
  send(requestId: string, draft: NoticeDraft) {
    return staffCall(this.#http, A.send, {
      requestId,
      ...wire(draft),
      title: draft.title,
      body: draft.body,
    } satisfies A.NoticeSendInput);
  }
  history() {
    return staffCall(this.#http, A.history);
  }
}
