import { type z } from 'zod';
import type { StaffAction } from '../src-domain/staff/roles';

/**
 * Who may call an endpoint:
 * - public: `notToken`, scoped by the tenantId/orgId headers, public data only;
 * - user: any token (applicant or student); tenant and user come from the token;
 * - student: a token minted by welcome/report (carries welcomeId);
 * - admin: the review API (seed and tests);
 * - staff: a staff session (`Authorization: Bearer`), allowed for the roles of the operation's
 *   `action` in the one permission table (src-domain/staff/roles.ts ACTION_ROLES); tenant and school
 *   come from the session. Every staff endpoint is a POST with a JSON body.
 */
export type Access = 'public' | 'user' | 'student' | 'admin' | 'staff';

export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Full path under baseUrl, e.g. /sc-mobile-api/api/mobile/welcome/report */
  path: string;
  access: Access;
  /** GET: the query; POST: the JSON body. */
  request: Req;
  /** The `data` field of the envelope. */
  response: Res;
  /** Staff operations: the permission it needs (its roles: ACTION_ROLES). */
  action?: StaffAction;
  /** Staff operations: the audit row's action, when the handler's note names none. */
  audit?: string;
}

export const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;

/**
 * Issue 33: one staff operation, declared once — `POST` under the staff session, its path, the
 * permission it needs, its request and response schemas and its audit label. The server registers
 * it (roles from the permission table) and the client calls it (zod-free: scripts/vite-zod-free-contract.ts).
 */
export const staffOp = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  action: StaffAction,
  c: { request: Req; response: Res },
  audit?: string,
): Endpoint<Req, Res> & { access: 'staff'; action: StaffAction } => ({
  method: 'POST',
  path,
  access: 'staff',
  action,
  request: c.request,
  response: c.response,
  ...(audit ? { audit } : {}),
});

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
