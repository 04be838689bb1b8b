import 'reflect-metadata';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderStaffApp } from '@ui/testing/staff-app-harness';

// Issue 36 item 4 and issue 34 on 报名详情: 更正信息 on the registration's own form (reason required,
// the version sent back, a conflict said plainly), hidden conditional fields left out, no 未上传 voucher
// badge on a registration with no voucher, 审核记录 with the earlier 驳回原因.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'ok', data, success: true });
const refuse = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null, success: false });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const field = (prop: string, label: string, text: string, type = 'text') => ({
  prop,
  label,
  type,
  text,
  files: [],
  signature: null,
});
let school = '第一中学';
const detail = () => ({
  id: 'r1',
  regNo: '202600001',
  planId: 'p1',
  planName: '2026级新生报名',
  name: '张子涵',
  idNumber: '110101********1234',
  phone: '138****1111',
  major: '计算机应用',
  reviewStatus: 1,
  reviewText: '审核通过',
  rejectReason: null,
  feeStatus: 3,
  feeText: '已缴费',
  voucherStatus: null,
  admissionStatus: 1,
  admissionText: '待录取',
  amount: 10000,
  createdAt: '2026-06-01T02:00:00.000Z',
  updatedAt: '2026-06-02T02:00:00.000Z',
  actions: ['reject'],
  fields: [
    field('name', '学生姓名', '张子涵'),
    field('graduateSchool', '毕业学校', school),
    field('residence', '户籍类型', '本市户籍'),
    field('residencePermit', '居住证', '', 'upload'),
  ],
  voucherFiles: [],
  voucherReason: null,
  order: { orderNo: 'O1', status: 'paid', amount: 10000, paidAt: '2026-06-02T03:00:00.000Z' },
});
const form = () => ({
  registrationId: 'r1',
  name: '张子涵',
  planName: '2026级新生报名',
  formVersion: 2,
  version: '2026-06-02T02:00:00.000Z',
  fields: [
    {
      prop: 'name',
      label: '学生姓名',
      type: 'text',
      show: true,
      rules: [{ required: true, message: '请输入学生姓名' }],
    },
    { prop: 'graduateSchool', label: '毕业学校', type: 'text', show: true, rules: [] },
    {
      prop: 'residence',
      label: '户籍类型',
      type: 'picker',
      show: true,
      options: [
        { index: 0, label: '本市户籍' },
        { index: 1, label: '外市户籍' },
      ],
    },
    { prop: 'residencePermit', label: '居住证', type: 'upload', show: false, fileList: [] },
  ],
  logic: [
    {
      id: 'l1',
      when: { prop: 'residence', op: 'eq', value: '外市户籍' },
      action: 'show',
      targets: ['residencePermit'],
    },
  ],
  answers: { name: '张子涵', graduateSchool: school, residence: '本市户籍' },
  lockedProps: ['residencePermit'],
  history: [
    { kind: 'submitted', at: '2026-06-01T02:00:00.000Z', by: null, reason: '' },
    { kind: 'rejected', at: '2026-06-01T04:00:00.000Z', by: '李老师', reason: '证件照片不清晰' },
    { kind: 'resubmitted', at: null, by: null, reason: '' },
    { kind: 'approved', at: '2026-06-02T02:00:00.000Z', by: '李老师', reason: '' },
  ],
});

let bodies: Record<string, Record<string, unknown>[]> = {};
let saveReply: () => Response;

beforeEach(() => {
  bodies = {};
  school = '第一中学';
  saveReply = () => {
    school = '第二实验中学';
    return ok({
      registrationId: 'r1',
      version: '2026-06-03T02:00:00.000Z',
      changes: [{ prop: 'graduateSchool', label: '毕业学校', before: '第一中学', after: '第二实验中学' }],
      notified: true,
    });
  };
  server.use(
    http.post('*/staff-api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace('/staff-api/', '');
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      (bodies[path] ??= []).push(body);
      switch (path) {
        case 'me':
          return ok({
            id: 's',
            orgId: 'o',
            name: '李老师',
            phone: '1',
            role: 'admissions',
            mustChangePassword: false,
          });
        case 'registrations/detail':
          return ok(detail());
        case 'reject-templates/list':
          return ok(['照片不清晰']);
        case 'corrections/registration/form':
          return ok(form());
        case 'corrections/registration/save':
          return saveReply();
        default:
          return HttpResponse.json({ code: 404, msg: path, data: null, success: false }, { status: 404 });
      }
    }),
  );
});

const renderDetail = () => renderStaffApp('/registration/r1');

describe('报名详情 (issue 34)', () => {
  it('leaves out a field its condition hides, says nothing of a voucher it has none of, shows 审核记录', async () => {
    renderDetail();
    const list = await screen.findByLabelText('报名信息');
    expect(list).toHaveTextContent('毕业学校');
    // 居住证 only shows for 外市户籍 (the form's logic): not 未填写, not there at all.
    expect(list).not.toHaveTextContent('居住证');
    expect(list).not.toHaveTextContent('未填写');
    expect(screen.queryByText('未上传')).toBeNull();
    const history = screen.getByRole('list', { name: '审核记录' });
    expect(history).toHaveTextContent('驳回原因：证件照片不清晰');
    expect(history).toHaveTextContent('家长修改并重新提交');
    expect(within(history).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('更正信息 (issue 36 item 4)', () => {
  it('edits on the registration’s form, needs a reason, sends the version, shows before → after', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    renderDetail();
    await u.click(await screen.findByRole('button', { name: '更正信息' }));
    const panel = screen.getByRole('region', { name: '更正报名信息' });
    expect(panel).toHaveTextContent('第2版');
    const input = within(panel).getByDisplayValue('第一中学');
    await u.clear(input);
    await u.type(input, '第二实验中学');
    const save = within(panel).getByRole('button', { name: '保存更正' });
    expect(save).toBeDisabled();
    await u.type(within(panel).getByLabelText('更正原因（必填）'), '家长来电告知');
    await u.click(save);
    expect(await screen.findByText('已更正 1 项，已通知家长')).toBeInTheDocument();
    expect(bodies['corrections/registration/save']![0]).toMatchObject({
      registrationId: 'r1',
      version: '2026-06-02T02:00:00.000Z',
      reason: '家长来电告知',
      answers: { graduateSchool: '第二实验中学', residence: '本市户籍' },
    });
    expect(screen.getByRole('list', { name: '更正内容' })).toHaveTextContent(
      '毕业学校：第一中学 → 第二实验中学',
    );
    // The detail is read again: the corrected value is what the page shows.
    expect(await screen.findByLabelText('报名信息')).toHaveTextContent('第二实验中学');
  });

  it('says plainly when someone changed the registration meanwhile, and keeps the edit open', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    saveReply = () =>
      refuse(409, '该报名已被修改（家长重新提交或其他老师处理过），请刷新后查看最新内容再更正');
    renderDetail();
    await u.click(await screen.findByRole('button', { name: '更正信息' }));
    const panel = screen.getByRole('region', { name: '更正报名信息' });
    await u.type(within(panel).getByDisplayValue('第一中学'), '（初中部）');
    await u.type(within(panel).getByLabelText('更正原因（必填）'), '核对原件');
    await u.click(within(panel).getByRole('button', { name: '保存更正' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('请刷新后查看最新内容再更正');
    expect(screen.getByRole('region', { name: '更正报名信息' })).toBeInTheDocument();
  });
});
