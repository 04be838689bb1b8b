import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ContainerProvider } from '@ui/di';
import type { StudentDetail } from '@ui/features/checkin/shared/checkin-api';

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
export const studentDetail = (over: Partial<StudentDetail> = {}): StudentDetail => ({
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
  confirmedAt: null,
  arrivedAt: null,
  version: 1,
  ...over,
});
