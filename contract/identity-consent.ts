import { z } from 'zod';
import { chinaInstant } from './common';
import { endpoint } from './endpoint';

const BASE = '/welcome-manage-api/api/mobile/welcome/student/identity/';

const Given = z.object({ version: z.string(), acceptedAt: chinaInstant }).nullable();
const Text = z.object({ version: z.string(), title: z.string(), text: z.string() });

/** How the student proves who they are, and the consents given (issue 16 item 5). */
export const IdentityState = z.object({
  /** null: not chosen yet (the photo is the default offer). */
  method: z.enum(['photo', 'onsite']).nullable(),
  underFourteen: z.boolean(),
  consents: z.object({ face: Given, guardian: Given }),
  /** Consents the photo still needs (face; guardian under 14). */
  missing: z.array(z.enum(['face', 'guardian'])),
  texts: z.object({ face: Text, guardian: Text, onsite: z.string() }),
  /** 报到设置: whether this school offers 到校现场核验 at all. */
  onsiteAllowed: z.boolean(),
});

export const getIdentity = endpoint({
  method: 'POST',
  path: `${BASE}get`,
  access: 'student',
  request: z.object({}),
  response: IdentityState,
});

export const chooseIdentity = endpoint({
  method: 'POST',
  path: `${BASE}choose`,
  access: 'student',
  request: z.object({ method: z.enum(['photo', 'onsite']).describe('核验方式') }),
  response: IdentityState,
});

export const recordConsent = endpoint({
  method: 'POST',
  path: `${BASE}consent`,
  access: 'student',
  request: z
    .object({
      kind: z.enum(['face', 'guardian']).describe('同意事项'),
      textVersion: z.string().trim().min(1).max(40).describe('告知版本'),
      guardianName: z.string().trim().min(1).max(32).optional().describe('监护人姓名'),
      guardianRelation: z.string().trim().min(1).max(16).optional().describe('与学生关系'),
    })
    .refine((c) => c.kind !== 'guardian' || (!!c.guardianName && !!c.guardianRelation), {
      message: '请填写监护人姓名和关系',
      path: ['guardianName'],
    }),
  response: IdentityState,
});
