/**
 * Demo data seeded on first run (and into the test snapshot). Tests and e2e import it.
 * Identity numbers are valid GB 11643 numbers (MOD 11-2 check digit); sex follows the 17th digit.
 */
export type CheckinState = 'not_reported' | 'reported' | 'confirmed' | 'photo_uploaded' | 'arrived';

export interface DemoStudent {
  welcomeId: string;
  name: string;
  idNumber: string;
  ticketNo: string;
  studentNo: string;
  state: CheckinState;
  majorCode: string;
  className: string;
  dormitory: string;
  /** Face photo review when not 待审核 (students who arrived have theirs approved). */
  photoRejectReason?: string;
}

export interface DemoSchool {
  tenantId: string;
  tenantName: string;
  orgId: string;
  schoolName: string;
  adminUserId: string;
  majors: { id: string; code: string; name: string }[];
  students: DemoStudent[];
}

const SCHOOL_A: DemoSchool = {
  tenantId: '1001',
  tenantName: '阳光教育集团',
  orgId: '100101',
  schoolName: '阳光职业技术学校',
  adminUserId: 'u-1001-admin',
  majors: [
    { id: 'm-1001-01', code: '710201', name: '计算机应用' },
    { id: 'm-1001-02', code: '700206', name: '机电技术应用' },
    { id: 'm-1001-03', code: '730701', name: '会计事务' },
  ],
  students: [
    {
      welcomeId: 'w-1001-01',
      name: '李明轩',
      idNumber: '110101200903152317',
      ticketNo: '2026100101',
      studentNo: '20261001001',
      state: 'not_reported',
      majorCode: '710201',
      className: '计算机2601班',
      dormitory: '1号楼101',
    },
    {
      welcomeId: 'w-1001-02',
      name: '王雨涵',
      idNumber: '110105200807221824',
      ticketNo: '2026100102',
      studentNo: '20261001002',
      state: 'reported',
      majorCode: '730701',
      className: '会计2601班',
      dormitory: '2号楼203',
    },
    {
      welcomeId: 'w-1001-03',
      name: '陈思远',
      idNumber: '320502200901014559',
      ticketNo: '2026100103',
      studentNo: '20261001003',
      state: 'confirmed',
      majorCode: '700206',
      className: '机电2601班',
      dormitory: '1号楼102',
    },
    {
      welcomeId: 'w-1001-04',
      name: '赵欣怡',
      idNumber: '440305200811303264',
      ticketNo: '2026100104',
      studentNo: '20261001004',
      state: 'photo_uploaded',
      majorCode: '710201',
      className: '计算机2601班',
      dormitory: '2号楼204',
    },
    {
      welcomeId: 'w-1001-05',
      name: '吴诗涵',
      idNumber: '42010620090411072X',
      ticketNo: '2026100105',
      studentNo: '20261001005',
      state: 'arrived',
      majorCode: '730701',
      className: '会计2601班',
      dormitory: '2号楼205',
    },
    {
      welcomeId: 'w-1001-06',
      name: '张若曦',
      idNumber: '110102200905200024',
      ticketNo: '2026100106',
      studentNo: '20261001006',
      state: 'photo_uploaded',
      majorCode: '710201',
      className: '计算机2601班',
      dormitory: '2号楼206',
      photoRejectReason: '照片背景不是纯色，请在白墙前重新拍摄',
    },
  ],
};

const SCHOOL_B: DemoSchool = {
  tenantId: '2002',
  tenantName: '明德教育',
  orgId: '200201',
  schoolName: '明德高级中学',
  adminUserId: 'u-2002-admin',
  majors: [
    { id: 'm-2002-01', code: 'WK', name: '普通高中（物理方向）' },
    { id: 'm-2002-02', code: 'LK', name: '普通高中（历史方向）' },
  ],
  students: [
    {
      welcomeId: 'w-2002-01',
      name: '刘浩然',
      idNumber: '110108200909080179',
      ticketNo: '2026200201',
      studentNo: '20262002001',
      state: 'not_reported',
      majorCode: 'WK',
      className: '高一（1）班',
      dormitory: '男生楼301',
    },
    {
      welcomeId: 'w-2002-02',
      name: '杨雅琪',
      idNumber: '310115200802140240',
      ticketNo: '2026200202',
      studentNo: '20262002002',
      state: 'reported',
      majorCode: 'LK',
      className: '高一（5）班',
      dormitory: '女生楼402',
    },
    {
      welcomeId: 'w-2002-03',
      name: '黄俊杰',
      idNumber: '510107200906304518',
      ticketNo: '2026200203',
      studentNo: '20262002003',
      state: 'confirmed',
      majorCode: 'WK',
      className: '高一（2）班',
      dormitory: '男生楼302',
    },
    {
      welcomeId: 'w-2002-04',
      name: '周佳怡',
      idNumber: '330106200812125682',
      ticketNo: '2026200204',
      studentNo: '20262002004',
      state: 'photo_uploaded',
      majorCode: 'LK',
      className: '高一（6）班',
      dormitory: '女生楼403',
    },
    {
      welcomeId: 'w-2002-05',
      name: '孙宇航',
      idNumber: '37010220080611011X',
      ticketNo: '2026200205',
      studentNo: '20262002005',
      state: 'arrived',
      majorCode: 'WK',
      className: '高一（3）班',
      dormitory: '男生楼303',
    },
  ],
};

export const DEMO_SCHOOLS: readonly DemoSchool[] = [SCHOOL_A, SCHOOL_B];
export const DEMO = { A: SCHOOL_A, B: SCHOOL_B } as const;

/** The entry URL of the SPA for a school (spec section 2: orgId + tenantId reset the stored user info). */
export const entryUrl = (base: string, s: DemoSchool = SCHOOL_A): string =>
  `${base}/zhxy/mobile/recruit/?orgId=${s.orgId}&tenantId=${s.tenantId}#/orientation/homepage/index`;
