import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hmac, newId, randomToken } from '../../http/crypto';
import { cookieOf } from './login-nonce';

/** The stand-in for "who is signed in to WeChat on this device": a long-lived cookie on /platform. */
export const WX_USER_COOKIE = 'pf_wxuser';
const WX_USER = /^[A-Za-z0-9_-]{1,43}$/;

/** Like WeChat, one user gets one stable openid per official account (appId), another under another. */
export const openidOf = (appId: string, wxUser: string): string => `o${hmac(appId, wxUser).slice(0, 27)}`;

/**
 * The WeChat user of this login: the one a tester picked on the sandbox page (`wxuser`), else the
 * one this browser already is, else a new one; remembered in the browser like WeChat's own login.
 */
export function wechatUserOf(req: FastifyRequest, reply: FastifyReply, picked: string | undefined): string {
  const known = cookieOf(req, WX_USER_COOKIE);
  const wxUser = picked ?? (known && WX_USER.test(known) ? known : randomToken(16));
  if (wxUser !== known) {
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'Set-Cookie',
      `${WX_USER_COOKIE}=${wxUser}; Path=/platform; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return wxUser;
}

/** The school's applicant account holding this openid, created on its first login. */
export async function applicantByOpenid(
  db: Db,
  scope: { tenantId: string; orgId: string },
  openid: string,
): Promise<string> {
  const find = async () => {
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, scope.tenantId), eq(users.wxOpenid, openid)))
      .limit(1);
    return u?.id;
  };
  const found = await find();
  if (found) return found;
  const id = newId('u');
  // Two first logins at once: the unique index keeps one account, the loser reads the winner's.
  await db
    .insert(users)
    .values({
      id,
      tenantId: scope.tenantId,
      orgId: scope.orgId,
      kind: 'applicant',
      account: `wx_${id.slice(2, 12)}`,
      trueName: '',
      openAccountId: newId('oa'),
      wxOpenid: openid,
    })
    .onConflictDoNothing();
  return (await find()) ?? id;
}
