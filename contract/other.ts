import { z } from 'zod';
import { empty, isoDate, text, chinaInstant } from './common';
import { endpoint } from './endpoint';

const area = z.object({ code: z.string(), name: z.string() });
const city = area.extend({ children: z.array(area) });
const province = area.extend({ children: z.array(city) });
export type RegionProvince = z.infer<typeof province>;

/** GB/T 2260 province → city → area. Municipalities get one city level of the same name. */
export const citiesTree = endpoint({
  method: 'GET',
  path: '/base/api/cities/tree',
  access: 'public',
  request: z.object({
    code: z
      .string()
      .regex(/^\d{6}$/)
      .optional()
      .describe('行政区划代码'),
  }),
  response: z.array(province),
});

export const ARRIVE_MODES = { self: '自行到校', parent: '家长陪同', pickup: '学校接站' } as const;

/** The student's arrival plan (报到信息登记): how and when they arrive. */
export const studentReport = endpoint({
  method: 'POST',
  path: '/enrollment-manage-api/api/mobile/welcome/student/manage/studentReport',
  access: 'student',
  request: z.object({
    arriveMode: z.enum(['self', 'parent', 'pickup']).describe('到校方式'),
    arriveDate: isoDate('预计到校日期'),
    companions: z.number().int().min(0).max(5).default(0).describe('陪同人数'),
    trafficNo: text('车次/航班号', 20).optional(),
  }),
  response: z.object({
    arriveMode: z.string(),
    arriveDate: z.string(),
    companions: z.number().int(),
    trafficNo: z.string(),
    savedAt: chinaInstant,
  }),
});

/** The school's public front-end configuration. */
export const tempConfigQuery = endpoint({
  method: 'GET',
  path: '/enrollment-manage-api/api/temp/config/query',
  access: 'public',
  request: empty,
  response: z.object({
    orgId: z.string(),
    schoolName: z.string(),
    logoUrl: z.string(),
    servicePhone: z.string(),
    checkinOpen: z.boolean(),
    enrollmentOpen: z.boolean(),
    reportStart: z.string(),
    reportEnd: z.string(),
  }),
});
