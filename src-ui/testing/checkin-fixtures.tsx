import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ContainerProvider } from '@ui/di';
import type { CheckinProgress, StudentDetail } from '@domain/ports/checkin-gateway';
import { checkinShown } from '@domain/journeys/checkin-steps';
import { faceOffer, faceState, type FaceState } from '@domain/journeys/face-photo';

const STEP_NAMES = {
  reported: '在线报到',
  noticeRead: '阅读报到须知',
  confirmed: '确认个人信息',
  photoOk: '上传人脸照片',
  arrived: '到校现场报到',
} as const;
type StepKey = keyof typeof STEP_NAMES;

/** Server progress with the given steps done, in order (state = the last of the done prefix). */
export function progressOf(...done: StepKey[]): CheckinProgress {
  const keys = Object.keys(STEP_NAMES) as StepKey[];
  const prefix = keys.findIndex((k) => !done.includes(k));
  const reached = prefix === -1 ? keys.length : prefix;
  return served({
    state: reached === 0 ? 'none' : keys[reached - 1]!,
    steps: keys.map((key) => ({
      key,
      name: STEP_NAMES[key],
      done: done.includes(key),
      doneAt: done.includes(key) ? '2026-08-19T08:00:00+08:00' : null,
    })),
  });
}

/**
 * The progress as the server sends it: with what it shows and offers (journeys faceOffer and
 * checkinShown), for the photo's state (none unless given) and arrival (the 已到校 step done).
 */
export function served(
  p: CheckinProgress,
  photo: FaceState = p.photo ?? 'none',
  arrived = p.steps.some((s) => s.key === 'arrived' && s.done),
): CheckinProgress {
  const face = faceOffer({ state: photo, arrived });
  return { ...p, photo, face, shown: checkinShown({ state: p.state, steps: p.steps, face }) };
}

/** A container with the given bindings, and a memory router starting at `path`. */
export function setup(path: string, bind: (c: Container) => void) {
  const c = new Container();
  bind(c);
  const loc = memoryLocation({ path, record: true });
  const wrap = (ui: ReactNode) => (
    <ContainerProvider container={c}>
      <Router hook={loc.hook}>{ui}</Router>
    </ContainerProvider>
  );
  return { container: c, loc, wrap };
}

export const domError = (name: string) => Object.assign(new Error(name), { name });

/** A reported student of school A; each test overrides what it is about. */
const rawDetail = (over: Partial<StudentDetail> = {}): StudentDetail => ({
  welcomeId: 'w-1001-02',
  name: '王雨涵',
  idNumber: '110105********1824',
  sex: '1',
  sexText: '女',
  birthday: '2008-07-22',
  age: 18,
  studentNo: '20261001002',
  ticketNo: '2026100102',
  schoolName: '阳光职业技术学校',
  majorId: 'm-1001-03',
  majorName: '会计事务',
  className: '会计2601班',
  dormitory: '2号楼203',
  phone: '',
  nation: '01',
  party: '13',
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
  reportedAt: '2026-08-19T00:00:00Z',
  noticeReadAt: null,
  confirmedAt: null,
  arrivedAt: null,
  progress: progressOf('reported'),
  version: 1,
  ...over,
});

/** A student's record as the server answers it: its progress shows the record's photo (fake server). */
export const studentDetail = (over: Partial<StudentDetail> = {}): StudentDetail => {
  const d = rawDetail(over);
  return { ...d, progress: served(d.progress, faceState(!!d.photoUrl, d.photoStatus), !!d.arrivedAt) };
};
