import type { DeskStep, DeskPublicKey, SignedDayList } from './day-list';
import type { DeskMark, SyncResult } from './queue';

/** One desk step of a student as the server knows it: done or not, by whom and when (ISO). */
export interface DeskStepState {
  key: string;
  name: string;
  done: boolean;
  by: string | null;
  at: string | null;
}

/** A student at the desk (contract/desk.ts DeskStudent). */
export interface DeskStudent {
  welcomeId: string;
  name: string;
  studentNo: string;
  className: string;
  major: string;
  idMasked: string;
  /** 'onsite': 到校现场核验 — check the ID card at 报到. */
  method: 'photo' | 'onsite';
  /** A short-lived link to the face photo; null when none. */
  photoUrl: string | null;
  /** The photo is uploaded and not yet approved: shown marked 待审核, the ID card is checked. */
  photoPending: boolean;
  steps: DeskStepState[];
}

export interface MarkInput {
  nonce: string;
  step: string;
  passToken?: string;
  welcomeId?: string;
  idCardChecked: boolean;
  deviceId?: string;
}

export interface MarkAnswer {
  /** marked: done now; duplicate: this nonce was already stored; already: another scan did it first. */
  result: 'marked' | 'duplicate' | 'already';
  message: string;
  by: string;
  at: string;
  student: DeskStudent;
}

/** The check-in desk's server calls (staff session, role 报到老师 or 管理员; contract/desk.ts). */
export interface DeskGateway {
  steps(): Promise<DeskStep[]>;
  scan(passToken: string): Promise<DeskStudent>;
  search(q: string): Promise<DeskStudent[]>;
  mark(input: MarkInput): Promise<MarkAnswer>;
  /** 撤销 a step's mark (the order rule of src-domain/journeys/desk-steps.ts); needs the network. */
  undo(welcomeId: string, step: string): Promise<{ message: string; student: DeskStudent }>;
  sync(deviceId: string, marks: readonly DeskMark[]): Promise<SyncResult[]>;
  publicKey(): Promise<DeskPublicKey>;
  dayList(): Promise<SignedDayList>;
}
export const DeskGateway = Symbol.for('DeskGateway');

/** The desk device's own storage (localStorage in the browser): the queue, the day list, the key. */
export interface DeskStore {
  read(key: string): string | null;
  write(key: string, text: string | null): void;
}
export const DeskStore = Symbol.for('DeskStore');

export const DESK_KEYS = {
  queue: 'zs:desk-queue',
  dayList: 'zs:desk-day-list',
  publicKey: 'zs:desk-public-key',
  device: 'zs:desk-device',
} as const;
