import type { ServerConfig } from './http/deps';

export const DEFAULT_CONFIG: Omit<ServerConfig, 'secret'> = {
  sessionTtlMs: 7 * 24 * 3600_000,
  ticketTtlMs: 5 * 60_000,
  reportPerMinute: 20,
  appId: process.env.WX_APP_ID ?? 'wx0000000000demo',
};
