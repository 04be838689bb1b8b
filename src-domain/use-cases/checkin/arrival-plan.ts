import { chinaDateString } from '../../time/china-time';
import type { ArrivalPlan, ArriveModeKey, CheckinGateway } from '../../ports/checkin-gateway';
import type { Session } from '../../ports/session';
import type { KeyValueStore } from '../../ports/storage';
import { loadFailureText, type Outcome, outcomeOf } from '../outcome';

export const ARRIVAL_TEXT = {
  mode: '请选择到校方式',
  date: '请选择预计到校日期',
  range: (from: string, to: string) => `请选择 ${from} 至 ${to} 之间的日期`,
  saved: '到校信息已登记',
} as const;

export interface ArrivalWindow {
  from: string;
  to: string;
}

/** The dates offered: the school's reporting window, from today in China when that is later; null when unset. */
export function arrivalWindow(
  setting: { reportStart: string; reportEnd: string },
  now: Date,
): ArrivalWindow | null {
  if (!setting.reportStart || !setting.reportEnd) return null;
  const today = chinaDateString(now);
  return { from: setting.reportStart > today ? setting.reportStart : today, to: setting.reportEnd };
}

export interface ArrivalDeps {
  checkin: CheckinGateway;
  session: Session;
  /** The device's copy of the saved plan, per student. */
  local: KeyValueStore;
}

export type SavedArrivalPlan = ArrivalPlan & { savedAt: string };

const key = (session: Session) => `checkinArrival:${session.userInfo().welcomeId ?? ''}`;

/** The plan this student saved on this device, if any (an unreadable copy is ignored). */
export function savedArrivalPlan(deps: Omit<ArrivalDeps, 'checkin'>): SavedArrivalPlan | null {
  try {
    return JSON.parse(deps.local.get(key(deps.session)) ?? 'null') as SavedArrivalPlan | null;
  } catch {
    return null;
  }
}

export interface ArrivalInput {
  mode: ArriveModeKey | '';
  date: string;
  companions: number;
  trafficNo: string;
}

export type ArrivalResult = { kind: 'invalid'; error: string } | Outcome<{ savedAt: string }>;

/** 报到信息登记: checked against the window, saved on the server, kept on the device (once saved). */
export async function saveArrivalPlan(
  deps: ArrivalDeps,
  input: ArrivalInput,
  window: ArrivalWindow | null,
): Promise<ArrivalResult> {
  if (!input.mode) return { kind: 'invalid', error: ARRIVAL_TEXT.mode };
  if (!input.date) return { kind: 'invalid', error: ARRIVAL_TEXT.date };
  if (window && (input.date < window.from || input.date > window.to))
    return { kind: 'invalid', error: ARRIVAL_TEXT.range(window.from, window.to) };
  const trafficNo = input.trafficNo.trim();
  const body: ArrivalPlan = {
    arriveMode: input.mode,
    arriveDate: input.date,
    companions: input.companions,
    ...(trafficNo ? { trafficNo } : {}),
  };
  return outcomeOf(async () => {
    const res = await deps.checkin.studentReport(body);
    deps.local.set(key(deps.session), JSON.stringify({ ...body, savedAt: res.savedAt }));
    return { savedAt: res.savedAt };
  }, loadFailureText);
}
