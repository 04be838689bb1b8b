import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { StaffSessionVm } from './session.vm';
import { FakeStaffGateway } from './testing/fake-gateway';

describe('StaffSessionVm', () => {
  it('starts signed out without a stored session', async () => {
    const vm = new StaffSessionVm(new FakeStaffGateway());
    await vm.restore();
    expect(vm.status).toBe('signedOut');
  });

  it('first login must change the password, then the workspace opens', async () => {
    const gw = new FakeStaffGateway();
    const vm = new StaffSessionVm(gw);
    await vm.signIn('org-a', '13800000001', 'Init-1234');
    expect(vm.status).toBe('mustChange');
    expect(await vm.changePassword('Init-1234', 'short', 'short')).toBe(false);
    expect(vm.error).toBe('新密码至少8位');
    expect(await vm.changePassword('Init-1234', 'Better-pass-1', 'Better-pass-2')).toBe(false);
    expect(vm.error).toBe('两次输入的新密码不一致');
    expect(gw.named('changePassword')).toHaveLength(0);
    expect(await vm.changePassword('Init-1234', 'Better-pass-1', 'Better-pass-1')).toBe(true);
    expect(vm.status).toBe('ready');
    expect(vm.roleLabel).toBe('招生老师');
    expect(vm.can('review')).toBe(true);
    expect(vm.can('audit')).toBe(false);
  });

  it('shows the server message on a wrong password and asks for every field', async () => {
    const vm = new StaffSessionVm(new FakeStaffGateway());
    await vm.restore();
    await vm.signIn('org-a', '', 'x');
    expect(vm.error).toBe('请填写学校编号、手机号和密码');
    await vm.signIn('org-a', '13800000001', 'wrong');
    expect(vm.error).toBe('手机号或密码错误');
    expect(vm.status).toBe('signedOut');
  });

  it('with no network, a session this tab confirmed before goes on (a desk reloaded offline); else 登录', async () => {
    const gw = new FakeStaffGateway();
    gw.token = 't';
    gw.me_.mustChangePassword = false;
    gw.offline = true;
    const first = new StaffSessionVm(gw);
    await first.restore();
    expect(first.status).toBe('signedOut');
    gw.offline = false;
    await first.restore();
    gw.offline = true;
    const again = new StaffSessionVm(gw);
    await again.restore();
    expect(again.status).toBe('ready');
    expect(again.me?.name).toBe('王老师');
    // A refused session (not the network) is never carried on.
    gw.offline = false;
    gw.token = null;
    await again.restore();
    expect(again.status).toBe('signedOut');
  });

  it('restores a stored session and logs out on the server', async () => {
    const gw = new FakeStaffGateway();
    gw.token = 't';
    gw.me_.mustChangePassword = false;
    const vm = new StaffSessionVm(gw);
    await vm.restore();
    expect(vm.status).toBe('ready');
    await vm.logout();
    expect(vm.status).toBe('signedOut');
    expect(gw.named('logout')).toHaveLength(1);
    expect(gw.hasSession()).toBe(false);
  });
});
