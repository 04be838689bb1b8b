import type { FastifyServerOptions } from 'fastify';

/** Query keys whose values are secrets or personal data (tokens, file-link signatures, codes, ids). */
const SECRET_KEY = /token|sig|code|pass|pwd|secret|key|auth|id_?(number|card)|idcard|phone|mobile|ticket/i;
const ID_NUMBER = /\b\d{17}[\dXx]\b|\b\d{15}\b/g;
const PHONE = /\b1[3-9]\d{9}\b/g;

/** A request URL fit for the log: secret query values replaced, identity and phone numbers masked. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  const path = scrubText(q < 0 ? url : url.slice(0, q));
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const k = eq < 0 ? pair : pair.slice(0, eq);
      let name = k;
      try {
        name = decodeURIComponent(k);
      } catch {
        /* a malformed escape: judge the raw key */
      }
      return eq >= 0 && SECRET_KEY.test(name) ? `${k}=[redacted]` : scrubText(pair);
    })
    .join('&');
  return `${path}?${query}`;
}

/** Identity and phone numbers in free text (e.g. a database error that quotes its parameters). */
export const scrubText = (s: string): string => s.replace(ID_NUMBER, '[idNumber]').replace(PHONE, '[phone]');

/** pino paths: headers and bodies (when a handler logs them) that carry tokens, passwords, codes or ids. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.accesstoken',
  'req.headers.cookie',
  'req.headers["x-file-token"]',
  'res.headers["set-cookie"]',
  'body.code',
  'req.body.code',
  ...[
    'accesstoken',
    'token',
    'passToken',
    'password',
    'idNumber',
    'phone',
    'secret',
    'authorization',
  ].flatMap((k) => [k, `*.${k}`]),
];

type Req = { method?: string; url?: string; ip?: string; hostname?: string; routeOptions?: { url?: string } };

/** The Fastify logger options: redaction plus a request serializer with a scrubbed URL. */
export function loggerOptions(stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: Req) => ({
        method: req.method,
        url: scrubUrl(req.url ?? ''),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        code: err.code,
        statusCode: err.statusCode,
        message: scrubText(err.message ?? '').replace(/\nparams:.*$/s, '\nparams: [redacted]'),
        stack: scrubText(err.stack ?? '').replace(/\nparams:[^\n]*/g, '\nparams: [redacted]'),
      }),
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
