import type { ApiRoute } from '@contract/endpoint';
import type { HttpPort, HttpRequest } from '@domain/ports/http';

type Opts = Omit<HttpRequest, 'method' | 'url' | 'data'>;

/** The HTTP request of a contract route: public routes send no token. */
export function requestOf<Req, Res>(route: ApiRoute<Req, Res>, data?: Req, opts: Opts = {}): HttpRequest {
  return { method: route.method, url: route.path, data, notToken: route.access === 'public', ...opts };
}

/** Calls a contract route through the HTTP port and returns the envelope's data. */
export async function call<Req, Res>(
  http: HttpPort,
  route: ApiRoute<Req, Res>,
  data?: Req,
  opts: Opts = {},
): Promise<Res> {
  const res = await http.request<Res>(requestOf(route, data, opts));
  return res.data;
}
