import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as R from '../roster';

const p = <T extends string>(rest: T) => `/staff-api/roster/${rest}` as const;

/** 新生名单 (contract/roster.ts): staff session; 学校管理员 and 报到老师 read, 学校管理员 writes. */
export const rosterPaths = {
  list: p('list'),
  options: p('options'),
  mapping: p('mapping'),
  saveMapping: p('mapping/save'),
  generate: p('generate'),
  /** Answers an xlsx file (not the envelope). */
  template: p('import/template'),
  /** multipart `file`: checks every row, writes nothing. */
  preview: p('import/preview'),
  /** multipart `file`: checks again and writes all rows in one transaction, or nothing. */
  commit: p('import/commit'),
} as const;

export const rosterRoles = {
  list: ['admin', 'checkin'],
  options: ['admin', 'checkin'],
  mapping: ['admin'],
  saveMapping: ['admin'],
  generate: ['admin'],
  template: ['admin'],
  preview: ['admin'],
  commit: ['admin'],
} as const satisfies Record<keyof typeof rosterPaths, readonly string[]>;

export type RosterListRequest = z.input<typeof R.list.request>;
export type RosterRow = z.output<typeof R.RosterRow>;
export type RosterStep = z.output<typeof R.rosterStep>;
export type RosterPage = z.output<typeof R.list.response>;
export type RosterOptions = z.output<typeof R.options.response>;
export type RosterMappingView = z.output<typeof R.mapping.response>;
export type RosterMapping = z.output<typeof R.Mapping>;
export type GenerateResult = z.output<typeof R.generate.response>;
export type ImportResult = z.output<typeof R.ImportResult>;

/** The client's routes (zod-free; types from ../roster.ts). */
export const rosterApi = postRoutes<typeof R>()(rosterPaths);
