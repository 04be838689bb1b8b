import { z } from 'zod';
import { text, userInfo } from './common';
import { endpoint } from './endpoint';

/** GET /zhxy/systemcfg.js: a script that sets `window.systemcfg` (spec section 7, start-up 1). */
export const SYSTEMCFG_PATH = '/zhxy/systemcfg.js';
export interface SystemCfg {
  baseUrl: string;
  mobile: { openVConsole: boolean; appId: string; environment: string };
}

/** Start-up 2: the platform config centre; needs no tenant. */
export const configCenter = endpoint({
  method: 'POST',
  path: '/platform/api/config/center',
  access: 'public',
  request: z.object({
    baseUrl: text('baseUrl', 500).optional(),
    manually: text('网络模式', 32).default('none'),
  }),
  response: z.object({
    platformGatewayUrl: z.string(),
    platformFnUrl: z.string(),
    manually: z.string(),
    ysktGatewayUrl: z.string(),
    ysCry: z.object({ enabled: z.boolean(), algorithm: z.string(), publicKey: z.string() }),
  }),
});

/** 退出登录: revokes this session on the server (any logged-in user). */
export const logout = endpoint({
  method: 'POST',
  path: '/platform/api/token/logout',
  access: 'user',
  request: z.object({}),
  response: z.object({}),
});

/** Start-up 3: the one-time URL accesstoken → a session token and the user info. Needs no tenant. */
export const tokenExchange = endpoint({
  method: 'POST',
  path: '/platform/api/token/exchange',
  access: 'public',
  request: z.object({
    baseUrl: text('baseUrl', 500).optional(),
    token: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/)
      .describe('accesstoken'),
    getInfo: z.boolean().optional(),
  }),
  response: z.object({ token: z.string(), userInfo }),
});

/** Start-up 4: the encrypted token for `{{accesstoken}}` in configured URLs (a one-time accesstoken). */
export const tokenEncrypt = endpoint({
  method: 'POST',
  path: '/platform/api/token/encrypt',
  access: 'user',
  request: z.object({ baseUrl: text('baseUrl', 500).optional(), token: text('token', 200).optional() }),
  response: z.object({ accessToken: z.string() }),
});

/**
 * GET /platform/login?tenantId=&orgId=&redirect=: the stand-in for WeChat OAuth login. Makes an
 * applicant account and answers 302 to `redirect` (same origin only) with `accesstoken=` added.
 */
export const PLATFORM_LOGIN_PATH = '/platform/login';
export const platformLoginQuery = z.object({
  tenantId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .describe('tenantId'),
  orgId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .describe('orgId'),
  redirect: z.string().max(2000).optional().describe('redirect'),
  /** Sandbox: which WeChat user the tester is (the same name always gets the same openid). */
  wxuser: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,43}$/)
    .optional()
    .describe('wxuser'),
  /** Like WeChat OAuth: snsapi_base is silent, snsapi_userinfo asks for consent first. */
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']).optional().describe('scope'),
  /** The answer of the consent page (snsapi_userinfo). */
  consent: z.enum(['allow', 'deny']).optional().describe('consent'),
});

/** Calls made with a student session (welcome/report): their 401 goes back to the check-in entry. */
export const STUDENT_API_PREFIXES = [
  '/sc-mobile-api/',
  '/welcome-manage-api/',
  '/enrollment-manage-api/api/mobile/welcome/',
] as const;

/** The login nonce cookie is sent to the token endpoints only (exchange, logout, encrypt). */
export const TOKEN_COOKIE_PATH = '/platform/api/token';

/** The platform's SMS login pages (the reference server's emulation of the platform login). */
export const platformSmsPaths = {
  send: '/platform/api/sms/send',
  login: '/platform/api/sms/login',
  bind: '/platform/api/sms/bind',
} as const;
