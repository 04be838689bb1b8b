import { z } from 'zod';
import { codeList, DATA_REQUEST_CODE } from '../src-domain/journeys/codes';
import { chinaInstant, empty, text } from './common';
import { endpoint, staffOp } from './endpoint';

/**
 * Personal information (PIPL; issue 17 item 6): the school's 个人信息保护告知 and its acceptance, a
 * person's copy of their own data, and requests to delete it that the school decides on.
 */
const version = z.string().regex(/^[A-Za-z0-9._-]{1,32}$/, '告知版本有误');

export const privacyNotice = endpoint({
  method: 'GET',
  path: '/enrollment-manage-api/api/app/privacy/notice',
  access: 'user',
  request: empty,
  response: z.object({
    version: z.string(),
    title: z.string(),
    /** CMS HTML: the client sanitises it like every notice. */
    content: z.string(),
    /** When this person accepted this version; null: not yet (show it before any personal data). */
    acceptedAt: chinaInstant.nullable(),
  }),
});

export const privacyAccept = endpoint({
  method: 'POST',
  path: '/enrollment-manage-api/api/app/privacy/accept',
  access: 'user',
  request: z.object({ version }),
  response: z.object({ version: z.string(), acceptedAt: chinaInstant }),
});

const registrationCopy = z.object({
  id: z.string(),
  /** 报名编号 (the number a person reads out). */
  regNo: z.string(),
  planName: z.string(),
  name: z.string(),
  idNumber: z.string(),
  answers: z.record(z.string(), z.unknown()),
  reviewStatus: z.number(),
  feeStatus: z.number(),
  admissionStatus: z.number(),
  createdAt: chinaInstant,
});

export const myData = endpoint({
  method: 'GET',
  path: '/enrollment-manage-api/api/app/privacy/my-data',
  access: 'user',
  request: empty,
  response: z.object({
    exportedAt: chinaInstant,
    account: z.object({ name: z.string(), phone: z.string().nullable(), hasWechat: z.boolean() }),
    registrations: z.array(registrationCopy),
    activities: z.array(
      z.object({ activityName: z.string(), name: z.string(), phone: z.string(), createdAt: chinaInstant }),
    ),
    acceptances: z.array(z.object({ version: z.string(), acceptedAt: chinaInstant })),
  }),
});

const request = z.object({
  id: z.string(),
  status: z.literal(codeList(DATA_REQUEST_CODE)),
  statusText: z.string(),
  reason: z.string(),
  decisionReason: z.string().nullable(),
  createdAt: chinaInstant,
  decidedAt: chinaInstant.nullable(),
});
export type DataRequest = z.infer<typeof request>;

export const requestDeletion = endpoint({
  method: 'POST',
  path: '/enrollment-manage-api/api/app/privacy/delete-request',
  access: 'user',
  request: z.object({ reason: text('申请原因', 200).optional() }),
  response: request,
});

/** The readable copy (a page to read, print or save as PDF): GET with the signed `t` of myDataPageLink. */
export const MY_DATA_PAGE_PATH = '/enrollment-manage-api/api/app/privacy/my-data.html';
/** A short-lived link to the readable copy: a page opened by the browser carries no session header. */
export const myDataPageLink = endpoint({
  method: 'POST',
  path: '/enrollment-manage-api/api/app/privacy/my-data-link',
  access: 'user',
  request: empty,
  response: z.object({ url: z.string().describe('网关相对地址'), expiresAt: chinaInstant }),
});

export const myDataRequests = endpoint({
  method: 'GET',
  path: '/enrollment-manage-api/api/app/privacy/requests',
  access: 'user',
  request: empty,
  response: z.array(request),
});

/** The school's side (学校管理员): open requests, and the decision. */
export const staffListRequests = staffOp('/staff-api/privacy/requests', 'privacy', {
  request: z.object({ status: z.coerce.number().int().min(0).max(2).optional().describe('状态') }),
  response: z.array(request.extend({ applicantName: z.string(), registrations: z.number() })),
});
export const staffDecide = staffOp('/staff-api/privacy/decide', 'privacy', {
  request: z.object({
    requestId: z.string().trim().min(1).max(64).describe('申请'),
    approve: z.boolean().describe('是否同意'),
    reason: text('处理说明', 200).optional(),
  }),
  response: request,
});
