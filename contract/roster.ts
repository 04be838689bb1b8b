import { z } from 'zod';
import { fileAnswer, text } from './common';
import { staffOp } from './endpoint';
import { STAFF_BASE } from './staff';

/**
 * 新生名单 (issue 27): the school's new-student records. Every call: `POST`, staff session, JSON
 * body (the two import calls: multipart `file`; the template: an xlsx file), the envelope. The school
 * comes from the session. 学校管理员 and 报到老师 read; 学校管理员 writes. Identity numbers and phones
 * are masked unless `unmask: true` is sent by 学校管理员 (audited). Each operation is declared once
 * here (issue 33): reads take the action `roster`, writes `rosterWrite` (ACTION_ROLES).
 */
const p = (rest: string) => `${STAFF_BASE}roster/${rest}`;

/** A student's check-in progress, in order (the list's 报到环节 filter). */
export const rosterStep = z.enum(['notReported', 'reported', 'confirmed', 'photoApproved', 'arrived']);
const id = z.string().trim().min(1).max(64);

export const RosterRow = z.object({
  welcomeId: z.string(),
  name: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  studentNo: z.string(),
  majorId: z.string().nullable(),
  major: z.string(),
  className: z.string(),
  dormitory: z.string(),
  planName: z.string(),
  step: rosterStep,
  stepText: z.string(),
  arrived: z.boolean(),
  /** 放弃入学 (issue 27): listed, marked, and left out of the counts and the desk. */
  withdrawn: z.boolean(),
  withdrawReason: z.string(),
});

export const list = staffOp(p('list'), 'roster', {
  request: z.object({
    q: text('姓名、身份证号或手机号', 32).optional(),
    planId: id.optional().describe('招生计划'),
    majorId: id.optional().describe('专业'),
    className: text('班级', 50).optional(),
    step: rosterStep.optional().describe('报到环节'),
    arrived: z.boolean().optional().describe('是否到校'),
    page: z.coerce.number().int().min(1).max(10_000).default(1).describe('页码'),
    pageSize: z.coerce.number().int().min(1).max(100).default(20).describe('每页条数'),
    unmask: z.boolean().default(false).describe('显示完整证件号和手机号'),
  }),
  response: z.object({ total: z.number().int(), rows: z.array(RosterRow) }),
});

const Option = z.object({ value: z.string(), label: z.string() });
export const options = staffOp(p('options'), 'roster', {
  request: z.object({}),
  response: z.object({
    plans: z.array(Option),
    majors: z.array(Option),
    classes: z.array(z.string()),
    steps: z.array(Option),
  }),
});

const answerKey = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_]*$/, '表单字段标识格式不正确')
  .describe('报名表字段');
export const Mapping = z.object({
  name: answerKey.min(1, '请选择姓名对应的字段'),
  idNumber: answerKey.min(1, '请选择身份证号对应的字段'),
  phone: answerKey,
  major: answerKey.min(1, '请选择专业对应的字段'),
  ticketNo: answerKey,
  address: answerKey,
  emergencyContact: answerKey,
  emergencyPhone: answerKey,
});
export const mapping = staffOp(p('mapping'), 'rosterWrite', {
  request: z.object({}),
  response: z.object({
    mapping: Mapping,
    /** Whether the school saved its own (else the default from the form's standard keys). */
    saved: z.boolean(),
    /** The answer keys of the school's registration forms, for the pickers. */
    fields: z.array(Option),
  }),
});
export const saveMapping = staffOp(p('mapping/save'), 'rosterWrite', {
  request: z.object({ mapping: Mapping }),
  response: mapping.response,
});

export const GenerateItem = z.object({
  registrationId: z.string(),
  name: z.string(),
  idNumber: z.string().describe('masked'),
  planName: z.string(),
  action: z.enum(['create', 'update', 'skip']),
  reason: z.string(),
});
export const generate = staffOp(p('generate'), 'rosterWrite', {
  request: z.object({
    planIds: z.array(id).min(1, '请选择招生计划').max(50).describe('招生计划'),
    dryRun: z.boolean().default(true).describe('预览'),
  }),
  response: z.object({
    dryRun: z.boolean(),
    created: z.number().int(),
    updated: z.number().int(),
    skipped: z.number().int(),
    items: z.array(GenerateItem),
  }),
});

export const RowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
/** The answer of preview and commit: counts, and every error by row and column (at most 2000 listed). */
export const ImportResult = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(RowError),
  /** commit: whether anything was written (never when any row is bad). */
  written: z.boolean(),
});
export type ImportResult = z.output<typeof ImportResult>;
/** multipart `file`: checks every row, writes nothing. */
export const preview = staffOp(p('import/preview'), 'rosterWrite', {
  request: z.object({}),
  response: ImportResult,
});
/** multipart `file`: checks again and writes all rows in one transaction, or nothing. */
export const commit = staffOp(p('import/commit'), 'rosterWrite', {
  request: z.object({}),
  response: ImportResult,
});

/** The import template: an xlsx file (not the envelope). */
export const template = staffOp(p('import/template'), 'rosterWrite', {
  request: z.object({}),
  response: fileAnswer,
});
