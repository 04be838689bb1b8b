import { route, type RequestOf as Q, type ResponseOf as R } from '../endpoint';
import type * as S from '../startup';

export const SYSTEMCFG_PATH = '/zhxy/systemcfg.js';
export const PLATFORM_LOGIN_PATH = '/platform/login';
export type { SystemCfg } from '../startup';
/** Calls made with a student session (welcome/report): their 401 goes back to the check-in entry. */
export const STUDENT_API_PREFIXES = [
  '/sc-mobile-api/',
  '/welcome-manage-api/',
  '/enrollment-manage-api/api/mobile/welcome/',
] as const;

export const configCenter = route<Q<typeof S.configCenter>, R<typeof S.configCenter>>(
  'POST',
  '/platform/api/config/center',
  'public',
);
export const tokenExchange = route<Q<typeof S.tokenExchange>, R<typeof S.tokenExchange>>(
  'POST',
  '/platform/api/token/exchange',
  'public',
);
export const logout = route<Q<typeof S.logout>, R<typeof S.logout>>(
  'POST',
  '/platform/api/token/logout',
  'user',
);
export const tokenEncrypt = route<Q<typeof S.tokenEncrypt>, R<typeof S.tokenEncrypt>>(
  'POST',
  '/platform/api/token/encrypt',
  'user',
);

/** The login nonce cookie is sent to the token endpoints only (exchange, logout, encrypt). */
export const TOKEN_COOKIE_PATH = '/platform/api/token';

/** The platform's SMS login pages (the reference server's emulation of the platform login). */
export const platformSmsPaths = {
  send: '/platform/api/sms/send',
  login: '/platform/api/sms/login',
  bind: '/platform/api/sms/bind',
} as const;
