import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { StaffRole } from '@contract/staff';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createStaff } from '../modules/staff/accounts';

// `npm run staff -- create --org <orgId> --name … --phone … --role admin`: prints the first password once.
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    org: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    role: { type: 'string' },
  },
});
const role = StaffRole.safeParse(values.role ?? 'admin');
if (positionals[0] !== 'create' || !values.org || !values.name || !values.phone || !role.success) {
  console.error(
    '用法: npm run staff -- create --org <orgId> --name <姓名> --phone <手机号> --role admin|admissions|checkin',
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pg') });
try {
  await migrate(database.db);
  const { id, password } = await createStaff(database.db, {
    orgId: values.org,
    name: values.name,
    phone: values.phone,
    role: role.data,
  });
  console.log(`账号 ${id} 已创建。初始密码（仅显示这一次，首次登录须修改）：${password}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
} finally {
  await database.close();
}
