import { type z } from 'zod';

/**
 * Who may call an endpoint:
 * - public: `notToken`, scoped by the tenantId/orgId headers, public data only;
 * - user: any token (applicant or student); tenant and user come from the token;
 * - student: a token minted by welcome/report (carries welcomeId);
 * - admin: the review API (seed and tests).
 */
export type Access = 'public' | 'user' | 'student' | 'admin';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Full path under baseUrl, e.g. /sc-mobile-api/api/mobile/welcome/report */
  path: string;
  access: Access;
  /** GET: the query; POST: the JSON body. */
  request: Req;
  /** The `data` field of the envelope. */
  response: Res;
}

export const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
