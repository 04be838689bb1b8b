import { z } from 'zod';
import { mobilePhone, personName, recordId, text } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * 分班 / 分宿, 修改学生信息 and 放弃入学 (issue 27). Every call: `POST`, staff session, JSON body, the
 * envelope; the school comes from the session; every change is one audit row (`placement.*`,
 * `roster.student.*`). A stale save answers code 409 with a Chinese message. Each operation is declared
 * once here (issue 33): 学校管理员 and 报到老师 read the classes and rooms (`roster`), only 学校管理员
 * changes anything (`rosterWrite`).
 */
const p = (rest: string) => `${STAFF_BASE}roster/${rest}`;

const sex = z.enum(['0', '1']).describe('性别（0 男 1 女）');
const count = (label: string) =>
  z.coerce.number().int().min(1, `${label}至少为1`).max(500, `${label}不能超过500`);
const name = (label: string) => text(label, 30).min(1, `请填写${label}`);

export const SchoolClass = z.object({
  name: name('班级名称'),
  capacity: count('人数上限').describe('人数上限'),
  majorId: z.string().trim().max(64).default('').describe('专业（空 = 不限）'),
});
export const DormRoom = z.object({
  name: name('宿舍名称'),
  sex,
  beds: count('床位数').describe('床位数'),
});

/** 入学年份 (届) the classes and rooms belong to; absent = the current season's (报到设置). */
export const placementYear = z.coerce
  .number()
  .int('入学年份应为整数')
  .min(2000, '入学年份不能早于2000')
  .max(2100, '入学年份不能晚于2100')
  .optional()
  .describe('入学年份');

const Use = z.object({
  name: z.string(),
  used: z.number().int(),
  men: z.number().int(),
  women: z.number().int(),
});
export const setup = staffOp(p('placement'), 'roster', {
  request: z.object({ year: placementYear }),
  response: z.object({
    /** The year shown, and the years the picker offers (newest first). */
    year: z.number().int(),
    years: z.array(z.number().int()),
    currentYear: z.number().int(),
    classes: z.array(SchoolClass),
    rooms: z.array(DormRoom),
    /** How many (not withdrawn) students each class and room holds now. */
    classUse: z.array(Use),
    roomUse: z.array(Use),
    majors: z.array(z.object({ value: z.string(), label: z.string() })),
    /** Students without a class / a room (not withdrawn). */
    noClass: z.number().int(),
    noRoom: z.number().int(),
  }),
});
export const saveSetup = staffOp(p('placement/save'), 'rosterWrite', {
  request: z.object({
    year: placementYear,
    classes: z.array(SchoolClass).max(300),
    rooms: z.array(DormRoom).max(3000),
  }),
  response: setup.response,
});

export const PlacedItem = z.object({
  welcomeId: z.string(),
  name: z.string(),
  major: z.string(),
  sexText: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
});
export const assign = staffOp(p('placement/assign'), 'rosterWrite', {
  request: z.object({
    year: placementYear,
    kind: z.enum(['class', 'dorm']).describe('分班或分宿'),
    /** Only students of these majors (empty = all). */
    majorIds: z.array(recordId('专业')).max(100).default([]),
    keepPlaced: z.boolean().default(true).describe('保留已分配的学生'),
    balanceSex: z.boolean().default(false).describe('男女均衡'),
    /** 'import': the 班级 / 宿舍 column of the imported roster (src-domain/roster/placement-import.ts). */
    source: z.enum(['plan', 'import']).default('plan').describe('分配方式'),
    /** With source 'import': classes / rooms the file names that do not exist yet are created on confirm. */
    createMissing: z.boolean().default(true).describe('新建缺少的班级或宿舍'),
    dryRun: z.boolean().default(true).describe('预览'),
  }),
  response: z.object({
    dryRun: z.boolean(),
    placed: z.number().int(),
    unplaced: z.number().int(),
    /** Every student the plan moves or cannot place (at most 2000 listed). */
    items: z.array(PlacedItem),
    /** Per class / room after the plan: total, 男, 女. */
    after: z.array(Use),
    /** Classes / rooms created (or, in the preview, to be created) from the imported file. */
    created: z.array(z.string()).default([]),
  }),
});

export const move = staffOp(p('placement/move'), 'rosterWrite', {
  request: z.object({
    welcomeId: recordId('学生'),
    /** Omit to leave as is; '' = take out. */
    className: text('班级', 30).optional(),
    dormitory: text('宿舍', 30).optional(),
  }),
  response: z.object({ welcomeId: z.string(), className: z.string(), dormitory: z.string() }),
});

/** The fields staff may correct (the record's own columns and its contact details). */
export const StudentFields = z.object({
  name: personName(),
  phone: z.union([mobilePhone(), z.literal('')]).describe('手机号'),
  studentNo: text('学号', 32),
  ticketNo: text('准考证号', 32),
  majorId: z.string().trim().max(64).describe('专业'),
  address: text('家庭地址', 100),
  emergencyContact: text('紧急联系人', 30),
  emergencyPhone: z.union([mobilePhone('紧急联系电话'), z.literal('')]).describe('紧急联系电话'),
});
export const StudentRecord = StudentFields.extend({
  welcomeId: z.string(),
  /** Masked. */
  idNumber: z.string(),
  className: z.string(),
  dormitory: z.string(),
  version: z.number().int(),
  withdrawn: z.boolean(),
  withdrawReason: z.string(),
});
export const student = staffOp(p('student'), 'rosterWrite', {
  request: z.object({ welcomeId: recordId('学生') }),
  response: StudentRecord,
});
export const saveStudent = staffOp(p('student/save'), 'rosterWrite', {
  request: z.object({
    welcomeId: recordId('学生'),
    /** The version the form was loaded with; a newer stored version = 409. */
    version: z.number().int().min(0),
    fields: StudentFields,
    reason: text('修改原因', 100).min(1, '请填写修改原因'),
  }),
  response: StudentRecord,
});
export const withdraw = staffOp(p('student/withdraw'), 'rosterWrite', {
  request: z.object({
    welcomeId: recordId('学生'),
    reason: text('放弃原因', 100).min(1, '请填写放弃入学的原因'),
  }),
  response: StudentRecord,
});
export const undoWithdraw = staffOp(p('student/withdraw/undo'), 'rosterWrite', {
  request: z.object({ welcomeId: recordId('学生') }),
  response: StudentRecord,
});
