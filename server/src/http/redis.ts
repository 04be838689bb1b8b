import { Redis } from 'ioredis';

/**
 * The Redis connection for REDIS_URL (ioredis: reconnects by itself, pipelines, AUTH/SELECT from the
 * URL). One retry per command: a Redis that is down fails the request instead of queueing it forever.
 */
export const redisClient = (url: string): Redis => new Redis(url, { maxRetriesPerRequest: 1 });

export type { Redis };
