import { route, type RequestOf, type ResponseOf } from '../endpoint';
import type * as E from '../enrollment';

/** Zod-free admissions routes for the client bundle (schemas in ../enrollment.ts). */
const BASE = '/enrollment-manage-api/api/app/enrollment/';
type R<T> = [RequestOf<T>, ResponseOf<T>];
const post = <T>(path: string, access: 'public' | 'user') =>
  route<R<T>[0], R<T>[1]>('POST', BASE + path, access);

export const enrollmentApi = {
  cmsQuery: post<typeof E.cmsQuery>('CMS/query', 'public'),
  cmsDocumentInfo: route<RequestOf<typeof E.cmsDocumentInfo>, ResponseOf<typeof E.cmsDocumentInfo>>(
    'GET',
    BASE + 'CMS/getDocumentInfo',
    'public',
  ),
  schoolBadgeConfig: post<typeof E.schoolBadgeConfig>('CMS/getSchoolBadgeConfig', 'public'),
  schoolPromiseConfig: post<typeof E.schoolPromiseConfig>('CMS/getSchoolPromiseConfig', 'public'),
  findPlanList: post<typeof E.findPlanList>('plan/findPlanList', 'public'),
  getPlanDetail: post<typeof E.getPlanDetail>('plan/getPlanDetail', 'public'),
  judgeUpperLimit: post<typeof E.judgeUpperLimit>('register/judgeUpperLimit', 'public'),
  getTemplate: post<typeof E.getTemplate>('register/getTemplate', 'public'),
  fieldLogicList: post<typeof E.fieldLogicList>('register/fieldLogicList', 'public'),
  registerStudent: post<typeof E.registerStudent>('register/registerStudent', 'user'),
  getUserDetail: post<typeof E.getUserDetail>('register/getUserDetail', 'user'),
  updateUserDetail: post<typeof E.updateUserDetail>('register/updateUserDetail', 'user'),
  judgePay: post<typeof E.judgePay>('register/judgePay', 'user'),
  registerPay: post<typeof E.registerPay>('register/pay', 'user'),
  judgeReject: post<typeof E.judgeReject>('register/judgeReject', 'user'),
  queryEnrollResult: post<typeof E.queryEnrollResult>('register/queryEnrollResult', 'public'),
  mobilePaymentVoucher: post<typeof E.mobilePaymentVoucher>('register/mobilePaymentVoucher', 'user'),
  activityList: post<typeof E.activityList>('activity/activityList', 'public'),
  regActivity: post<typeof E.regActivity>('activity/regActivity', 'user'),
  mySignups: post<typeof E.mySignups>('activity/mySignups', 'user'),
  cancelActivity: post<typeof E.cancelActivity>('activity/cancelActivity', 'user'),
  activityOffer: post<typeof E.activityOffer>('activity/activityOffer', 'user'),
  checkDuplicate: post<typeof E.checkDuplicate>('register/checkDuplicate', 'public'),
  acceptPromise: post<typeof E.acceptPromise>('CMS/acceptPromise', 'user'),
};

export type FormFieldDef = E.FormFieldDef;
export type FieldLogicDef = E.FieldLogicDef;
export type RegistrationView = E.RegistrationView;
export type Answers = E.Answers;
export type FileRef = E.FileRef;
