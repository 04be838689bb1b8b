import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';
import type { PayOrderSettings } from '../modules/pay/lifecycle';
import type { PaymentProviders } from '../modules/pay/provider';
import type { Secret } from './keys';

export interface ServerConfig {
  /**
   * HMAC keys for passes, QR links, file links and sandbox codes, by key id (http/keys.ts): from
   * SIGNING_KEYS_FILE / SIGNING_KEYS, never the database. Every process of a deployment shares them.
   */
  secret: Secret;
  /** Built SPA (dist/); absent = the SPA routes answer 404. */
  distDir?: string;
  /** The absolute session limit. */
  sessionTtlMs: number;
  /** The idle limit: a session unused this long ends (default SESSION_IDLE_MS). */
  sessionIdleMs?: number;
  /** One-time URL accesstoken lifetime. */
  ticketTtlMs: number;
  /** Report-in attempts per client and tenant per minute. */
  reportPerMinute: number;
  /**
   * Staff login attempts per client address per lock window (default 30, STAFF_LOGINS_PER_IP): a
   * school office behind one NAT address, or the e2e suite on 127.0.0.1, may need more.
   */
  staffLoginsPerIp?: number;
  /** WeChat app id written into systemcfg.js. */
  appId: string;
  /** PAYMENT_MODE: absent = the sandbox; `wxpay-v3` = each school's WeChat Pay merchant (modules/pay). */
  payments?: PaymentProviders;
  /** Open-order lifecycle (modules/pay/lifecycle.ts); absent = the defaults (30 min timeout). */
  payOrders?: PayOrderSettings;
  /** OPERATOR_SECRET: the operator endpoints' bearer secret (modules/operator); absent = those endpoints are off. */
  operatorSecret?: string;
}

export interface RateStore {
  /** Counts one hit of `key` in the current fixed window; returns the count so far. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
}

export interface ServerDeps {
  db: Db;
  storage: FileStorage;
  config: ServerConfig;
  rate: RateStore;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ServerDeps;
    /** Uploads in progress at once per upload route (http/limits.ts). */
    uploadsPerRoute: number;
  }
}
