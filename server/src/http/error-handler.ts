import type { FastifyError, FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { type ErrorCode, isApiError } from './errors';

/** Fastify and plugin error codes of user input, answered in Chinese and never as a 500. */
const FASTIFY: Record<string, [ErrorCode, string?]> = {
  FST_REQ_FILE_TOO_LARGE: ['TOO_LARGE'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['BODY_TOO_LARGE'],
  FST_FILES_LIMIT: ['BAD_REQUEST', '每次只能上传一个文件'],
  FST_PARTS_LIMIT: ['BAD_REQUEST', '上传内容过多'],
  FST_FIELDS_LIMIT: ['BAD_REQUEST', '上传内容过多'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['BAD_REQUEST', '请以 multipart/form-data 格式上传文件'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['UNSUPPORTED_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['BAD_REQUEST', '请求长度不正确'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['BAD_REQUEST', '请求内容不能为空'],
};

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let f;
    if (isApiError(err)) f = failure(err.apiCode, err.apiMsg);
    else if (err.code && FASTIFY[err.code]) f = failure(...FASTIFY[err.code]!);
    else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      f = err.statusCode === 413 ? failure('BODY_TOO_LARGE') : failure('BAD_REQUEST', '请求格式不正确');
    else {
      req.log.error({ err }, 'unhandled error');
      f = failure('SERVER');
    }
    void reply.status(f.status).send(f.body);
  });
  app.setNotFoundHandler((_req, reply) => {
    const f = failure('NO_ROUTE');
    void reply.status(f.status).send(f.body);
  });
}
