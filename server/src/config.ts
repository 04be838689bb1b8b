import type { ServerConfig } from './http/deps';

export const DEFAULT_CONFIG: Omit<ServerConfig, 'secret'> = {
  sessionTtlMs: 7 * 24 * 3600_000,
  ticketTtlMs: 5 * 60_000,
  reportPerMinute: 20,
  appId: process.env.WX_APP_ID ?? 'wx0000000000demo',
  ...staffLoginsPerIp(process.env.STAFF_LOGINS_PER_IP),
};

/** STAFF_LOGINS_PER_IP: a positive whole number, or unset (the default); a wrong value stops the start. */
function staffLoginsPerIp(raw: string | undefined): { staffLoginsPerIp?: number } {
  if (raw === undefined || raw === '') return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`STAFF_LOGINS_PER_IP must be a positive whole number, not "${raw}"`);
  return { staffLoginsPerIp: n };
}
