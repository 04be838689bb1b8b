import { DEMO_SCHOOLS, entryUrl } from './seed/demo-data';
import { FIRST_SCHOOL_HINT, seedsDemo } from './seed/mode';
import { dataDirOf } from './data-dir';
import { startServer } from './start';
import { SPA_PREFIX } from './web/spa';

// `npm run server` / scripts/start.mjs: PORT, HOST, DATA_DIR, DATABASE_URL (DATABASE_SCHEMA: its search_path), REDIS_URL.
const server = await startServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: dataDirOf(process.env),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.DATABASE_SCHEMA ? { schema: process.env.DATABASE_SCHEMA } : {}),
  ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
  logger: process.env.LOG === '1',
});

console.log(`招生迎新 reference server${server.seeded ? ' (demo data seeded)' : ''}`);
if (server.signingKeys.generated)
  console.log(
    `Generated a signing key for this demo: ${server.signingKeys.source} (mode 0600, kept across restarts). ` +
      'In production set SIGNING_KEYS_FILE or SIGNING_KEYS, the same on every instance.',
  );
for (const a of server.demoStaff)
  console.log(
    `教师工作台 ${a.schoolName}（orgId=${a.orgId}）学校管理员 ${a.phone}，初始密码 ${a.password}` +
      '（仅显示这一次，首次登录须修改）',
  );
if (seedsDemo(process.env, true)) {
  for (const s of DEMO_SCHOOLS) {
    console.log(`\n${s.schoolName}  tenantId=${s.tenantId} orgId=${s.orgId}  ${entryUrl(server.url, s)}`);
    for (const st of s.students)
      console.log(`  ${st.name}  ${st.idNumber}  准考证号 ${st.ticketNo}  [${st.state}]`);
  }
  console.log(`\nOpen: ${entryUrl(server.url)}`);
} else {
  // SEED=none / production: no demo school; a school's staff sign in at staff.html?orgId=<学校编号>.
  if (server.schools === 0) console.log(`\n${FIRST_SCHOOL_HINT}`);
  console.log(`\nOpen: ${server.url}${SPA_PREFIX}staff.html?orgId=<学校编号>`);
}

for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => {
    void server.close().then(() => process.exit(0));
  });
