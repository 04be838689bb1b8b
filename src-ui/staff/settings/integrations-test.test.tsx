import 'reflect-metadata';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  IntegrationCheck,
  IntegrationTarget,
  SchoolSettings,
  SchoolSettingsGateway,
} from '@domain/staff/school-settings';
import { IntegrationsSection } from './integrations-section';
import { SettingsVm } from './settings.vm';

const none = { configured: false, last4: '' };
const settings = (): SchoolSettings => ({
  tenantId: '1001',
  orgId: 'org-a',
  basic: { schoolName: '示范中学', logoFileId: '', logoUrl: '', motto: '', servicePhone: '' },
  quickLinks: [],
  texts: {
    promise: { title: '承诺书', content: '<p>我承诺</p>', signRequired: false, version: 'v1' },
    privacy: { title: '告知', content: '<p>告知</p>', version: 'v1' },
    admissionLetter: { title: '录取通知书', body: '{姓名}同学' },
  },
  switches: { enrollmentOpen: true, checkinOpen: true, offlinePayment: true, h5Pay: true, plansPerChild: 0 },
  majors: [],
  integrations: {
    wechat: { appId: 'wx1234567890abcdef', appSecret: { configured: true, last4: 'CDEF' }, templates: {} },
    sms: { signName: '', loginTemplateId: '', noticeTemplateId: '' },
    wxpay: {
      mode: 'direct',
      appId: '',
      mchid: '',
      subMchid: '',
      subAppId: '',
      serialNo: '',
      platformSerial: '',
      apiV3Key: none,
      privateKey: none,
      platformKey: none,
    },
    inForce: {
      wxpay: { source: 'demo', platform: 'sandbox', mchid: '1900000109', notifyUrl: '', missing: [] },
      wechat: { source: 'school', appId: 'wx1234567890abcdef' },
    },
  },
});

/** Answers 测试连接 from a queue; an Error is thrown as the gateway throws (a failed call). */
class FakeGateway implements SchoolSettingsGateway {
  calls: IntegrationTarget[] = [];
  answers: Array<IntegrationCheck | { kind: 'network'; msg: string }> = [];
  async settings() {
    return settings();
  }
  async save() {
    return settings();
  }
  async uploadAsset(): Promise<never> {
    throw new Error('not used');
  }
  async testConnection(target: IntegrationTarget) {
    this.calls.push(target);
    const a = this.answers.shift()!;
    if ('kind' in a) throw a;
    return a;
  }
}

async function renderSection(gw: FakeGateway) {
  const vm = new SettingsVm(gw);
  await vm.load();
  render(<IntegrationsSection vm={vm} />);
  return vm;
}

describe('对接配置 › 测试连接', () => {
  it('公众号: says what failed, in Chinese, and then what passed after a retry', async () => {
    const gw = new FakeGateway();
    gw.answers.push(
      {
        target: 'wechat',
        ok: false,
        checks: [
          { label: '连接微信接口', ok: true, detail: '已连接' },
          { label: '公众号 AppID 和 AppSecret', ok: false, detail: 'AppSecret 错误，请在公众平台核对' },
        ],
      },
      {
        target: 'wechat',
        ok: true,
        checks: [{ label: '公众号 AppID 和 AppSecret', ok: true, detail: '已通过微信校验' }],
      },
    );
    await renderSection(gw);
    await userEvent.click(screen.getByRole('button', { name: '测试公众号连接' }));
    const out = screen.getByLabelText('公众号测试结果');
    expect(await within(out).findByText('公众号测试未通过')).toBeInTheDocument();
    expect(out).toHaveTextContent('✗ 公众号 AppID 和 AppSecret：AppSecret 错误，请在公众平台核对');
    expect(out).toHaveTextContent('✓ 连接微信接口：已连接');
    await userEvent.click(screen.getByRole('button', { name: '测试公众号连接' }));
    expect(await within(out).findByText('公众号测试通过')).toBeInTheDocument();
    expect(gw.calls).toEqual(['wechat', 'wechat']);
    // The other integration's answer area stays empty.
    expect(screen.getByLabelText('微信支付测试结果')).toBeEmptyDOMElement();
  });

  it('微信支付: a failed call says so instead of a result', async () => {
    const gw = new FakeGateway();
    gw.answers.push({ kind: 'network', msg: '网络错误' });
    await renderSection(gw);
    await userEvent.click(screen.getByRole('button', { name: '测试微信支付连接' }));
    const out = screen.getByLabelText('微信支付测试结果');
    expect(await within(out).findByText(/测试未完成：.*网络/)).toBeInTheDocument();
    expect(gw.calls).toEqual(['wxpay']);
  });
});
