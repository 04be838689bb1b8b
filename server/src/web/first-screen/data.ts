import * as api from '@contract/enrollment';
import { isSuccessCode } from '@domain/http/error-catalogue';
import type { FastifyInstance } from 'fastify';
import { checkScope } from '../../http/caller';

/** Rows of the first page of the home news and the plan list: the app's PAGE_SIZE (a unit test checks). */
export const FIRST_PAGE_SIZE = 10;

/** One public read of an entry screen and its envelope, exactly as the app would receive it. */
export interface FirstRead {
  method: string;
  url: string;
  data: unknown;
  body: { code: number | string; success?: boolean; msg?: string; data: unknown };
}

export interface FirstScreenData {
  tenantId: string;
  orgId: string;
  reads: FirstRead[];
}

/** The reads of home (badge, promise, news) and the plan list; the check-in entry makes none. */
const READS: { method: string; url: string; data: unknown }[] = [
  { ...pick(api.schoolBadgeConfig), data: {} },
  { ...pick(api.schoolPromiseConfig), data: {} },
  { ...pick(api.cmsQuery), data: { type: 'news', pageNo: 1, pageSize: FIRST_PAGE_SIZE } },
  { ...pick(api.findPlanList), data: { pageNo: 1, pageSize: FIRST_PAGE_SIZE } },
];
function pick(route: { method: string; path: string }) {
  return { method: route.method, url: route.path };
}

/**
 * The entry screens' data of one school, read through the app's own public routes (same validation,
 * same envelopes, same caches), so the app can take each answer as its first data. Null when the
 * school does not exist (or the org does not belong to the tenant): that page gets no content.
 */
export async function readFirstScreen(
  app: FastifyInstance,
  tenantId: string,
  orgId: string,
): Promise<FirstScreenData | null> {
  try {
    await checkScope(app.deps, tenantId, orgId);
  } catch {
    return null;
  }
  const reads = await Promise.all(
    READS.map(async (r): Promise<FirstRead | null> => {
      const res = await app.inject({
        method: r.method as 'POST',
        url: r.url,
        headers: { 'content-type': 'application/json', tenantid: tenantId, orgid: orgId },
        payload: JSON.stringify(r.data),
      });
      if (res.statusCode !== 200) return null;
      const body = res.json<FirstRead['body']>();
      return isSuccessCode(body.code) ? { ...r, body } : null;
    }),
  );
  return { tenantId, orgId, reads: reads.filter((r): r is FirstRead => r !== null) };
}

/** The envelope data of one read, if it answered. */
export function readData<T>(data: FirstScreenData, route: { path: string }): T | undefined {
  return data.reads.find((r) => r.url === route.path)?.body.data as T | undefined;
}
