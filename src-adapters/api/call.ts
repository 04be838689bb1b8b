import type { Endpoint } from '@contract/endpoint';
import type { z } from 'zod';
import type { HttpPort, HttpRequest } from '@domain/ports/http';

type Opts = Omit<HttpRequest, 'method' | 'url' | 'data'>;

/** An operation's request (what the caller sends) and response (the envelope's data). */
export type In<E extends Endpoint> = z.input<E['request']>;
export type Out<E extends Endpoint> = z.output<E['response']>;

/** The HTTP request of a contract operation: public ones send no token. */
export function requestOf<E extends Endpoint>(op: E, data?: In<E>, opts: Opts = {}): HttpRequest {
  return { method: op.method, url: op.path, data, notToken: op.access === 'public', ...opts };
}

/** Calls a contract operation through the HTTP port and returns the envelope's data. */
export async function call<E extends Endpoint>(
  http: HttpPort,
  op: E,
  data?: In<E>,
  opts: Opts = {},
): Promise<Out<E>> {
  const res = await http.request<Out<E>>({ ...requestOf(op, undefined, opts), data });
  return res.data;
}
