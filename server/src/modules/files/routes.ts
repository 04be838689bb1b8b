import { upload } from '@contract/files';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkFileLink, fileLink } from '../../files/links';
import { findFile, storeFile } from '../../files/store';
import type { Caller } from '../../http/caller';
import { verifyToken } from '../../http/crypto';
import { failure } from '../../http/envelope';
import { handle } from '../../http/route';
import { readUpload } from './upload';
import { viewerPage } from './viewer';

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const notFound = (reply: FastifyReply) => {
  const f = failure('NOT_FOUND', '文件不存在或链接已过期');
  return reply.status(f.status).send(f.body);
};

/** Spec: downloads append download=true&downloadName=; the default file name is 'default'. */
const attachmentName = (q: Record<string, unknown>) => {
  const n =
    typeof q.downloadName === 'string' && q.downloadName.trim()
      ? q.downloadName.trim().slice(0, 120)
      : 'default';
  return `attachment; filename="${n.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(n)}`;
};

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  handle(
    app,
    upload,
    async (_input, { caller, deps, req }) => {
      const { name, data, sniffed } = await readUpload(req);
      const { id } = await storeFile(deps.db, deps.storage, caller, { name, type: sniffed.type, data });
      return {
        fileId: id,
        name,
        size: data.length,
        type: sniffed.type,
        url: fileLink(deps.config.secret, id, deps.now()),
      };
    },
    {
      multipart: true,
      rateLimit: { name: 'upload', max: () => 120, windowMs: 60_000 },
      // The student's file token (config/token) as `?token=`, for uploads without the session header.
      altCaller: async (req, deps): Promise<Caller | null> => {
        const token = (req.query as Record<string, unknown>).token;
        if (typeof token !== 'string') return null;
        const b = verifyToken(deps.config.secret, 'file', token, deps.now().getTime());
        if (!b) return null;
        return {
          tenantId: String(b.t),
          orgId: String(b.o),
          userId: String(b.u),
          kind: 'student',
          welcomeId: String(b.w),
          token: null,
        };
      },
    },
  );

  app.get<{ Params: { fileId: string }; Querystring: Record<string, unknown> }>(
    '/fileapi/files/:fileId',
    async (req, reply) => {
      const { fileId } = req.params;
      const { exp, sig } = req.query;
      const deps = app.deps;
      if (!FILE_ID.test(fileId) || typeof exp !== 'string' || typeof sig !== 'string') return notFound(reply);
      if (!checkFileLink(deps.config.secret, fileId, exp, sig, deps.now())) return notFound(reply);
      const f = await findFile(deps.db, fileId);
      const data = f && (await deps.storage.get(f.storageKey));
      if (!f || !data) return notFound(reply);
      const inline =
        req.query.download !== 'true' &&
        /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf|text\/plain)/.test(f.type);
      // Never rendered as a page of ours: nosniff, a sandboxed CSP, and attachments for anything not viewable.
      return reply
        .type(f.type)
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .header(
          'Content-Disposition',
          inline ? `inline; filename*=UTF-8''${encodeURIComponent(f.name)}` : attachmentName(req.query),
        )
        .send(data);
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>('/fileapi/viewer', async (req, reply) => {
    const deps = app.deps;
    const raw = typeof req.query.url === 'string' ? req.query.url : '';
    let link: URL;
    try {
      link = new URL(raw, 'http://viewer.local');
    } catch {
      return notFound(reply);
    }
    const m = /^\/fileapi\/files\/([A-Za-z0-9_-]{1,64})$/.exec(link.pathname);
    const exp = link.searchParams.get('exp') ?? '';
    const sig = link.searchParams.get('sig') ?? '';
    if (!m || !checkFileLink(deps.config.secret, m[1]!, exp, sig, deps.now())) return notFound(reply);
    const f = await findFile(deps.db, m[1]!);
    if (!f) return notFound(reply);
    const href = `/fileapi/files/${f.id}?exp=${exp}&sig=${sig}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(viewerPage(f, href));
  });
}
