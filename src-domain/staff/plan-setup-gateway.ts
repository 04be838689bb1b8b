import type { PlanLifecycleState } from '../journeys/plan-lifecycle';

/** A plan as the school sets it up (contract/plan-setup.ts); times are ISO with +08:00, fee in fen. */
export interface PlanSetupRow {
  id: string;
  name: string;
  state: PlanLifecycleState;
  quota: number;
  taken: number;
  fee: number;
  startAt: string;
  endAt: string;
  resultsPublishAt: string | null;
  templateId: string;
  formName: string;
  formVersion: number;
  counts: { pending: number; approved: number; rejected: number };
}

export interface PlanSetupDetail extends PlanSetupRow {
  description: string;
  payAtRegistration: boolean;
  majorIds: string[];
  contact: string;
}

export interface PlanTermsInput {
  name: string;
  description: string;
  quota: number;
  startAt: string;
  endAt: string;
  resultsPublishAt: string;
  fee: number;
  payAtRegistration: boolean;
  majorIds: string[];
  contact: string;
  templateId: string;
  formVersion: number;
}

export interface PlanFormChoice {
  templateId: string;
  name: string;
  versions: { version: number; publishedAt: string; fieldCount: number }[];
}

export interface PlanSetupOptions {
  majors: { id: string; name: string }[];
  forms: PlanFormChoice[];
}

/** 招生计划 setup over the staff session (port; adapter: src-adapters/api/plan-setup-gateway.ts). */
export const PlanSetupGateway = Symbol.for('PlanSetupGateway');
export interface PlanSetupGateway {
  list(): Promise<PlanSetupRow[]>;
  get(planId: string): Promise<PlanSetupDetail>;
  options(): Promise<PlanSetupOptions>;
  create(t: PlanTermsInput): Promise<PlanSetupDetail>;
  save(planId: string, t: PlanTermsInput): Promise<PlanSetupDetail>;
  close(planId: string): Promise<PlanSetupDetail>;
  reopen(planId: string): Promise<PlanSetupDetail>;
  copy(planId: string): Promise<PlanSetupDetail>;
}
