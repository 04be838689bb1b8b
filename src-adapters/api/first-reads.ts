import * as api from '@contract/enrollment';
import type { HttpRequest } from '@domain/ports/http';
import { firstReadsOf, type FirstReadKey } from '@domain/shell/routes';
import { requestOf } from './call';

const plan = (q: URLSearchParams) => ({ planId: q.get('planId') ?? '' });
/** 修改并重新提交 reads the form version of the registration being edited. */
const form = (q: URLSearchParams) => {
  const registrationId = q.get('registrationId');
  return registrationId ? { ...plan(q), registrationId } : plan(q);
};

/**
 * The request of each first-read key of the route registry (src-domain/shell/routes.ts); each must
 * equal the screen's own call through the gateways, which tests/ui/shell/first-reads.test.tsx checks
 * against the screens. A key added to the registry without its request here fails the typecheck.
 */
const REQUESTS: Record<FirstReadKey, (query: URLSearchParams, pageSize: number) => HttpRequest> = {
  schoolBadge: () => requestOf(api.schoolBadgeConfig, {}),
  schoolPromise: () => requestOf(api.schoolPromiseConfig, {}),
  newsFirstPage: (_q, pageSize) => requestOf(api.cmsQuery, { type: 'news', pageNo: 1, pageSize }),
  planListFirstPage: (_q, pageSize) => requestOf(api.findPlanList, { pageNo: 1, pageSize }),
  planDetail: (q) => requestOf(api.getPlanDetail, plan(q)),
  planPlacesLeft: (q) => requestOf(api.judgeUpperLimit, plan(q)),
  planTemplate: (q) => requestOf(api.getTemplate, form(q)),
  planFieldLogic: (q) => requestOf(api.fieldLogicList, form(q)),
};

/**
 * The reads the screen of a hash location makes as it opens, sent during start-up (see
 * FirstReads); `pageSize` is the rows per page of the screens' paged lists.
 */
export function firstScreenReads(hash: string, pageSize: number): HttpRequest[] {
  const { keys, query } = firstReadsOf(hash);
  return keys.map((k) => REQUESTS[k](query, pageSize));
}
