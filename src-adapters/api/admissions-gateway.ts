import { inject, injectable } from 'inversify';
import * as api from '@contract/enrollment';
import type { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import { HttpPort } from '@domain/ports/http';
import { call } from './call';

// The screens render failures themselves: no catalogue toast.
const SILENT = { silent: true } as const;

/** The public admissions reads of spec section 7 ("Enrolment"). */
@injectable()
export class HttpAdmissionsGateway implements AdmissionsGateway {
  readonly #http: HttpPort;
  constructor(@inject(HttpPort) http: HttpPort) {
    this.#http = http;
  }

  cmsPage: AdmissionsGateway['cmsPage'] = (type, pageNo, pageSize) =>
    call(this.#http, api.cmsQuery, { type, pageNo, pageSize }, SILENT);
  cmsDocument: AdmissionsGateway['cmsDocument'] = (id) =>
    call(this.#http, api.cmsDocumentInfo, { id }, SILENT);
  schoolBadge: AdmissionsGateway['schoolBadge'] = () => call(this.#http, api.schoolBadgeConfig, {}, SILENT);
  schoolPromise: AdmissionsGateway['schoolPromise'] = () =>
    call(this.#http, api.schoolPromiseConfig, {}, SILENT);
  planPage: AdmissionsGateway['planPage'] = (pageNo, pageSize) =>
    call(this.#http, api.findPlanList, { pageNo, pageSize }, SILENT);
  enrollResult: AdmissionsGateway['enrollResult'] = (query) =>
    call(this.#http, api.queryEnrollResult, query, SILENT);
}
