import type { FieldLogic } from '@domain/forms/answers';
import { idCheckDigit } from '@domain/identity/id-number';
import type { PlanDetail, TemplateField } from '@domain/use-cases/admissions/registration-form';
import { FakeGateways } from './fake-gateways';

const base17 = '11010520100307002';
/** A valid 18-digit number: born 2010-03-07, second-to-last digit 2 (even) → sex '1'. */
export const ID = base17 + idCheckDigit(base17);

export const plan = (state: 'open' | 'full' | 'closed' = 'open', left = 5): PlanDetail => ({
  id: 'P1',
  name: '2026年秋季高一新生',
  batch: '第一批',
  grade: '高一',
  quota: 100,
  taken: 100 - left,
  left,
  fee: 5000,
  startTime: '2026-05-01T09:00:00+08:00',
  endTime: '2026-08-01T17:00:00+08:00',
  state,
  templateId: 'T1',
  description: '面向全市招生',
  contact: '0571-12345678',
});

const req = (message?: string) => [{ required: true, ...(message ? { message } : {}) }];

export const FIELDS: TemplateField[] = [
  { prop: 'name', label: '姓名', type: 'text', show: true, rules: req('请输入姓名') },
  {
    prop: 'idNumber',
    label: '身份证号',
    type: 'SelectInput',
    selectLabel: '身份证',
    show: true,
    rules: req('请输入身份证号'),
  },
  { prop: 'birthday', label: '出生日期', type: 'text', show: true, rules: [] },
  {
    prop: 'sex',
    label: '性别',
    type: 'picker',
    show: true,
    rules: [],
    options: [
      { index: 0, label: '男' },
      { index: 1, label: '女' },
    ],
  },
  { prop: 'age', label: '年龄', type: 'text', show: true, rules: [] },
  {
    prop: 'boarding',
    label: '是否住校',
    type: 'picker',
    show: true,
    rules: [],
    options: [
      { index: 0, label: '走读' },
      { index: 1, label: '住校' },
    ],
  },
  { prop: 'dorm', label: '宿舍要求', type: 'text', show: false, rules: [] },
  {
    prop: 'majors',
    label: '意向专业',
    type: 'text',
    multipleChoice: 1,
    show: true,
    rules: [],
    InfochooseMajorList: [{ id: 'm1', name: '理科实验班' }],
  },
  {
    prop: 'assigned',
    label: '定向专业',
    type: 'text',
    multipleChoice: 1,
    mandatory: 2,
    show: true,
    rules: [],
    InfochooseMajorList: [{ id: 'm1', name: '理科实验班' }],
    InfochooseMorechecked: ['m1'],
    valueId: ['m1'],
  },
  { prop: 'files', label: '证明材料', type: 'upload', show: true, rules: [] },
  { prop: 'sign', label: '承诺签字', type: 'signature', show: true, rules: [] },
];

export const LOGIC: FieldLogic[] = [
  { id: 'L1', when: { prop: 'boarding', op: 'eq', value: '住校' }, action: 'show', targets: ['dorm'] },
  { id: 'L2', when: { prop: 'boarding', op: 'eq', value: '住校' }, action: 'required', targets: ['dorm'] },
];

/** The plan's form as the registration use cases read it (plan, places, template, field logic). */
export function registrationGateways(opts: { state?: 'open' | 'full' | 'closed'; left?: number } = {}) {
  const p = plan(opts.state, opts.left);
  const g = new FakeGateways();
  g.enrollment
    .on('planDetail', () => p)
    .on('planLimit', () => ({ full: p.left === 0, quota: p.quota, taken: p.taken, left: p.left }))
    .on('formTemplate', () => FIELDS)
    .on('fieldLogic', () => LOGIC);
  return g;
}
