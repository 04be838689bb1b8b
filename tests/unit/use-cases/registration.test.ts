import { describe, expect, it } from 'vitest';
import { idNumberAutofill } from '@domain/forms/id-autofill';
import type { PlanDetail, TemplateField } from '@domain/use-cases/admissions/registration-form';
import { loadRegistrationForm, loadSavedRegistration } from '@domain/use-cases/admissions/registration-form';
import { uploadAttachments } from '@domain/use-cases/admissions/upload-attachments';
import { ID, failure, fakeEnrollment } from './fakes';

const plan = { id: 'P1', name: '高一', state: 'open', left: 3 } as PlanDetail;
const fields: TemplateField[] = [
  {
    prop: 'idNumber',
    label: '身份证号',
    type: 'SelectInput',
    selectLabel: '居民身份证',
    show: true,
    rules: [],
  },
  { prop: 'birthday', label: '出生日期', type: 'text', show: true, rules: [] },
  {
    prop: 'gender',
    label: '性别',
    type: 'picker',
    show: true,
    rules: [],
    options: [
      { index: 0, label: '男' },
      { index: 1, label: '女' },
    ],
  },
];
const form = (promise: Parameters<typeof fakeEnrollment>[0]) =>
  fakeEnrollment({
    planDetail: async () => plan,
    planLimit: async () => ({ full: false, quota: 10, taken: 7, left: 3 }),
    formTemplate: async () => fields,
    fieldLogic: async () => [],
    ...promise,
  });

describe('load the registration form', () => {
  it('reads the plan, its places, the template, the logic and a required promise together', async () => {
    const g = form({
      promise: async () => ({ title: '承诺书', content: '<p>真实</p>', signRequired: true }),
    });
    const f = await loadRegistrationForm(g, 'P1');
    expect(f).toMatchObject({ plan, limit: { left: 3 }, fields, logic: [] });
    expect(f.promise).toEqual({ title: '承诺书', content: '<p>真实</p>' });
    expect(g.calls.map(([m, args]) => [m, args[0]])).toEqual([
      ['planDetail', 'P1'],
      ['planLimit', 'P1'],
      ['formTemplate', 'P1'],
      ['fieldLogic', 'P1'],
      ['promise', undefined],
    ]);
  });

  it('asks for no promise when the school does not require it, or when its read fails', async () => {
    const optional = form({ promise: async () => ({ title: '承诺书', content: '', signRequired: false }) });
    expect((await loadRegistrationForm(optional, 'P1')).promise).toBeNull();
    const failing = form({ promise: () => Promise.reject(failure(500)) });
    expect((await loadRegistrationForm(failing, 'P1')).promise).toBeNull();
  });

  it('fails as a whole when the plan or its template cannot be read', async () => {
    const g = form({
      formTemplate: () => Promise.reject(failure(404, '计划不存在')),
      promise: async () => null!,
    });
    await expect(loadRegistrationForm(g, 'P1')).rejects.toMatchObject({ msg: '计划不存在' });
  });

  it('loads the saved answers and reason of a registration being edited, none when it is not found', async () => {
    const saved = { answers: { name: '赵六' }, rejectReason: '照片不清晰' };
    const g = fakeEnrollment({ savedRegistration: async (id: string) => (id === 'R9' ? saved : null) });
    expect(await loadSavedRegistration(g, 'R9')).toEqual(saved);
    expect(await loadSavedRegistration(g, 'R1')).toEqual({ answers: {}, rejectReason: null });
  });
});

describe('upload attachments', () => {
  it('uploads through the gateway with progress kept within 0..100, and sends nothing for no files', async () => {
    const file = Object.assign(new Blob(['x'], { type: 'application/pdf' }), { name: 'a.pdf' });
    const g = fakeEnrollment({
      uploadFiles: async (files, onProgress) => {
        onProgress(files[0]!, 140);
        onProgress(files[0]!, -3);
        return [{ fileId: 'F1', name: 'a.pdf', size: 1, type: 'application/pdf', url: '/f' }];
      },
    });
    const seen: number[] = [];
    expect(await uploadAttachments(g, [file], (_f, p) => seen.push(p))).toHaveLength(1);
    expect(seen).toEqual([100, 0]);
    expect(await uploadAttachments(g, [])).toEqual([]);
    expect(g.calls).toHaveLength(1);
  });
});

describe('identity number autofill', () => {
  const now = new Date('2026-06-01T00:00:00+08:00');
  it('fills birthday and the sex option (odd digit: 男) from a valid 居民身份证 number, nothing from an invalid one', () => {
    expect(idNumberAutofill(fields, { idNumber: ID }, now)).toEqual({ birthday: '2010-03-07', gender: '男' });
    expect(idNumberAutofill(fields, { idNumber: ID.slice(0, 17) }, now)).toEqual({});
  });

  it('fills nothing for another document type', () => {
    expect(idNumberAutofill(fields, { idNumber: ID, idNumberType: '护照' }, now)).toEqual({});
  });
});
