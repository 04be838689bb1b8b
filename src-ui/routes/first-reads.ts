import { enrollmentApi as api } from '@contract/api/enrollment';
import type { HttpRequest } from '@domain/ports/http';
import { firstReadsOf, type FirstReadKey } from '@domain/shell/routes';
import { requestOf } from '@ui/api/call';
import { PAGE_SIZE } from '@ui/features/admissions/shared/page-size';

/** First page of the paged lists. */
const FIRST_PAGE = { pageNo: 1, pageSize: PAGE_SIZE };

const plan = (q: URLSearchParams) => ({ planId: q.get('planId') ?? '' });

/**
 * The request of each first-read key of the route registry; each must equal the screen's own call,
 * which src-ui/routes/first-reads.test.tsx checks against the view models. A key added to the
 * registry without its request here fails the typecheck.
 */
const REQUESTS: Record<FirstReadKey, (query: URLSearchParams) => HttpRequest> = {
  schoolBadge: () => requestOf(api.schoolBadgeConfig, {}),
  schoolPromise: () => requestOf(api.schoolPromiseConfig, {}),
  newsFirstPage: () => requestOf(api.cmsQuery, { type: 'news', ...FIRST_PAGE }),
  planListFirstPage: () => requestOf(api.findPlanList, FIRST_PAGE),
  planDetail: (q) => requestOf(api.getPlanDetail, plan(q)),
  planPlacesLeft: (q) => requestOf(api.judgeUpperLimit, plan(q)),
  planTemplate: (q) => requestOf(api.getTemplate, plan(q)),
  planFieldLogic: (q) => requestOf(api.fieldLogicList, plan(q)),
};

/** The reads the screen of a hash location makes as it opens, sent during start-up (see FirstReads). */
export function firstScreenReads(hash: string): HttpRequest[] {
  const { keys, query } = firstReadsOf(hash);
  return keys.map((k) => REQUESTS[k](query));
}
