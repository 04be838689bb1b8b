import { postRoutes } from '../endpoint';
import type { z } from 'zod';
import type * as K from '../corrections';
import { STAFF_BASE } from './staff';

const p = <T extends string>(rest: T) => `${STAFF_BASE}corrections/${rest}` as const;

/** 更正 (issue 36 item 4): staff correct a registration's answers and a roster row (contract/corrections.ts). */
export const correctionPaths = {
  /** The registration's own form version, its answers, its version stamp and its review history. */
  registrationForm: p('registration/form'),
  correctRegistration: p('registration/save'),
  correctIdNumber: p('roster/id-number'),
  removeStudent: p('roster/remove'),
  removedStudents: p('roster/removed'),
  restoreStudent: p('roster/restore'),
} as const;

/** Who may call each (src-domain/staff/roles.ts: 'correct' and 'rosterWrite'). */
export const correctionRoles = {
  registrationForm: ['admin', 'admissions'],
  correctRegistration: ['admin', 'admissions'],
  correctIdNumber: ['admin'],
  removeStudent: ['admin'],
  removedStudents: ['admin'],
  restoreStudent: ['admin'],
} as const satisfies Record<keyof typeof correctionPaths, readonly string[]>;

export type RegistrationForm = z.output<typeof K.registrationForm.response>;
export type ReviewEvent = z.output<typeof K.ReviewEvent>;
export type CorrectionResult = z.output<typeof K.correctRegistration.response>;
export type FieldChange = z.output<typeof K.FieldChange>;
export type RemovedStudent = z.output<typeof K.RemovedStudent>;

/** The client's routes (zod-free; types from ../corrections.ts). */
export const correctionsApi = postRoutes<typeof K>()(correctionPaths);
