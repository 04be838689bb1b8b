import type { z } from 'zod';
import type * as O from '../operator';

/** Operator API of a running server: `Authorization: Bearer <OPERATOR_SECRET>`; off when unset. */
export const OPERATOR_BASE = '/operator-api/';
export const operatorPaths = {
  createSchool: `${OPERATOR_BASE}schools/create`,
  listSchools: `${OPERATOR_BASE}schools/list`,
  renameSchool: `${OPERATOR_BASE}schools/rename`,
  disableSchool: `${OPERATOR_BASE}schools/disable`,
  enableSchool: `${OPERATOR_BASE}schools/enable`,
  createStaff: `${OPERATOR_BASE}staff/create`,
} as const;
export type OperatorCall = keyof typeof operatorPaths;

export type CreateSchoolRequest = z.input<typeof O.createSchool.request>;
export type CreateSchoolResponse = z.output<typeof O.createSchool.response>;
export type { SchoolItem } from '../operator';
