import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration for whatever changed in the Drizzle schema. The
// hand-written 0001…0110 files are the baseline (meta/ holds the snapshot they produce); timestamp
// prefixes sort after them, so server/src/db/migrate.ts applies everything in name order.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
  migrations: { prefix: 'timestamp' },
});
