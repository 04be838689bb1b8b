import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as P from '../placement';

const p = <T extends string>(rest: T) => `/staff-api/roster/${rest}` as const;

/**
 * 分班 / 分宿 and 修改学生信息 / 放弃入学 (contract/placement.ts): staff session; 学校管理员 and 报到老师
 * read the classes and rooms, only 学校管理员 changes anything.
 */
export const placementPaths = {
  setup: p('placement'),
  saveSetup: p('placement/save'),
  /** `dryRun: true` answers the preview and writes nothing. */
  assign: p('placement/assign'),
  move: p('placement/move'),
  student: p('student'),
  saveStudent: p('student/save'),
  withdraw: p('student/withdraw'),
  undoWithdraw: p('student/withdraw/undo'),
} as const;

export const placementRoles = {
  setup: ['admin', 'checkin'],
  saveSetup: ['admin'],
  assign: ['admin'],
  move: ['admin'],
  student: ['admin'],
  saveStudent: ['admin'],
  withdraw: ['admin'],
  undoWithdraw: ['admin'],
} as const satisfies Record<keyof typeof placementPaths, readonly string[]>;

export type PlacementSetup = z.output<typeof P.setup.response>;
export type PlacementSetupInput = z.input<typeof P.saveSetup.request>;
export type AssignRequest = z.input<typeof P.assign.request>;
export type AssignResult = z.output<typeof P.assign.response>;
export type MoveRequest = z.input<typeof P.move.request>;
export type StudentRecord = z.output<typeof P.StudentRecord>;
export type StudentFields = z.output<typeof P.StudentFields>;

/** The client's routes (zod-free; types from ../placement.ts). */
export const placementApi = postRoutes<typeof P>()(placementPaths);
