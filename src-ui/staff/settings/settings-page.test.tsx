import 'reflect-metadata';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import {
  type SchoolSettings,
  SchoolSettingsGateway,
  type SettingsSave,
  type UploadedAsset,
} from '@domain/staff/school-settings';
import { ContainerProvider } from '@ui/di';
import { SettingsPage } from './settings-page';

const settings = (): SchoolSettings => ({
  tenantId: '1001',
  orgId: 'org-a',
  basic: {
    schoolName: '示范中学',
    logoFileId: '',
    logoUrl: '',
    motto: '厚德',
    servicePhone: '0571-88886666',
  },
  quickLinks: [{ title: '缴费', url: 'https://pay.example.cn/?org={{orgId}}&name={{trueName}}' }],
  texts: {
    promise: { title: '诚信报名承诺书', content: '<p>我承诺</p>', signRequired: true, version: 'abc123' },
    privacy: { title: '个人信息保护告知', content: '<p>告知</p>', version: '2026.1' },
    admissionLetter: { title: '录取通知书', body: '{姓名}同学：恭喜你' },
  },
  switches: { enrollmentOpen: true, checkinOpen: true, offlinePayment: true, h5Pay: true, plansPerChild: 0 },
  majors: [{ id: 'm1', code: '01', name: '计算机应用' }],
  integrations: {
    wechat: { appId: '', appSecret: { configured: false, last4: '' }, templates: {} },
    sms: { signName: '', loginTemplateId: '', noticeTemplateId: '' },
    wxpay: {
      mode: 'direct',
      appId: '',
      mchid: '1900000109',
      subMchid: '',
      subAppId: '',
      serialNo: '',
      platformSerial: '',
      apiV3Key: { configured: true, last4: '2345' },
      privateKey: { configured: false, last4: '' },
      platformKey: { configured: false, last4: '' },
    },
    inForce: {
      wxpay: { source: 'school', platform: 'sandbox', mchid: '1900000109', notifyUrl: '', missing: [] },
      wechat: { source: 'platform', appId: 'wx0000000000demo' },
    },
  },
});

class FakeSettings implements SchoolSettingsGateway {
  saves: SettingsSave[] = [];
  failNext: string | null = null;
  failLoad = false;
  state = settings();
  async settings() {
    if (this.failLoad) throw { kind: 'network', msg: '网络错误' };
    return structuredClone(this.state);
  }
  async save(input: SettingsSave) {
    this.saves.push(structuredClone(input));
    if (this.failNext) {
      const msg = this.failNext;
      this.failNext = null;
      throw { kind: 'server', code: 400, msg };
    }
    if (input.basic) this.state.basic = { ...input.basic, logoUrl: this.state.basic.logoUrl };
    if (input.quickLinks) this.state.quickLinks = input.quickLinks;
    if (input.texts) this.state.texts.admissionLetter = input.texts.admissionLetter;
    if (input.majors) this.state.majors = input.majors.map((m, i) => ({ ...m, id: m.id || `m${i + 1}` }));
    if (input.integrations?.wxpay.apiV3Key)
      this.state.integrations.wxpay.apiV3Key = {
        configured: true,
        last4: input.integrations.wxpay.apiV3Key.slice(-4),
      };
    return structuredClone(this.state);
  }
  async testConnection(target: 'wechat' | 'wxpay') {
    return { target, ok: true, checks: [] };
  }
  async uploadAsset(_file: Blob, name: string): Promise<UploadedAsset> {
    return { fileId: 'f_logo', name, size: 10, type: 'image/png', url: '/fileapi/files/f_logo?exp=1&sig=x' };
  }
}

function renderPage(gw: FakeSettings) {
  const c = new Container();
  c.bind(SchoolSettingsGateway).toConstantValue(gw);
  return render(
    <ContainerProvider container={c}>
      <SettingsPage />
    </ContainerProvider>,
  );
}

const section = (name: string) => screen.getByRole('form', { name });

