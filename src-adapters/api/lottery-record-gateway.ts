import * as lotteryPublicApi from '@contract/lottery';
import type { HttpPort } from '@domain/ports/http';
import type { LotteryRecordGateway } from '@domain/ports/lottery-record';
import { call } from './call';

/** The public draw record (no token; the school from the page's tenantId / orgId). The page shows failures. */
export class HttpLotteryRecordGateway implements LotteryRecordGateway {
  readonly #http: HttpPort;
  constructor(http: HttpPort) {
    this.#http = http;
  }
  record(planId: string) {
    return call(this.#http, lotteryPublicApi.publicRecord, { planId }, { silent: true });
  }
}
