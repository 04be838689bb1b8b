import type { FastifyRequest } from 'fastify';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/;

/** The origin the browser used (baseUrl, gateway URLs); a hostile Host header falls back to ''. */
export function requestOrigin(req: FastifyRequest): string {
  const host = req.host;
  return HOST.test(host) ? `${req.protocol}://${host}` : '';
}
