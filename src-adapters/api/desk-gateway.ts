import * as A from '@contract/desk';
import type { HttpPort } from '@domain/ports/http';
import { staffCall } from './staff-call';
import type { DeskGateway, DeskMark, MarkInput } from '@domain/checkin-desk';

/** The desk's calls over the staff session (auth, envelope and 401 handling are StaffApiGateway's). */
export class DeskApiGateway implements DeskGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  steps() {
    return staffCall(this.#http, A.steps);
  }
  scan(passToken: string) {
    return staffCall(this.#http, A.scan, { passToken });
  }
  /** wx.config for this page (wx.scanQRCode in WeChat), signed for the session's school. */
  jssdkConfig(url: string) {
    return staffCall(this.#http, A.jssdkConfig, { url });
  }
  search(q: string) {
    return staffCall(this.#http, A.search, { q });
  }
  mark(input: MarkInput) {
    return staffCall(this.#http, A.mark, input);
  }
  undo(welcomeId: string, step: string) {
    return staffCall(this.#http, A.undo, { welcomeId, step });
  }
  async sync(deviceId: string, marks: readonly DeskMark[]) {
    const r = await staffCall(this.#http, A.sync, {
      deviceId,
      marks: [...marks],
    });
    return r.results;
  }
  publicKey() {
    return staffCall(this.#http, A.publicKey);
  }
  dayList() {
    return staffCall(this.#http, A.dayList);
  }
}
