import { inject, injectable } from 'inversify';
import * as id from '@contract/identity-consent';
import type { IdentityGateway } from '@domain/checkin-desk/identity-gateway';
import { HttpPort } from '@domain/ports/http';

/** The identity-check calls (contract/identity-consent.ts): errors reach the screen, not a toast. */
@injectable()
export class HttpIdentityGateway implements IdentityGateway {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  #call = async <Req, Res>(route: { method: 'GET' | 'POST'; path: string }, data?: Req): Promise<Res> =>
    (await this.#http.request<Res>({ method: route.method, url: route.path, data, silent: true })).data;

  get: IdentityGateway['get'] = () => this.#call(id.getIdentity, {});
  choose: IdentityGateway['choose'] = (method) => this.#call(id.chooseIdentity, { method });
  consent: IdentityGateway['consent'] = (kind, textVersion, guardian) =>
    this.#call(id.recordConsent, { kind, textVersion, ...guardian });
}
