import type { RosterMapping } from './mapping';
import type { RosterRowError } from './row-rules';

/** A student's check-in progress, in order (the list's 报到环节 filter). */
export type RosterStep = 'notReported' | 'reported' | 'confirmed' | 'photoApproved' | 'arrived';

export interface RosterStudent {
  welcomeId: string;
  name: string;
  /** Masked unless asked unmasked by 学校管理员. */
  idNumber: string;
  phone: string;
  studentNo: string;
  majorId: string | null;
  major: string;
  className: string;
  dormitory: string;
  planName: string;
  step: RosterStep;
  stepText: string;
  arrived: boolean;
  withdrawn: boolean;
  withdrawReason: string;
}

export interface RosterQuery {
  q?: string;
  planId?: string;
  majorId?: string;
  className?: string;
  step?: RosterStep;
  arrived?: boolean;
  page: number;
  pageSize: number;
  unmask?: boolean;
}

export interface RosterChoice {
  value: string;
  label: string;
}
export interface RosterOptions {
  plans: RosterChoice[];
  majors: RosterChoice[];
  classes: string[];
  steps: RosterChoice[];
}

export interface MappingView {
  mapping: RosterMapping;
  saved: boolean;
  fields: RosterChoice[];
}

export interface GenerateItem {
  registrationId: string;
  name: string;
  idNumber: string;
  planName: string;
  action: 'create' | 'update' | 'skip';
  reason: string;
}
export interface GenerateResult {
  dryRun: boolean;
  created: number;
  updated: number;
  skipped: number;
  items: GenerateItem[];
}

export interface ImportResult {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errorCount: number;
  errors: RosterRowError[];
  written: boolean;
}

/** 新生名单's calls (src-adapters/api/roster-gateway.ts over the staff session). */
export const RosterGateway = Symbol.for('RosterGateway');
export interface RosterGateway {
  list(q: RosterQuery): Promise<{ total: number; rows: RosterStudent[] }>;
  options(): Promise<RosterOptions>;
  mapping(): Promise<MappingView>;
  saveMapping(mapping: RosterMapping): Promise<MappingView>;
  generate(planIds: string[], dryRun: boolean): Promise<GenerateResult>;
  /** The xlsx template, to save. */
  template(): Promise<{ filename: string; blob: Blob }>;
  /** Checks every row of the file; writes nothing. */
  preview(file: Blob, name: string): Promise<ImportResult>;
  /** Writes all rows in one transaction, or nothing when any row is bad. */
  commit(file: Blob, name: string): Promise<ImportResult>;
}
