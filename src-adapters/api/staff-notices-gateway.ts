import { staffNoticesApi as A } from '@contract/api/staff-notices';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type * as C from '@contract/api/staff-notices';
import type { NoticeFilter } from '@domain/staff/mass-notice';
import type { NoticeDraft, NoticesGateway } from '@domain/staff/notices-gateway';

/** 群发通知 over the staff session and envelope of the workspace gateway. */
export class StaffNoticesGateway implements NoticesGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  preview(planId: string, filter: NoticeFilter) {
    return staffCall(this.#http, A.preview, { planId, filter });
  }
  send(requestId: string, draft: NoticeDraft) {
    return staffCall(this.#http, A.send, { requestId, ...draft } satisfies C.NoticeSendInput);
  }
  history() {
    return staffCall(this.#http, A.history);
  }
}
