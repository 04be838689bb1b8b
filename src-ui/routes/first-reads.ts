import { enrollmentApi as api } from '@contract/api/enrollment';
import type { HttpRequest } from '@domain/ports/http';
import { HOME_ROUTE, routePath } from '@domain/shell/routes';
import { requestOf } from '@ui/api/call';
import { PAGE_SIZE } from '@ui/features/admissions/shared/page-size';
import { PATHS } from '@domain/shell/links';

/** First page of the paged lists. */
const FIRST_PAGE = { pageNo: 1, pageSize: PAGE_SIZE };

/**
 * The reads a screen makes as it opens, sent during start-up (see FirstReads); each must equal the
 * screen's own call, which src-ui/routes/first-reads.test.tsx checks against the view models.
 */
export function firstScreenReads(hash: string): HttpRequest[] {
  const to = hash.replace(/^#/, '');
  const path = routePath(to);
  const query = new URLSearchParams(to.split('?')[1] ?? '');
  switch (path) {
    case '/':
    case HOME_ROUTE:
      return [
        requestOf(api.schoolBadgeConfig, {}),
        requestOf(api.schoolPromiseConfig, {}),
        requestOf(api.cmsQuery, { type: 'news', ...FIRST_PAGE }),
      ];
    case PATHS.plans:
      return [requestOf(api.findPlanList, FIRST_PAGE)];
    case PATHS.registration: {
      const planId = query.get('planId');
      if (!planId) return [];
      return [api.getPlanDetail, api.judgeUpperLimit, api.getTemplate, api.fieldLogicList].map((r) =>
        requestOf<{ planId: string }, unknown>(r, { planId }),
      );
    }
    default:
      return [];
  }
}
