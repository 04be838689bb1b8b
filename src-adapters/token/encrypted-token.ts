import { tokenEncrypt } from '@contract/startup';
import { call } from '@adapters/api/call';
import { inject, injectable } from 'inversify';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';
import { Session } from '@domain/ports/session';
import type { EncryptedTokenPort } from '@domain/ports/token';

/** Spec section 7 start-up 4: {baseUrl, token} → data.accessToken, used for {{accesstoken}}. */
@injectable('Singleton')
export class HttpEncryptedToken implements EncryptedTokenPort {
  readonly #http: HttpPort;
  readonly #session: Session;
  readonly #config: AppConfig;
  constructor(
    @inject(HttpPort) http: HttpPort,
    @inject(Session) session: Session,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#http = http;
    this.#session = session;
    this.#config = config;
  }

  async encryptedToken(): Promise<string> {
    const res = await call(this.#http, tokenEncrypt, {
      baseUrl: this.#config.baseUrl,
      token: this.#session.token() ?? '',
    });
    return res.accessToken;
  }
}
