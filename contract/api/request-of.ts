import type { ApiRoute } from '../endpoint';

/** The request and response types a zod-free route carries. */
export type RequestOf<R> = R extends ApiRoute<infer Req, unknown> ? Req : never;
export type ResponseOf<R> = R extends ApiRoute<unknown, infer Res> ? Res : never;
