import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orgs } from '../db/schema';
import { DEMO_SCHOOLS } from './demo-data';

/**
 * Whether a start seeds the demo schools into an empty database. `npm start` does (the README's
 * first command shows a working demo school); `SEED=none` and any `NODE_ENV=production` start never
 * do, whatever the caller asked: demo accounts never exist in production.
 */
export function seedsDemo(env: NodeJS.ProcessEnv, asked: boolean | undefined): boolean {
  const seed = env.SEED ?? '';
  if (seed !== '' && seed !== 'demo' && seed !== 'none')
    throw new Error(`SEED must be "demo" or "none" (got "${seed}")`);
  if (env.NODE_ENV === 'production' || seed === 'none') return false;
  return asked ?? true;
}

/** What to print when a start finds no school: how the operator creates the first one. */
export const FIRST_SCHOOL_HINT = [
  '数据库中还没有学校。创建第一所学校及其学校管理员：',
  '  npm run school -- create --tenant <租户编号> --org <学校编号> --name <学校名称> --admin-phone <手机号>',
  '（服务器运行中且使用内置数据库时，请先设置 OPERATOR_SECRET 再启动服务器，命令会经由服务器写入。）',
].join('\n');

/** The demo schools found in a database (production refuses to start on one: demo accounts never exist there). */
export async function demoSchoolsIn(db: Db): Promise<string[]> {
  const found = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(
      inArray(
        orgs.id,
        DEMO_SCHOOLS.map((s) => s.orgId),
      ),
    );
  return found.map((o) => o.id);
}
