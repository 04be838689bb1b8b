import { rosterPaths } from '@contract/api/roster';
import type { HttpFailure } from '@domain/ports/http';
import type { RosterMapping } from '@domain/roster/mapping';
import type { ImportResult, RosterGateway, RosterQuery } from '@domain/roster/gateway';
import { filenameOf, sessionTokenStore, type StaffApiGateway, type TokenStore } from './staff-gateway';

const OK_CODES = new Set([0, 200, 201]);
type Envelope = { code?: number; msg?: string; data?: unknown };
type Staff = Pick<StaffApiGateway, 'call' | 'onSignedOut'>;

/**
 * 新生名单 over the staff session: JSON calls through StaffApiGateway (auth, envelope, 401); the
 * template download and the two multipart uploads over fetch with the same session token.
 */
export class RosterApiGateway implements RosterGateway {
  readonly #staff: Staff;
  readonly #tokens: TokenStore;
  readonly #fetch: typeof fetch;
  readonly #base: string;

  constructor(staff: Staff, o: { tokens?: TokenStore; fetch?: typeof fetch; baseURL?: string } = {}) {
    this.#staff = staff;
    this.#tokens = o.tokens ?? sessionTokenStore();
    this.#fetch = o.fetch ?? ((...a) => globalThis.fetch(...a));
    this.#base = o.baseURL ?? '';
  }

  list(q: RosterQuery) {
    return this.#staff.call<Awaited<ReturnType<RosterGateway['list']>>>(rosterPaths.list, q);
  }
  options() {
    return this.#staff.call<Awaited<ReturnType<RosterGateway['options']>>>(rosterPaths.options);
  }
  mapping() {
    return this.#staff.call<Awaited<ReturnType<RosterGateway['mapping']>>>(rosterPaths.mapping);
  }
  saveMapping(mapping: RosterMapping) {
    return this.#staff.call<Awaited<ReturnType<RosterGateway['mapping']>>>(rosterPaths.saveMapping, {
      mapping,
    });
  }
  generate(planIds: string[], dryRun: boolean) {
    return this.#staff.call<Awaited<ReturnType<RosterGateway['generate']>>>(rosterPaths.generate, {
      planIds,
      dryRun,
    });
  }

  async template() {
    const res = await this.#send(rosterPaths.template, {
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if ((res.headers.get('content-type') ?? '').includes('application/json')) throw await this.#failure(res);
    return {
      filename: filenameOf(res.headers.get('content-disposition') ?? '') ?? '新生名单导入模板.xlsx',
      blob: await res.blob(),
    };
  }
  preview(file: Blob, name: string) {
    return this.#upload(rosterPaths.preview, file, name);
  }
  commit(file: Blob, name: string) {
    return this.#upload(rosterPaths.commit, file, name);
  }

  async #upload(path: string, file: Blob, name: string): Promise<ImportResult> {
    const form = new FormData();
    form.append('file', file, name);
    const res = await this.#send(path, { body: form });
    const env = (await res
      .clone()
      .json()
      .catch(() => null)) as Envelope | null;
    if (res.ok && env && typeof env.code === 'number' && OK_CODES.has(env.code))
      return env.data as ImportResult;
    throw await this.#failure(res);
  }

  async #send(path: string, init: { headers?: Record<string, string>; body: BodyInit }): Promise<Response> {
    const t = this.#tokens.get();
    try {
      return await this.#fetch(`${this.#base}${path}`, {
        method: 'POST',
        headers: { ...init.headers, ...(t ? { Authorization: `Bearer ${t}` } : {}) },
        body: init.body,
      });
    } catch {
      throw { kind: 'network', msg: '网络错误，请检查网络后重试' } satisfies HttpFailure;
    }
  }

  async #failure(res: Response): Promise<HttpFailure> {
    const env = (await res.json().catch(() => null)) as Envelope | null;
    const code = typeof env?.code === 'number' ? env.code : undefined;
    if (code === 401 || res.status === 401) {
      this.#tokens.set(null);
      this.#staff.onSignedOut();
    }
    const msg = env?.msg || '服务异常，请稍后重试';
    return code !== undefined
      ? { kind: 'server', code, status: res.status, msg }
      : { kind: 'http', status: res.status, msg };
  }
}
