import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { detectHost } from '@domain/shell/hosts/host-profile';
import { HOST_PROFILES } from '@domain/shell/hosts/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstScreenData } from './cache';
import type { FirstScreenData } from './data';
import { entryScreensHtml } from './html';
import { EARLY_START, type Shell } from './shell';

/**
 * A school's page is fresh in the browser this long, so a repeat visit (a parent tapping the link
 * again, iOS WeChat without a service worker) paints from the HTTP cache with no request; then it is
 * revalidated with its ETag. With the server's window (cache.ts) a staff edit shows within a minute.
 */
export const HTML_MAX_AGE_S = 45;

interface Rendered {
  html: string;
  etag: string;
  gzip: Buffer;
}

const rendered = (html: string): Rendered => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  gzip: gzipSync(html, { level: 9 }),
});

/** A data block's JSON: `<` escaped, so no string in it (CMS HTML) can close the script element. */
export const dataBlock = (data: FirstScreenData) =>
  `<script type="application/json" id="zs-first-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** Whether the page header shows for this user agent (the mini-program web view has none). */
const headerFor = (ua: string | undefined) =>
  detectHost({ userAgent: ua ?? '' }, HOST_PROFILES).capabilities.pageHeader;

/**
 * index.html for an entry URL (issue 28): with ?orgId=&tenantId= of an existing school, the three
 * entry screens with the school's content (the early start keeps the one the hash names) and their
 * answers as a data block the app takes as its first data; else index.html as built (no-cache).
 * Revalidated with an ETag (304), gzip when accepted.
 */
export function entryPages(app: FastifyInstance, shell: Shell) {
  const plain = rendered(shell.html);
  // One render per cached data object and header variant: cheap on every later request.
  const pages = new WeakMap<FirstScreenData, Map<boolean, Rendered>>();
  const split = shell.split;
  const pageOf = (data: FirstScreenData, header: boolean): Rendered => {
    if (!split) return plain;
    let byHeader = pages.get(data);
    if (!byHeader) pages.set(data, (byHeader = new Map()));
    let page = byHeader.get(header);
    if (!page) {
      const body = entryScreensHtml(data, { header, now: app.deps.now() });
      page = rendered(
        split.before + body + split.after.replace(EARLY_START, `${dataBlock(data)}${EARLY_START}`),
      );
      byHeader.set(header, page);
    }
    return page;
  };

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const q = req.query as Record<string, unknown>;
    const { orgId, tenantId } = q;
    const data =
      typeof orgId === 'string' && typeof tenantId === 'string'
        ? await firstScreenData(app, tenantId, orgId).catch(() => null)
        : null;
    const page = data ? pageOf(data, headerFor(req.headers['user-agent'])) : plain;
    reply
      .header('Cache-Control', page !== plain ? `private, max-age=${HTML_MAX_AGE_S}` : 'no-cache')
      .header('ETag', page.etag)
      .header('Vary', 'User-Agent, Accept-Encoding');
    if (req.headers['if-none-match'] === page.etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.html);
  };
}
