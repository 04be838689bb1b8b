import { postRoutes } from '../endpoint';
import type * as C from '../plan-setup';
import { STAFF_BASE } from './staff';

const p = <T extends string>(rest: T) => `${STAFF_BASE}${rest}` as const;

export const planSetupPaths = {
  list: p('plans/setup-list'),
  get: p('plans/get'),
  create: p('plans/create'),
  save: p('plans/save'),
  close: p('plans/close'),
  reopen: p('plans/reopen'),
  copy: p('plans/copy'),
  /** The choices of the editor: the school's majors and its forms with their published versions. */
  options: p('plans/options'),
  forms: p('forms/list'),
  form: p('forms/get'),
  saveDraft: p('forms/save-draft'),
  publish: p('forms/publish'),
  movePlans: p('forms/move-plans'),
} as const;

/** 招生计划 and 报名表设计 routes for the client (zod-free; types from ../plan-setup.ts). */
export const planSetupApi = postRoutes<typeof C>()(planSetupPaths);
