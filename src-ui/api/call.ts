import type { ApiRoute } from '@contract/endpoint';
import type { HttpPort, HttpRequest } from '@domain/ports/http';

/** Calls a contract route through the HTTP port and returns the envelope's data. */
export async function call<Req, Res>(
  http: HttpPort,
  route: ApiRoute<Req, Res>,
  data?: Req,
  opts: Omit<HttpRequest, 'method' | 'url' | 'data'> = {},
): Promise<Res> {
  const res = await http.request<Res>({
    method: route.method,
    url: route.path,
    data,
    notToken: route.access === 'public',
    ...opts,
  });
  return res.data;
}
