import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/src/db/schema';

const META = join(__dirname, '../../server/src/db/migrations/meta');

/** drizzle-kit's last snapshot (what `npm run db:generate` diffs the schema against). */
function lastSnapshot() {
  const journal = JSON.parse(readFileSync(join(META, '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  const file = readdirSync(META).find((f) => f === `${last.tag.split('_')[0]}_snapshot.json`);
  if (!file) throw new Error(`no snapshot for ${last.tag}`);
  return JSON.parse(readFileSync(join(META, file), 'utf8')) as Parameters<typeof generateMigration>[0];
}

describe('drizzle-kit snapshot', () => {
  it('matches the Drizzle schema: db:generate has nothing to write', async () => {
    const prev = lastSnapshot();
    const cur = generateDrizzleJson(schema, prev.id);
    expect(await generateMigration(prev, cur)).toEqual([]);
  });
  it('would notice a change (a new column gives a statement)', async () => {
    const prev = lastSnapshot();
    const cur = generateDrizzleJson(schema, prev.id);
    const tables = (cur as unknown as { tables: Record<string, { columns: Record<string, unknown> }> })
      .tables;
    tables['public.tenants']!.columns['motto'] = {
      name: 'motto',
      type: 'text',
      primaryKey: false,
      notNull: false,
    };
    expect((await generateMigration(prev, cur)).join('\n')).toContain('"motto"');
  });
});
