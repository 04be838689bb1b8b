import type { DormRoom, SchoolClass } from './placement';
import type { RosterChoice } from './gateway';

/** How many students a class or room holds: total, 男, 女. */
export interface PlaceUse {
  name: string;
  used: number;
  men: number;
  women: number;
}

export interface PlacementSetup {
  /** 入学年份 (届) shown; the years the picker offers (newest first); the current season's. */
  year: number;
  years: number[];
  currentYear: number;
  classes: SchoolClass[];
  rooms: DormRoom[];
  classUse: PlaceUse[];
  roomUse: PlaceUse[];
  majors: RosterChoice[];
  noClass: number;
  noRoom: number;
}

export type PlacementKind = 'class' | 'dorm';
export interface AssignOptions {
  /** 入学年份 (届): only that year's classes, rooms and students; absent = the current season's. */
  year?: number;
  kind: PlacementKind;
  majorIds: string[];
  keepPlaced: boolean;
  balanceSex: boolean;
  /** 'import': from the imported roster's 班级 / 宿舍 column (placement-import.ts). */
  source: 'plan' | 'import';
  /** With 'import': create the classes / rooms the file names that do not exist yet. */
  createMissing: boolean;
}
export interface AssignResult {
  dryRun: boolean;
  placed: number;
  unplaced: number;
  items: {
    welcomeId: string;
    name: string;
    major: string;
    sexText: string;
    from: string;
    to: string;
    reason: string;
  }[];
  after: PlaceUse[];
  /** Classes / rooms created (to be created, in a preview) from the imported file. */
  created?: string[];
}

/** The fields staff may correct. */
export interface StudentFields {
  name: string;
  phone: string;
  studentNo: string;
  ticketNo: string;
  majorId: string;
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
}
export interface StudentRecord extends StudentFields {
  welcomeId: string;
  /** Masked. */
  idNumber: string;
  className: string;
  dormitory: string;
  version: number;
  withdrawn: boolean;
  withdrawReason: string;
}

/** 分班 / 分宿, 修改学生信息, 放弃入学 (src-adapters/api/placement-gateway.ts over the staff session). */
export const PlacementGateway = Symbol.for('PlacementGateway');
export interface PlacementGateway {
  /** Absent year: the current season's. */
  setup(year?: number): Promise<PlacementSetup>;
  saveSetup(classes: SchoolClass[], rooms: DormRoom[], year: number): Promise<PlacementSetup>;
  assign(o: AssignOptions, dryRun: boolean): Promise<AssignResult>;
  /** Into a class / room of the student's own 入学年份. */
  move(
    welcomeId: string,
    to: { className?: string; dormitory?: string },
  ): Promise<{ className: string; dormitory: string }>;
  student(welcomeId: string): Promise<StudentRecord>;
  /** A stale `version` fails with code 409. */
  saveStudent(
    welcomeId: string,
    version: number,
    fields: StudentFields,
    reason: string,
  ): Promise<StudentRecord>;
  withdraw(welcomeId: string, reason: string): Promise<StudentRecord>;
  undoWithdraw(welcomeId: string): Promise<StudentRecord>;
}
