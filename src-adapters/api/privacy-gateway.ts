import { inject, injectable } from 'inversify';
import * as p from '@contract/privacy';
import { HttpPort } from '@domain/ports/http';
import type { PrivacyGateway } from '@domain/ports/privacy-gateway';
import { call } from './call';

// The screens show refusals themselves (the sheet's alert, the page's error state): no catalogue toast.
const SILENT = { silent: true } as const;

/** The personal-information calls (contract/privacy.ts). */
@injectable()
export class HttpPrivacyGateway implements PrivacyGateway {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  notice: PrivacyGateway['notice'] = () => call(this.#http, p.privacyNotice, {}, SILENT);
  accept: PrivacyGateway['accept'] = (version) => call(this.#http, p.privacyAccept, { version }, SILENT);
  myData: PrivacyGateway['myData'] = () => call(this.#http, p.myData, {}, SILENT);
  requestDeletion: PrivacyGateway['requestDeletion'] = (reason) =>
    call(this.#http, p.requestDeletion, reason ? { reason } : {}, SILENT);
  requests: PrivacyGateway['requests'] = () => call(this.#http, p.myDataRequests, {}, SILENT);
  readableLink: PrivacyGateway['readableLink'] = () => call(this.#http, p.myDataPageLink, {}, SILENT);
}
