import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/** Issue 33: the staff role names are declared once (src-domain/journeys/codes.ts STAFF_ROLES). */
const root = fileURLToPath(new URL('../..', import.meta.url));
const HOME = 'src-domain/journeys/codes.ts';
const LAYERS = ['src', 'src-ui', 'src-domain', 'src-adapters', 'contract', 'server/src'];

function sources(dir: string): string[] {
  return readdirSync(`${root}${dir}`).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(`${root}${rel}`).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

const NAME = `['"](?:admin|admissions|checkin)['"]`;
const RUN = new RegExp(`${NAME}\\s*[,|]\\s*${NAME}\\s*[,|]\\s*${NAME}`, 'g');

/** All three names in one list or one union, in any order: a second declaration of the roles. */
const declaresRoles = (text: string): boolean =>
  [...text.matchAll(RUN)].some((m) => new Set(m[0].match(/admin|admissions|checkin/g)).size === 3);

describe('staff role names', () => {
  test('the check sees a second declaration, as a list or as a union', () => {
    expect(declaresRoles("export type R = 'admin' | 'admissions' | 'checkin';")).toBe(true);
    expect(declaresRoles("const ALL = ['checkin', 'admin', 'admissions'];")).toBe(true);
    expect(declaresRoles("roles: ['admin', 'admissions'],")).toBe(false);
  });

  test('no production file but journeys/codes.ts declares them', () => {
    const offenders = LAYERS.flatMap(sources)
      .filter((f) => f !== HOME)
      .filter((f) => declaresRoles(readFileSync(`${root}${f}`, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
