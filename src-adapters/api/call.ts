import type { ApiRoute, Endpoint } from '@contract/endpoint';
import type { z } from 'zod';
import type { HttpPort, HttpRequest } from '@domain/ports/http';

type Opts = Omit<HttpRequest, 'method' | 'url' | 'data'>;

/** The HTTP request of a contract operation (or twin route): public ones send no token. */
export function requestOf<R extends Endpoint | ApiRoute<unknown, unknown>>(
  route: R,
  data?: RequestOfRoute<R>,
  opts: Opts = {},
): HttpRequest {
  return { method: route.method, url: route.path, data, notToken: route.access === 'public', ...opts };
}

/** An operation's request (what the caller sends) and response (the envelope's data). */
export type In<E extends Endpoint> = z.input<E['request']>;
export type Out<E extends Endpoint> = z.output<E['response']>;
/** The request of a declaration or of a zod-free twin route (while the twins remain, issue 33). */
export type RequestOfRoute<R> = R extends Endpoint
  ? In<R>
  : R extends ApiRoute<infer Req, unknown>
    ? Req
    : never;

/** Calls a contract operation through the HTTP port and returns the envelope's data. */
export async function call<E extends Endpoint>(
  http: HttpPort,
  route: E,
  data?: In<E>,
  opts?: Opts,
): Promise<Out<E>>;
export async function call<Req, Res>(
  http: HttpPort,
  route: ApiRoute<Req, Res>,
  data?: Req,
  opts?: Opts,
): Promise<Res>;
export async function call<Req, Res>(
  http: HttpPort,
  route: ApiRoute<Req, Res>,
  data?: Req,
  opts: Opts = {},
): Promise<Res> {
  const res = await http.request<Res>({ ...requestOf(route, undefined, opts), data });
  return res.data;
}
