import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { FakeStaffGateway } from '../testing/fake-gateway';
import { TemplatesVm } from './templates.vm';

describe('TemplatesVm', () => {
  it('adds a trimmed reason, refuses blanks and repeats, removes one', async () => {
    const gw = new FakeStaffGateway();
    const vm = new TemplatesVm(gw);
    await vm.load();
    expect(vm.rows).toEqual(['照片不清晰', '信息填写不完整']);
    vm.setDraft('  ');
    await vm.add();
    expect(vm.notice).toEqual({ text: '请填写驳回原因', ok: false });
    vm.setDraft('照片不清晰');
    await vm.add();
    expect(vm.notice).toEqual({ text: '已有相同的原因', ok: false });
    expect(gw.named('saveRejectTemplates')).toHaveLength(0);
    vm.setDraft(' 缺少户口本 ');
    await vm.add();
    expect(gw.templates).toEqual(['照片不清晰', '信息填写不完整', '缺少户口本']);
    expect(vm.draft).toBe('');
    await vm.remove('照片不清晰');
    expect(vm.rows).toEqual(['信息填写不完整', '缺少户口本']);
    expect(vm.notice).toEqual({ text: '已删除', ok: true });
  });
});
