import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';

/**
 * The rule "a setting has a reader" (issue 34): every key a staff screen saves is read by production
 * code that acts on it. The writers and viewers of a settings screen (the module that saves and shows
 * it, the defaults and types of the stored settings, the screen's own model) do not count as readers.
 */
export const NOT_READERS = [
  /^server\/src\/modules\/(school-settings|checkin-settings)\//,
  /^server\/src\/school\/settings\.ts$/,
  /^src-domain\/staff\/(school-settings|checkin-settings)\.ts$/,
];
const ROOTS = ['server/src', 'src-domain'];

/**
 * The keys of a zod schema that hold a value (sections, objects of keys, are walked into, not listed;
 * arrays, optionals, defaults and pipes unwrapped).
 */
export function schemaKeys(schema: z.ZodType): string[] {
  const out = new Set<string>();
  /** Walks `s`; true when it is (or wraps) an object of keys. */
  const walk = (s: z.ZodType): boolean => {
    const def = (s as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
    if (def.type === 'object') {
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) if (!walk(v)) out.add(k);
      return true;
    }
    let obj = false;
    for (const inner of ['innerType', 'element', 'valueType', 'in'] as const)
      if (def[inner]) obj = walk(def[inner] as z.ZodType) || obj;
    return obj;
  };
  walk(schema);
  return [...out];
}

function productionFiles(root: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const path = relative(root, full).split('\\').join('/');
        if (!NOT_READERS.some((re) => re.test(path))) files.push({ path, text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const r of ROOTS) visit(join(root, r));
  return files;
}

/** Keys of `schema` that no production file outside the writers names (as `.key`, `key:`, `'key'` or `->>'key'`). */
export function unreadKeys(schema: z.ZodType, root: string): string[] {
  const files = productionFiles(root);
  return schemaKeys(schema).filter((k) => {
    const read = new RegExp(`(\\.${k}\\b|\\b${k}\\s*[:?]|['"\`]${k}['"\`])`);
    return !files.some((f) => read.test(f.text));
  });
}
