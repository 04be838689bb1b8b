import type { DownloadedFile } from './types';

/** The shapes of contract/lottery.ts (the domain imports no contract): the draw as published. */
export interface DrawGroupView {
  id: string;
  name: string;
  places?: number | undefined;
}
export interface DrawnEntryView {
  regNo: string;
  groupId: string;
  key: string;
  rank: number;
  admitted: boolean;
  /** 候补 position in the draw's result (1-based), null when admitted. */
  waitlist: number | null;
}
/** The public record: commitment, then (after the draw) the seed and the order. */
export interface PublicDraw {
  planId: string;
  planName: string;
  schoolName: string;
  algorithm: string;
  seedHash: string;
  places: number;
  groups: DrawGroupView[];
  entries: { regNo: string; groupId: string }[];
  committedAt: string;
  observer: string;
  seed: string | null;
  drawnAt: string | null;
  order: DrawnEntryView[] | null;
}
export interface LotteryRowView {
  registrationId: string;
  regNo: string;
  name: string;
  groupId: string;
  state: string;
  stateText: string;
  rank: number | null;
  deadline: string | null;
}
export interface LotteryView {
  planId: string;
  planName: string;
  places: number;
  groups: DrawGroupView[];
  endAt: string;
  windowClosed: boolean;
  confirmHours: number;
  rows: LotteryRowView[];
  draw: (PublicDraw & { committedBy: string; drawnBy: string | null }) | null;
  /** 摇号公示 on this server, no login (the link or QR handed out). */
  publicPath: string;
}

export type LotteryStage = 'open' | 'committed' | 'drawn';
export interface LotteryPlanChoice {
  planId: string;
  name: string;
  stage: LotteryStage;
}

/** 摇号 over the staff session (port; adapter: src-adapters/api/lottery-gateway.ts, contract/lottery.ts). */
export const LotteryGateway = Symbol.for('LotteryGateway');
export interface LotteryGateway {
  plans(): Promise<LotteryPlanChoice[]>;
  get(planId: string): Promise<LotteryView>;
  /** Publishes the commitment (SHA-256 of the seed, the frozen list); the window must have closed. */
  commit(planId: string, observer: string): Promise<LotteryView>;
  /** Reveals the seed and stores the result: once, never undone. */
  draw(planId: string, observer: string): Promise<LotteryView>;
  exportDraw(planId: string): Promise<DownloadedFile>;
}
