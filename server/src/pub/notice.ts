import type { FastifyInstance } from 'fastify';
import { holdsPlace, isAdmitted, resultPublished } from '@domain/journeys';
import { letterBodyHtml } from '@domain/admissions/admission-letter';
import { sanitizeSchoolHtml } from '../school/sanitize-html';
import { loadSchool } from '../school/settings';
import { letterOf } from '../modules/register/admission-letter';
import { verifyToken } from '../http/crypto';
import { NOTICE_PAGE, RESULT_QR } from '../modules/register/routes';
import { admissionNoticeOf } from '../modules/register/service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/pub/app.css"></head><body><main><div class="card">${body}</div></main></body></html>`;

/** What a result QR opens (brief section 4): the admission notice behind a signed, expiring token; no script. */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { token?: string } }>(NOTICE_PAGE, async (req, reply) => {
    const send = (status: number, title: string, body: string) =>
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page(title, body));
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 512) : '';
    const claims = verifyToken(app.deps.config.secret, RESULT_QR, token, app.deps.now().getTime());
    if (!claims) return send(404, '二维码无效', '<p class="err">二维码无效或已过期</p>');
    const r = await admissionNoticeOf(app.deps.db, String(claims.r));
    const now = app.deps.now();
    if (!r || !holdsPlace(r.admissionStatus) || !resultPublished(r.resultsPublishAt, now))
      return send(404, '二维码无效', '<p class="err">未查询到录取信息</p>');
    const school = await loadSchool(app.deps.db, r.tenantId, r.orgId);
    if (isAdmitted(r.admissionStatus) && school) {
      // The school's own 录取通知书 (学校设置), as 录取查询 shows it.
      const letter = await letterOf(app.deps.db, school, r);
      // The rich editor's markup (plain lines of an older letter as paragraphs), sanitized again here.
      const body = await sanitizeSchoolHtml(letterBodyHtml(letter.body), { paragraphs: true });
      return send(
        200,
        letter.title,
        `<p class="ok">${esc(letter.title)}</p>${body}<p class="muted">${esc(r.school)}</p>`,
      );
    }
    const title = '预录取通知';
    return send(
      200,
      title,
      `<p class="ok">${title}</p><p>${esc(r.name)} 同学</p><p>${esc(r.planName)}</p><p class="muted">${esc(r.school)}</p>`,
    );
  });
}
