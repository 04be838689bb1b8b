import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { commandDataDirOrExit, holdForCommand } from './embedded-guard';
import { diskStorage } from '../files/storage';
import { seedDemo, truncateAll } from '../seed';

// `npm run seed [-- --reset]`: migrate and seed the demo schools; --reset empties everything first.
const reset = process.argv.includes('--reset');
const dataDir = commandDataDirOrExit();
const databaseUrl = process.env.DATABASE_URL;
const lock = holdForCommand(dataDir, databaseUrl);
if (reset && !databaseUrl) rmSync(join(dataDir, 'pg'), { recursive: true, force: true });
if (reset) rmSync(join(dataDir, 'files'), { recursive: true, force: true });
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pg') });
try {
  await migrate(database.db);
  if (reset && databaseUrl) await truncateAll(database.db);
  const seeded = await seedDemo(database.db, diskStorage(join(dataDir, 'files')));
  console.log(seeded ? 'Demo data seeded.' : 'Database already has data (use --reset to start over).');
} finally {
  await database.close();
  lock?.release();
}
