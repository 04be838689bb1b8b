import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { failure } from './envelope';
import { type ErrorCode, isApiError } from './errors';
import { securityHeaders } from './security-headers';

/** Fastify and plugin error codes of user input, answered in Chinese and never as a 500. */
const FASTIFY: Record<string, [ErrorCode, string?]> = {
  FST_REQ_FILE_TOO_LARGE: ['TOO_LARGE'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['BODY_TOO_LARGE'],
  FST_FILES_LIMIT: ['BAD_REQUEST', '每次只能上传一个文件'],
  FST_PARTS_LIMIT: ['BAD_REQUEST', '上传内容过多'],
  FST_FIELDS_LIMIT: ['BAD_REQUEST', '上传内容过多'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['BAD_REQUEST', '请以 multipart/form-data 格式上传文件'],
  FST_PROTO_VIOLATION: ['BAD_REQUEST', '上传内容格式不正确'],
  FST_MP_PREMATURE_CLOSE: ['BAD_REQUEST', '上传内容不完整'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', '请求长度不正确'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', '请求内容不能为空'],
  FST_ERR_BAD_URL: ['BAD_REQUEST', '请求地址不正确'],
  FST_ERR_ASYNC_CONSTRAINT: ['BAD_REQUEST'],
  // A header value with CR/LF or a character outside Latin-1 (e.g. a redirect Location).
  ERR_INVALID_CHAR: ['BAD_REQUEST', '请求包含无效字符'],
  ERR_HTTP_INVALID_HEADER_VALUE: ['BAD_REQUEST', '请求包含无效字符'],
};

/** busboy (multipart) throws plain Errors for a truncated body, a bad boundary or junk part headers. */
const isMultipartParseError = (err: Error): boolean =>
  !('statusCode' in err) && /[\\/]@fastify[\\/]busboy[\\/]/.test(err.stack ?? '');

/** The envelope for any thrown error: user input → 4xx with a Chinese msg, anything else → 500. */
export function envelopeFor(
  err: FastifyError,
): (ReturnType<typeof failure> & { headers?: Record<string, string> }) | null {
  if (isApiError(err)) {
    const f = failure(err.apiCode, err.apiMsg);
    if (err.apiData === undefined && !err.apiHeaders) return f;
    return { ...f, body: { ...f.body, data: (err.apiData ?? null) as null }, headers: err.apiHeaders };
  }
  if (err.code && FASTIFY[err.code]) return failure(...FASTIFY[err.code]!);
  if (isMultipartParseError(err)) return failure('BAD_REQUEST', '上传内容格式不正确');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return err.statusCode === 413 ? failure('BODY_TOO_LARGE') : failure('BAD_REQUEST', '请求格式不正确');
  return null;
}

let headers: Record<string, string> | undefined;

function send(
  reply: FastifyReply,
  f: ReturnType<typeof failure> & { headers?: Record<string, string> },
): void {
  // Security headers again: an error raised before onRequest (or a route's own header) must not drop them.
  void reply
    .headers((headers ??= securityHeaders()))
    .removeHeader('location')
    .type('application/json; charset=utf-8')
    .headers(f.headers ?? {})
    .status(f.status)
    .send(f.body);
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let f = envelopeFor(err);
    if (!f) {
      req.log.error({ err }, 'unhandled error');
      f = failure('SERVER');
    }
    send(reply, f);
  });
  app.setNotFoundHandler((_req, reply) => send(reply, failure('NO_ROUTE')));
}

/** Fastify's own early errors (bad URL, bad content type) answered by the same envelope. */
export function frameworkErrors(err: FastifyError, _req: unknown, reply: FastifyReply): void {
  send(reply, envelopeFor(err) ?? failure('BAD_REQUEST', '请求格式不正确'));
}
