import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors';

/** Socket and request clocks of the HTTP server (env overrides in ms; 0 is never "off" here). */
export interface ServerLimits {
  /** The request line and headers must arrive within this (slow-drip headers). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (uploads on a slow phone included). */
  requestTimeoutMs: number;
  /** A socket with no byte either way for this long is closed (idle and half-open sockets). */
  idleTimeoutMs: number;
  /** An idle keep-alive socket between requests. */
  keepAliveTimeoutMs: number;
  /** How often Node checks the header and request clocks. */
  checkIntervalMs: number;
  /** Uploads in progress at once per upload route and process; over it → 429. */
  uploadsPerRoute: number;
}

const env = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export const serverLimits = (): ServerLimits => ({
  headersTimeoutMs: env('HEADERS_TIMEOUT_MS', 10_000),
  requestTimeoutMs: env('REQUEST_TIMEOUT_MS', 120_000),
  idleTimeoutMs: env('IDLE_TIMEOUT_MS', 30_000),
  keepAliveTimeoutMs: env('KEEP_ALIVE_TIMEOUT_MS', 5_000),
  checkIntervalMs: env('TIMEOUT_CHECK_MS', 1_000),
  uploadsPerRoute: env('UPLOADS_PER_ROUTE', UPLOADS_PER_ROUTE),
});

/** The Fastify constructor options that set the Node server's clocks. */
export function timeoutOptions(l: ServerLimits) {
  return {
    connectionTimeout: l.idleTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    requestTimeout: l.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(l.headersTimeoutMs, l.requestTimeoutMs),
      connectionsCheckingInterval: l.checkIntervalMs,
    },
  };
}

/**
 * A too large body is refused before it is read: a declared Content-Length over the route's limit
 * answers 413 at once, and every 413 closes the connection (Node would otherwise drain the rest).
 */
export function installBodyLimits(app: FastifyInstance, limitFor: (req: FastifyRequest) => number): void {
  app.addHook('onRequest', async (req, reply) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitFor(req)) {
      closeAfter(reply);
      throw apiError(isMultipart(req) ? 'TOO_LARGE' : 'BODY_TOO_LARGE');
    }
  });
  app.addHook('onSend', async (_req, reply) => {
    if (reply.statusCode === 413) closeAfter(reply);
  });
}

/** From the header: the multipart plugin marks the request only once its parser runs. */
export const isMultipart = (req: FastifyRequest): boolean =>
  /^multipart\//i.test(String(req.headers['content-type'] ?? ''));

/** After the answer: read no more of the body, and close once the client had a moment to read it. */
function closeAfter(reply: FastifyReply): void {
  reply.header('connection', 'close');
  const socket = reply.request.raw.socket as Socket | undefined;
  reply.raw.once('finish', () => {
    if (!socket || socket.destroyed || typeof socket.pause !== 'function') return;
    // Destroying at once with unread bytes sends an RST that can wipe the 413 before the client reads it.
    socket.pause();
    setTimeout(() => socket.destroy(), 500).unref();
  });
}

/** Uploads in progress at once per upload route and process unless UPLOADS_PER_ROUTE says otherwise. */
export const UPLOADS_PER_ROUTE = 16;
/**
 * Issue 35: a refused upload tells the app when to try again (Retry-After and data.retryAfterSeconds);
 * an upload of a photo takes a few seconds, so a slot is usually free by then.
 */
export const UPLOAD_RETRY_AFTER_SECONDS = 3;

/** The 429 of a full upload route: the envelope with the retry time, and the Retry-After header. */
export const uploadsFull = (seconds = UPLOAD_RETRY_AFTER_SECONDS) => {
  const err = apiError('TOO_MANY', `上传人数较多，请 ${seconds} 秒后重试`);
  err.apiData = { retryAfterSeconds: seconds };
  err.apiHeaders = { 'retry-after': String(seconds) };
  return err;
};

/** A per-route counter of uploads in progress; `run` answers 429 with a retry time when the route is full. */
export function uploadSlots(max: () => number) {
  let busy = 0;
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (busy >= max()) throw uploadsFull();
    busy++;
    try {
      return await work();
    } finally {
      busy--;
    }
  };
}
