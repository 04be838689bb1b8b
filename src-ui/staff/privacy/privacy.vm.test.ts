import { describe, expect, it } from 'vitest';
import { FakeStaffGateway } from '../testing/fake-gateway';
import { REFUSE_REASON_NEEDED, StaffPrivacyVm } from './privacy.vm';

const request = (id: string) => ({
  id,
  status: 0 as const,
  statusText: '待学校处理',
  reason: '孩子已选择其他学校',
  decisionReason: null,
  createdAt: '2026-11-23T10:00:00+08:00',
  decidedAt: null,
  applicantName: '张家长',
  registrations: 2,
});

describe('个人信息申请 (staff)', () => {
  it('lists the open requests; refusing needs a reason; approving decides once', async () => {
    const gw = new FakeStaffGateway();
    gw.privacy_ = [request('dr1'), request('dr2')];
    const vm = new StaffPrivacyVm(gw);
    await vm.load();
    expect(vm.rows.map((r) => r.id)).toEqual(['dr1', 'dr2']);
    expect(gw.calls.at(-1)).toEqual({ name: 'privacyRequests', args: [0] });

    await vm.decide('dr1', false);
    expect(vm.notice).toEqual({ text: REFUSE_REASON_NEEDED, ok: false });
    expect(gw.calls.some((c) => c.name === 'decidePrivacy')).toBe(false);

    vm.setReason('dr1', '该学生已录取，学籍信息需按规定保存');
    await vm.decide('dr1', false);
    expect(vm.rows[0]).toMatchObject({
      status: 2,
      statusText: '未通过',
      decisionReason: '该学生已录取，学籍信息需按规定保存',
    });

    await vm.decide('dr2', true);
    expect(vm.rows[1]).toMatchObject({ status: 1, statusText: '已删除' });
    expect(vm.notice).toEqual({ text: '已同意，报名信息已删除', ok: true });
  });
});
