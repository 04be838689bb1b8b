import * as A from '@contract/roster';
import type { HttpPort } from '@domain/ports/http';
import type { RosterMapping } from '@domain/roster/mapping';
import type { ImportResult, RosterGateway, RosterQuery } from '@domain/roster/gateway';
import { staffCall, staffDownload, staffUpload } from './staff-call';

/** 新生名单 over the staff session: JSON calls, the template download and the two multipart uploads. */
export class RosterApiGateway implements RosterGateway {
  readonly #http: HttpPort;

  constructor(http: HttpPort) {
    this.#http = http;
  }

  list(q: RosterQuery) {
    return staffCall(this.#http, A.list, q) as ReturnType<RosterGateway['list']>;
  }
  options() {
    return staffCall(this.#http, A.options) as ReturnType<RosterGateway['options']>;
  }
  mapping() {
    return staffCall(this.#http, A.mapping) as ReturnType<RosterGateway['mapping']>;
  }
  saveMapping(mapping: RosterMapping) {
    return staffCall(this.#http, A.saveMapping, { mapping }) as ReturnType<RosterGateway['mapping']>;
  }
  generate(planIds: string[], dryRun: boolean) {
    return staffCall(this.#http, A.generate, { planIds, dryRun }) as ReturnType<RosterGateway['generate']>;
  }
  template() {
    return staffDownload(this.#http, A.template, {}, '新生名单导入模板.xlsx');
  }
  preview(file: Blob, name: string) {
    return staffUpload(this.#http, A.preview, file, name) as Promise<ImportResult>;
  }
  commit(file: Blob, name: string) {
    return staffUpload(this.#http, A.commit, file, name) as Promise<ImportResult>;
  }
}
