import { inject, injectable } from 'inversify';
import * as id from '@contract/api/identity-consent';
import type { ConsentKind, IdentityMethod } from '@domain/checkin-desk';
import { HttpPort } from '@domain/ports/http';
import { call } from '@ui/api/call';

export type IdentityState = id.IdentityState;

/** The student's identity check: photo or 到校现场核验, and the consents (issue 16 item 5). */
@injectable('Transient')
export class IdentityApi {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }
  get(): Promise<IdentityState> {
    return call(this.#http, id.getIdentity, {});
  }
  choose(method: IdentityMethod): Promise<IdentityState> {
    return call(this.#http, id.chooseIdentity, { method });
  }
  consent(
    kind: ConsentKind,
    textVersion: string,
    guardian?: { guardianName: string; guardianRelation: string },
  ): Promise<IdentityState> {
    return call(this.#http, id.recordConsent, { kind, textVersion, ...guardian });
  }
}
