import type * as C from '@contract/api/staff-notices';
import type { NoticeFilter } from '@domain/staff/mass-notice';
import type { NoticeDraft, NoticesGateway } from '@domain/staff/notices-gateway';
import type { StaffApiGateway } from './staff-gateway';

/** contract/api/staff-notices.ts's paths, written here so the bundle does not pull zod in. */
const P = {
  preview: '/staff-api/notices/preview',
  send: '/staff-api/notices/send',
  history: '/staff-api/notices/history',
} as const satisfies typeof C.staffNoticePaths;

/** 群发通知 over the staff session and envelope of the workspace gateway. */
export class StaffNoticesGateway implements NoticesGateway {
  readonly #staff: StaffApiGateway;
  constructor(staff: StaffApiGateway) {
    this.#staff = staff;
  }
  preview(planId: string, filter: NoticeFilter) {
    return this.#staff.call<C.NoticePreview>(P.preview, { planId, filter });
  }
  send(requestId: string, draft: NoticeDraft) {
    return this.#staff.call<C.NoticeSent>(P.send, { requestId, ...draft } satisfies C.NoticeSendInput);
  }
  history() {
    return this.#staff.call<C.NoticeHistory>(P.history);
  }
}
