import { inject, injectable } from 'inversify';
import * as p from '@contract/api/privacy';
import { HttpPort } from '@domain/ports/http';
import type { PrivacyGateway } from '@domain/ports/privacy-gateway';

/** The personal-information calls (contract/privacy.ts). */
@injectable()
export class HttpPrivacyGateway implements PrivacyGateway {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  #call = async <Req, Res>(route: { method: 'GET' | 'POST'; path: string }, data?: Req): Promise<Res> =>
    (await this.#http.request<Res>({ method: route.method, url: route.path, data, silent: true })).data;

  notice: PrivacyGateway['notice'] = () => this.#call(p.privacyNotice);
  accept: PrivacyGateway['accept'] = (version) => this.#call(p.privacyAccept, { version });
  myData: PrivacyGateway['myData'] = () => this.#call(p.myData);
  requestDeletion: PrivacyGateway['requestDeletion'] = (reason) =>
    this.#call(p.requestDeletion, reason ? { reason } : {});
  requests: PrivacyGateway['requests'] = () => this.#call(p.myDataRequests);
}
