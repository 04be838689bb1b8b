import { fileURLToPath } from 'node:url';
import { zodFreeContract } from '../../../scripts/vite-zod-free-contract';

/**
 * What the client bundle receives for `contract/<area>.ts`: the vite plugin's zod-free module
 * (scripts/vite-zod-free-contract.ts), evaluated — its exports as plain data.
 */
export async function clientContract(area: string): Promise<Record<string, unknown>> {
  const file = fileURLToPath(new URL(`../../../contract/${area}.ts`, import.meta.url));
  const load = zodFreeContract().load as { handler: (id: string) => Promise<string> };
  const src = await load.handler(file);
  const out: Record<string, unknown> = {};
  // The module is `export const name = <literal>;` lines only.
  new Function('out', src.replace(/^export const (\w+) = /gm, 'out.$1 = '))(out);
  return out;
}
