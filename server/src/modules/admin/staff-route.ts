import type { Readable } from 'node:stream';
import type { StaffRole } from '@contract/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerDeps } from '../../http/deps';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validation';
import { audit, who } from '../staff/audit';
import { requireStaff } from '../staff/guard';
import type { Staff } from '../staff/sessions';

export interface StaffCtx {
  deps: ServerDeps;
  staff: Staff;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** What the audit row of a call says: the action, its target and details (never a full ID number). */
export interface AuditNote {
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
}

export interface FileAnswer {
  contentType: string;
  /** ASCII fallback name and the UTF-8 name (RFC 5987). */
  filename: string;
  body: Buffer | Readable;
}

/** A handler answers data (put in the envelope) or a file. */
export type StaffAnswer<T> = { data: T; audit: AuditNote } | { file: FileAnswer; audit: AuditNote };

/**
 * One staff endpoint: session + role check, school from the session, input parsed, then exactly one
 * audit row for a call that succeeds (who, role, when, what, IP) — reads of personal data included.
 */
export function staffRoute<S extends z.ZodType, T>(
  app: FastifyInstance,
  path: string,
  roles: readonly StaffRole[],
  schema: S,
  handler: (input: z.output<S>, ctx: StaffCtx) => Promise<StaffAnswer<T>>,
): void {
  app.post(path, async (req, reply) => {
    const deps = app.deps;
    const { staff } = await requireStaff(deps, req, roles);
    const input = parseInput(schema, req.body ?? {}) as z.output<S>;
    const answer = await handler(input, { deps, staff, ip: req.ip, req, reply });
    await audit(deps.db, deps.now(), {
      ...who(staff),
      ip: req.ip,
      action: answer.audit.action,
      target: answer.audit.target ?? null,
      details: answer.audit.details ?? {},
    });
    reply.header('Cache-Control', 'no-store');
    if ('file' in answer) {
      const f = answer.file;
      return reply
        .header('content-type', f.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${f.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(f.filename)}`,
        )
        .send(f.body);
    }
    return ok(answer.data);
  });
}
