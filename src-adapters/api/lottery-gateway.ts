import * as A from '@contract/lottery';
import type { HttpPort } from '@domain/ports/http';
import type { LotteryGateway } from '@domain/staff/lottery-gateway';
import { staffCall, staffDownload } from './staff-call';

/** 摇号 through the staff session and envelope (contract/lottery.ts). */
export class LotteryApiGateway implements LotteryGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  plans() {
    return staffCall(this.#http, A.plans);
  }
  get(planId: string) {
    return staffCall(this.#http, A.get, { planId });
  }
  commit(planId: string, observer: string) {
    return staffCall(this.#http, A.commit, { planId, observer });
  }
  draw(planId: string, observer: string) {
    return staffCall(this.#http, A.draw, { planId, observer });
  }
  exportDraw(planId: string) {
    return staffDownload(this.#http, A.exportDraw, { planId }, '摇号记录.xlsx');
  }
}
