import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * Issue 33: each operation is declared once, in `contract/<area>.ts`, with its zod schemas beside
 * its path and access. The server parses with the schemas; the browser needs only the data (method,
 * path, access, action, constants). This plugin loads a contract module in Node at build time and
 * hands the browser bundle its exports as plain data: zod schemas and functions are left out, so zod
 * never reaches the client. A client import of something that is only a schema or a function fails
 * the build as a missing export. Types are untouched (TypeScript reads the real module).
 */
// The area modules (contract/<area>.ts). endpoint.ts holds only helpers and types: bundled as written.
const CONTRACT = /[\\/]contract[\\/](?!endpoint\.ts$)[^\\/]+\.ts$/;

const isSchema = (v: unknown) => typeof v === 'object' && v !== null && '_zod' in v;

/**
 * A value as JavaScript source, schemas left out (undefined); objects and arrays walked. A top-level
 * function is left out too (a client import of it fails the build); one inside an object throws,
 * since a namespace or member access to it would be undefined only at run time.
 */
function literal(v: unknown, where: string, top = false): string | undefined {
  if (isSchema(v) || v === undefined) return undefined;
  if (typeof v === 'function') {
    if (top) return undefined;
    throw new Error(`contract ${where}: a function inside an exported object cannot reach the client`);
  }
  if (v instanceof RegExp) return v.toString();
  if (Array.isArray(v)) return `[${v.map((x, i) => literal(x, `${where}[${i}]`) ?? 'undefined').join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    if (Object.getPrototypeOf(v) !== Object.prototype && Object.getPrototypeOf(v) !== null)
      throw new Error(`contract ${where}: only plain data, schemas and functions may be exported`);
    const parts: string[] = [];
    for (const [k, x] of Object.entries(v)) {
      const p = literal(x, `${where}.${k}`);
      if (p !== undefined) parts.push(`${JSON.stringify(k)}:${p}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(v);
}

export function zodFreeContract(): Plugin {
  return {
    name: 'zs-zod-free-contract',
    enforce: 'pre',
    apply: 'build',
    load: {
      filter: { id: CONTRACT },
      async handler(id) {
        const file = id.split('?')[0]!;
        const mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
        const lines: string[] = [];
        for (const [name, v] of Object.entries(mod)) {
          const src = name === 'default' ? undefined : literal(v, `${file}: ${name}`, true);
          if (src !== undefined) lines.push(`export const ${name} = ${src};`);
        }
        return lines.join('\n');
      },
    },
    resolveId(source, importer) {
      // The guard: nothing in the browser bundle imports zod.
      if ((source === 'zod' || source.startsWith('zod/')) && importer && !importer.includes('node_modules'))
        this.error(`zod reached the client bundle from ${importer} (import contract declarations as data)`);
      return null;
    },
  };
}
