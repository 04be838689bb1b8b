import { z } from 'zod';
import { text } from './common';
import { setSteps } from './desk';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';
import { EDITABLE_FIELDS, GB_LIST_FIELDS } from './welcome-manage';

/**
 * 报到设置 (issue 27 item 2): the school's check-in season. `POST`, staff session, 学校管理员 only (the
 * `checkinSettings` action); the school comes from the session. A save sends any subset of the
 * sections; a section sent is replaced whole. The student pages read the result (welcome getDocument,
 * getSetting, moreMessage, the option lists, the arrival plan's window) on their next load.
 */

/** A China calendar day (YYYY-MM-DD) that exists. */
const chinaDay = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式为 YYYY-MM-DD`)
    .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, `${label}不是有效日期`)
    .describe(label);

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((u) => u === '' || /^https?:\/\/[^\s]+$/i.test(u), '地图链接须以 http:// 或 https:// 开头')
  .describe('地图链接');

/** One option of a school list: a 1–2 digit code (what the student record stores) and its name. */
const optionItem = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, '选项代码为1至2位数字')
    .describe('选项代码'),
  label: text('选项名称', 20).min(1, '请填写选项名称'),
});
const optionItems = (label: string) =>
  z
    .array(optionItem)
    .min(1, `${label}至少保留一项`)
    .max(20, `${label}最多20项`)
    .refine((l) => new Set(l.map((o) => o.value)).size === l.length, `${label}的选项代码不能重复`)
    .describe(label);

const notice = z.object({
  title: text('须知标题', 40).min(1, '请填写须知标题'),
  /** Rich text; DOMPurify on save (server) and on render (student app). */
  content: z.string().max(20_000).describe('须知内容'),
});
const reportWindow = z
  .object({ reportStart: chinaDay('报到开始日期'), reportEnd: chinaDay('报到结束日期') })
  // China dates as YYYY-MM-DD compare as text.
  .refine((w) => w.reportStart <= w.reportEnd, {
    message: '报到开始日期不能晚于结束日期',
    path: ['reportEnd'],
  });
const fields = z.object({
  editableFields: z
    .array(z.enum(EDITABLE_FIELDS))
    .max(EDITABLE_FIELDS.length)
    .refine((l) => new Set(l).size === l.length, '可修改字段不能重复')
    .describe('学生可修改的信息'),
  allowEditAfterConfirm: z.boolean().describe('确认后仍可修改'),
  /** Absent on save: unchanged (none hidden). */
  hiddenFields: z
    .array(z.enum(GB_LIST_FIELDS))
    .max(GB_LIST_FIELDS.length)
    .optional()
    .describe('学生端不显示的国标字段'),
});
const photo = z.object({
  requirePhoto: z.boolean().describe('须上传人脸照片'),
  /** Absent on save: unchanged (default on). */
  allowOnsite: z.boolean().optional().describe('允许到校现场核验'),
});
const place = z.object({
  address: text('报到地点', 120),
  mapUrl: httpUrl,
  transport: text('交通指引', 500),
});
const options = z.object({
  stuTypes: optionItems('学生类别'),
  dayGoTypes: optionItems('就读方式'),
});

const sections = {
  notice,
  window: reportWindow,
  fields,
  photo,
  place,
  options,
  desk: z.object({ steps: setSteps.request.shape.steps }),
};

export const saveCheckinSettings = {
  request: z
    .object({
      notice: notice.optional(),
      window: reportWindow.optional(),
      fields: fields.optional(),
      photo: photo.optional(),
      place: place.optional(),
      options: options.optional(),
      desk: sections.desk.optional(),
    })
    .strict(),
};

export const CheckinSettingsView = z.object({
  notice: notice.extend({ updatedAt: z.string() }),
  window: z.object({ reportStart: z.string(), reportEnd: z.string() }),
  fields,
  photo: z.object({ requirePhoto: z.boolean(), allowOnsite: z.boolean() }),
  place: z.object({ address: z.string(), mapUrl: z.string(), transport: z.string() }),
  options: z.object({
    stuTypes: z.array(z.object({ value: z.string(), label: z.string() })),
    dayGoTypes: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  desk: z.object({
    steps: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        roles: z.array(z.enum(['admin', 'checkin'])).optional(),
      }),
    ),
  }),
});
export type CheckinSettingsView = z.infer<typeof CheckinSettingsView>;
export type CheckinSettingsSave = z.input<typeof saveCheckinSettings.request>;

export const getCheckinSettings = staffOp(`${STAFF_BASE}checkin-settings/get`, 'checkinSettings', {
  request: z.object({}),
  response: CheckinSettingsView,
});
export const saveCheckinSettingsEndpoint = staffOp(`${STAFF_BASE}checkin-settings/save`, 'checkinSettings', {
  ...saveCheckinSettings,
  response: CheckinSettingsView,
});