describe('学校设置', () => {
  it('loads every section, shows secrets only as 已配置/未配置 and a filled link preview', async () => {
    renderPage(new FakeSettings());
    expect(await screen.findByLabelText('学校名称')).toHaveValue('示范中学');
    for (const s of ['基本信息', '快捷入口', '文本', '开关', '专业', '对接配置'])
      expect(section(s)).toBeInTheDocument();
    expect(screen.getByLabelText('APIv3 密钥（已配置，尾号 2345）')).toHaveValue('');
    expect(screen.getByLabelText('公众号 AppSecret（未配置）')).toHaveValue('');
    expect(
      within(section('快捷入口')).getByText('https://pay.example.cn/?org=org-a&name=%E5%BC%A0%E4%B8%89'),
    ).toBeInTheDocument();
  });

  it('shows the error state with a retry when the load fails', async () => {
    const gw = new FakeSettings();
    gw.failLoad = true;
    renderPage(gw);
    expect(await screen.findByText(/网络/)).toBeInTheDocument();
    gw.failLoad = false;
    await userEvent.click(screen.getByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByLabelText('学校名称')).toHaveValue('示范中学');
  });

  it('refuses a bad phone before sending, keeps what was typed after a failed save, then saves', async () => {
    const gw = new FakeSettings();
    renderPage(gw);
    const name = await screen.findByLabelText('学校名称');
    await userEvent.clear(name);
    await userEvent.type(name, '新名字中学');
    const phone = screen.getByLabelText('联系电话');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: '保存基本信息' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('联系电话格式不正确');
    expect(gw.saves).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '0571-12345678');
    gw.failNext = '服务器开小差';
    await userEvent.click(screen.getByRole('button', { name: '保存基本信息' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务器开小差');
    expect(screen.getByLabelText('学校名称')).toHaveValue('新名字中学');
    expect(screen.getByLabelText('联系电话')).toHaveValue('0571-12345678');

    await userEvent.click(screen.getByRole('button', { name: '保存基本信息' }));
    expect(await screen.findByRole('status')).toHaveTextContent('基本信息已保存');
    expect(gw.saves.at(-1)).toEqual({
      basic: { schoolName: '新名字中学', logoFileId: '', motto: '厚德', servicePhone: '0571-12345678' },
    });
  });

  it('每名学生可报计划数 (issue 37): 不限 by default, saved with the switches', async () => {
    const gw = new FakeSettings();
    renderPage(gw);
    const limit = await screen.findByLabelText('每名学生可报计划数');
    expect(limit).toHaveValue('0');
    expect(limit).toHaveAccessibleDescription(/同一身份证号在本校报名的计划数上限/);
    await userEvent.selectOptions(limit, '最多 1 个计划');
    await userEvent.click(screen.getByRole('button', { name: '保存开关' }));
    await waitFor(() =>
      expect(gw.saves.at(-1)?.switches).toMatchObject({ plansPerChild: 1, enrollmentOpen: true }),
    );
  });

  it('uploads a logo with a preview, and adds, reorders and removes quick links', async () => {
    const gw = new FakeSettings();
    renderPage(gw);
    await screen.findByLabelText('学校名称');
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('校徽'), file);
    expect(await screen.findByAltText('校徽预览')).toHaveAttribute(
      'src',
      '/fileapi/files/f_logo?exp=1&sig=x',
    );

    await userEvent.click(screen.getByRole('button', { name: '添加入口' }));
    await userEvent.type(screen.getByLabelText('入口 2 名称'), '图书馆');
    const url = screen.getByLabelText('入口 2 链接');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://lib.example.cn/{{{{tenantId}}');
    await waitFor(() => expect(screen.getByText('https://lib.example.cn/1001')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: '上移入口 2' }));
    expect(screen.getByLabelText('入口 1 名称')).toHaveValue('图书馆');
    await userEvent.click(screen.getByRole('button', { name: '删除入口 2' }));
    await userEvent.click(screen.getByRole('button', { name: '保存快捷入口' }));
    await waitFor(() =>
      expect(gw.saves.at(-1)).toEqual({
        quickLinks: [{ title: '图书馆', url: 'https://lib.example.cn/{{tenantId}}' }],
      }),
    );
  });

  it('sends a typed secret once and then shows only its tail; an empty field sends nothing', async () => {
    const gw = new FakeSettings();
    renderPage(gw);
    const key = await screen.findByLabelText('APIv3 密钥（已配置，尾号 2345）');
    await userEvent.type(key, 'Ab3dEfGh1jKlMnOpQrStUvWxYz01ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: '保存对接配置' }));
    expect(await screen.findByLabelText('APIv3 密钥（已配置，尾号 ZZZZ）')).toHaveValue('');
    expect(gw.saves.at(-1)!.integrations!.wxpay.apiV3Key).toBe('Ab3dEfGh1jKlMnOpQrStUvWxYz01ZZZZ');
    expect(gw.saves.at(-1)!.integrations!.wechat.appSecret).toBe('');
  });

  it('录取通知书: a placeholder is inserted at the caret, an unknown one is refused before sending, the sample is filled', async () => {
    const gw = new FakeSettings();
    renderPage(gw);
    const texts = await screen.findByRole('form', { name: '文本' });
    const title = within(texts).getByLabelText('通知书标题');
    expect(title).toHaveValue('录取通知书');
    // The body is in the shared rich editor: the old plain wording shows as paragraphs.
    const body = within(texts).getByRole('textbox', { name: '通知书正文' });
    expect(body.innerHTML).toBe('<p>{姓名}同学：恭喜你</p>');
    body.innerHTML = '<p>同学：欢迎</p>';
    // The caret at the start of the paragraph; the placeholder goes there.
    const at = document.createRange();
    at.setStart(body.firstChild!.firstChild!, 0);
    at.collapse(true);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(at);
    body.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    await userEvent.click(within(texts).getByRole('button', { name: '插入学生姓名 {姓名}' }));
    expect(body.innerHTML).toBe('<p>{姓名}同学：欢迎</p>');
    await userEvent.click(within(texts).getByRole('button', { name: '插入学校名称 {学校}' }));
    expect(body.innerHTML).toBe('<p>{姓名}{学校}同学：欢迎</p>');
    const sample = within(texts).getByRole('region', { name: '录取通知书示例' });
    await waitFor(() => expect(sample).toHaveTextContent('张三示范中学同学：欢迎'));

    // An unknown placeholder is refused before sending.
    body.innerHTML = '<p>{姓名}同学：欢迎{班级}</p>';
    body.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await userEvent.click(within(texts).getByRole('button', { name: '保存文本' }));
    expect(await within(texts).findByRole('alert')).toHaveTextContent('无法识别的占位符：{班级}');
    expect(gw.saves).toHaveLength(0);

    body.innerHTML = '<p>{姓名}同学：</p><p><strong>恭喜！</strong></p>';
    body.dispatchEvent(new InputEvent('input', { bubbles: true }));
    await userEvent.click(within(texts).getByRole('button', { name: '保存文本' }));
    expect(await within(texts).findByRole('status')).toHaveTextContent('文本已保存');
    expect(gw.saves.at(-1)?.texts?.admissionLetter).toEqual({
      title: '录取通知书',
      body: '<p>{姓名}同学：</p><p><strong>恭喜！</strong></p>',
    });
  });

  it('专业: adds a major with the next code, refuses a duplicate name before sending, saved ones cannot be deleted', async () => {
    const gw = new FakeSettings();
    renderPage(gw);
    await screen.findByLabelText('专业 1 名称');
    expect(screen.queryByRole('button', { name: '删除专业 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '添加专业' }));
    expect(screen.getByLabelText('专业 2 代码')).toHaveValue('02');
    await userEvent.type(screen.getByLabelText('专业 2 名称'), '计算机应用');
    await userEvent.click(screen.getByRole('button', { name: '保存专业' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('专业名称不能重复');
    expect(gw.saves).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('专业 2 名称'));
    await userEvent.type(screen.getByLabelText('专业 2 名称'), '电子商务');
    await userEvent.click(screen.getByRole('button', { name: '保存专业' }));
    expect(await screen.findByRole('status')).toHaveTextContent('专业已保存');
    expect(gw.saves.at(-1)).toEqual({
      majors: [
        { id: 'm1', code: '01', name: '计算机应用' },
        { id: '', code: '02', name: '电子商务' },
      ],
    });
    expect(screen.queryByRole('button', { name: '删除专业 2' })).toBeNull();
  });
});
