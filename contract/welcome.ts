import { z } from 'zod';
import { ADMISSION_CODE, codeList, REPORT_CODE } from '../src-domain/journeys/codes';
import { empty, idNumber, optionList, personName, userInfo, chinaInstant } from './common';
import { endpoint } from './endpoint';

const BASE = '/sc-mobile-api/api/mobile/welcome/';

/** Report in: name + identity number (+ admission ticket no.) → welcomeId and a student session (brief section 4). */
export const report = endpoint({
  method: 'POST',
  path: `${BASE}report`,
  access: 'public',
  request: z.object({
    name: personName(),
    idNumber,
    ticketNo: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9-]*$/)
      .optional()
      .describe('准考证号'),
  }),
  response: z.object({ welcomeId: z.string(), token: z.string(), userInfo }),
});

/** Enrolment lookup by name + identity number (public; answers only when both match). */
export const queryEnroll = endpoint({
  method: 'POST',
  path: `${BASE}queryEnroll`,
  access: 'public',
  request: z.object({ name: personName(), idNumber }),
  response: z.object({
    name: z.string(),
    schoolName: z.string(),
    studentNo: z.string(),
    majorName: z.string(),
    className: z.string(),
    admissionStatus: z.literal(ADMISSION_CODE.admitted),
    admissionStatusText: z.string(),
    /** 0 not reported, 1 steps under way, 2 every check-in step done (已到校). */
    reportStatus: z.literal(codeList(REPORT_CODE)),
    /** The check-in model's wording (src-domain/journeys/checkin-steps), e.g. 已登记，下一步：阅读报到须知. */
    reportStatusText: z.string(),
  }),
});

const labelled = z.array(z.object({ label: z.string(), value: z.string() }));

/** More information for the reported student: class, dormitory, where and when to report, contacts. */
export const moreMessage = endpoint({
  method: 'GET',
  path: `${BASE}moreMessage`,
  access: 'student',
  request: empty,
  response: z.object({ items: labelled }),
});

/** The school's student notice: rich text exactly as stored (the client sanitizes it). Public data of the school. */
export const getDocument = endpoint({
  method: 'GET',
  path: `${BASE}getdocument`,
  access: 'public',
  request: empty,
  response: z.object({ title: z.string(), content: z.string(), updatedAt: chinaInstant }),
});

const options = (name: string) =>
  endpoint({ method: 'GET', path: `${BASE}${name}`, access: 'public', request: empty, response: optionList });

/** The school's majors (value = major id). */
export const majorSelect = options('majorSelect');
/** GB 3304 ethnic groups: all 56, then 97 其他 and 98 外国血统中国籍人士. */
export const nationSelect = options('nationSelect');
/** GB/T 4762 political status. */
export const partySelect = options('partySelect');
/** Day / boarding. */
export const selectDayGoType = options('selectdaygotype');
/** Household registration type. */
export const selectHkType = options('selecthktype');
/** Student type. */
export const selectStuType = options('selectstutype');

/** The reported student's session token, renewed (never a second session); expiresAt = its idle end. */
export const getToken = endpoint({
  method: 'GET',
  path: `${BASE}gettoken`,
  access: 'student',
  request: empty,
  response: z.object({ token: z.string(), expiresAt: chinaInstant }),
});
