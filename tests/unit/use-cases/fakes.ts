import type { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import type { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import type { CheckinGateway, CheckinProgress, StudentDetail } from '@domain/ports/checkin-gateway';
import type { HttpFailure } from '@domain/ports/http';
import type { Session } from '@domain/ports/session';
import type { UserInfo } from '@domain/identity/user-info';
import { idCheckDigit } from '@domain/identity/id-number';

/** A valid 18-digit identity number (born 2010-03-07). */
const base17 = '11010520100307123';
export const ID = base17 + idCheckDigit(base17);

export const clockAt = (iso: string) => ({ now: () => new Date(iso) });

export const failure = (code: number, msg = '失败', kind: HttpFailure['kind'] = 'server'): HttpFailure => ({
  kind,
  code,
  msg,
});

/** A gateway whose unscripted methods fail the test; every call is recorded. */
function scripted<G extends object>(name: string, impl: Partial<G>): G & { calls: [string, unknown[]][] } {
  const calls: [string, unknown[]][] = [];
  return new Proxy(impl as G & { calls: typeof calls }, {
    get(target, prop) {
      if (prop === 'calls') return calls;
      const f = (target as Record<string | symbol, unknown>)[prop];
      if (typeof f !== 'function')
        return (...args: unknown[]) => {
          calls.push([String(prop), args]);
          throw new Error(`${name}.${String(prop)} not scripted`);
        };
      return (...args: unknown[]) => {
        calls.push([String(prop), args]);
        return (f as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}

export const fakeCheckin = (impl: Partial<CheckinGateway> = {}) => scripted<CheckinGateway>('checkin', impl);
export const fakeAdmissions = (impl: Partial<AdmissionsGateway> = {}) =>
  scripted<AdmissionsGateway>('admissions', impl);

export function memorySession(userInfo: UserInfo = {}): Session & { data: Map<string, unknown> } {
  let token: string | null = null;
  let info = { ...userInfo };
  const data = new Map<string, unknown>();
  return {
    data,
    token: () => token,
    setToken: (t) => void (token = t),
    userInfo: () => info,
    mergeUserInfo: (p) => (info = { ...info, ...p }),
    clearWelcomeId: () => void delete info.welcomeId,
    userName: () => null,
    teacherId: () => null,
    get: <T>(k: string) => (data.has(k) ? (data.get(k) as T) : null),
    set: (k, v) => void (v == null ? data.delete(k) : data.set(k, v)),
    logout: () => void (token = null),
  };
}

export const progress = (state: CheckinProgress['state'] = 'reported'): CheckinProgress => ({
  state,
  steps: [],
});

export function studentDetail(over: Partial<StudentDetail> = {}): StudentDetail {
  return {
    welcomeId: 'W1',
    name: '张三',
    idNumber: '110105********1234',
    sex: '1',
    sexText: '男',
    birthday: '2010-03-07',
    age: 16,
    studentNo: 'S1',
    ticketNo: '',
    schoolName: '示范中学',
    majorId: 'M1',
    majorName: '高一',
    className: '1班',
    dormitory: '',
    phone: '',
    nation: '',
    party: '',
    hkType: '',
    dayGoType: '',
    stuType: '',
    regionCode: '',
    address: '',
    emergencyContact: '',
    emergencyPhone: '',
    photoUrl: null,
    photoStatus: null,
    photoRejectReason: null,
    reportedAt: '2026-08-20T09:00:00+08:00',
    noticeReadAt: null,
    confirmedAt: null,
    arrivedAt: null,
    progress: progress(),
    version: 3,
    ...over,
  };
}
export const fakeEnrollment = (impl: Partial<EnrollmentGateway> = {}) =>
  scripted<EnrollmentGateway>('enrollment', impl);
