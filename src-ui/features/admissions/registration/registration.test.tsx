import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RegistrationConfirmPage from '@ui/features/admissions/registration/confirm-page';
import RegistrationPage from '@ui/features/admissions/registration/registration-page';
import { failure, renderScreen, setupHarness, user, type Harness } from '@ui/testing/admissions-harness';
import { ID, registrationGateways } from '@ui/testing/registration-fixtures';
import { optionText } from '@ui/kit/dynamic-form/option-labels';
import { setup as setupForm } from '@ui/testing/dynamic-form-host';

const DETAILS = { path: '/orientation/enrollment/details', search: 'planId=P1' };
const CONFIRM = { path: '/orientation/enrollment/confirm', search: 'planId=P1' };

function draft(h: Harness) {
  const raw = h.local.get('draft:registration:P1');
  return raw
    ? (JSON.parse(raw) as {
        savedAt: number;
        data: { answers: Record<string, unknown>; idempotencyKey: string | null };
      })
    : null;
}

describe('registration form', () => {
  it('autofills birthday, sex and age from the identity number and saves the draft as the user types', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    renderScreen(RegistrationPage, h);
    const id = await screen.findByLabelText('身份证号');
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().type(id, ID);
    expect(screen.getByLabelText('出生日期')).toHaveValue('2010-03-07');
    expect(screen.getByText('女')).toBeInTheDocument();
    expect(screen.getByLabelText('年龄')).toHaveValue('16');
    expect(screen.getByTestId('id-info')).toHaveTextContent('出生日期 2010-03-07，性别 女，年龄 16 岁');
    expect(screen.getByRole('status')).toHaveTextContent('已保存');
    expect(draft(h)?.data.answers).toMatchObject({
      name: '张三',
      idNumber: ID,
      birthday: '2010-03-07',
      sex: '女',
      age: '16',
    });
  });

  it('restores every answer after a reload and says so', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({
        savedAt: h.clock.t,
        data: {
          answers: { name: '李四', idNumber: ID, sign: 'data:image/png;base64,AAA' },
          idempotencyKey: null,
        },
      }),
    );
    renderScreen(RegistrationPage, h);
    expect(await screen.findByLabelText('姓名')).toHaveValue('李四');
    expect(screen.getByText('已恢复上次未提交的填写内容')).toBeInTheDocument();
    expect(await screen.findByAltText('签名')).toHaveAttribute('src', 'data:image/png;base64,AAA');
  });

  it('a draft started on an earlier form version: told so, and only what still fits is kept', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({
        savedAt: h.clock.t,
        data: {
          // 寄宿 is no longer an option and 籍贯 no longer a field of the published version.
          answers: { name: '赵六', idNumber: ID, boarding: '寄宿', hometown: '杭州' },
          idempotencyKey: null,
          form: 'an-earlier-version',
        },
      }),
    );
    renderScreen(RegistrationPage, h);
    expect(await screen.findByLabelText('姓名')).toHaveValue('赵六');
    expect(
      screen.getByText('学校已发布新版报名表，已保留仍适用的填写内容，请检查后再提交'),
    ).toBeInTheDocument();
    expect(screen.queryByText('已恢复上次未提交的填写内容')).toBeNull();
    await user().type(screen.getByLabelText('姓名'), '一');
    const saved = draft(h)!.data as { answers: Record<string, unknown>; form?: string };
    expect(saved.answers).toEqual({ name: '赵六一', idNumber: ID });
    expect(saved.form).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
    expect(saved.form).not.toBe('an-earlier-version');
  });

  it('shows a field only when the field logic asks for it, and then requires it', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    const save = (boarding: string) =>
      h.local.set(
        'draft:registration:P1',
        JSON.stringify({
          savedAt: h.clock.t,
          data: { answers: { name: '王五', idNumber: ID, boarding }, idempotencyKey: null },
        }),
      );
    save('走读');
    const first = renderScreen(RegistrationPage, h);
    await screen.findByLabelText('姓名');
    expect(screen.queryByText('宿舍要求')).toBeNull();
    first.unmount();
    save('住校');
    renderScreen(RegistrationPage, h);
    expect(await screen.findByText('宿舍要求')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入宿舍要求')).toBeInTheDocument();
    expect(h.location.history.at(-1)).not.toContain('confirm');
  });

  it('validates with the field rules before going on, and goes to confirm when valid', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    renderScreen(RegistrationPage, h);
    await user().click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText('请输入姓名')).not.toHaveLength(0);
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('身份证号'), ID.slice(0, 17) + (ID.endsWith('1') ? '2' : '1'));
    await user().click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText('身份证号校验位不正确')).not.toHaveLength(0);
    await user().clear(screen.getByLabelText('身份证号'));
    await user().type(screen.getByLabelText('身份证号'), ID);
    await user().click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/orientation/enrollment/confirm?planId=P1'));
  });

  it('refuses a full plan: no form, a clear notice', async () => {
    const h = setupHarness(registrationGateways({ state: 'full', left: 0 }), DETAILS);
    renderScreen(RegistrationPage, h);
    expect(await screen.findByText('该计划名额已满，无法报名')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步' })).toBeNull();
  });
});

describe('registration inputs', () => {
  it('the identity number has a full-width row and a digit keyboard with X; the autofill follows it', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    renderScreen(RegistrationPage, h);
    const id = await screen.findByLabelText('身份证号');
    expect(id).toHaveAttribute('inputmode', 'none');
    await user().click(id);
    const pad = await screen.findByRole('button', { name: 'X' });
    await user().type(id, ID.slice(0, 17));
    await user().click(pad);
    expect(id).toHaveValue(ID.slice(0, 17) + 'X');
    await user().clear(id);
    await user().type(id, ID);
    expect(screen.getByLabelText('出生日期')).toHaveValue('2010-03-07');
    expect(screen.getByLabelText('年龄')).toHaveValue('16');
    // The number becomes invalid: birthday, sex and age are cleared, not kept.
    await user().type(id, '{Backspace}');
    expect(screen.getByLabelText('出生日期')).toHaveValue('');
    expect(screen.getByLabelText('年龄')).toHaveValue('');
    expect(draft(h)?.data.answers).toMatchObject({ birthday: '', sex: '', age: '' });
  });

  it('a school-assigned choice cannot be deleted; deleting an uploaded file offers 撤销, which brings it back', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    const file = { fileId: 'f1', name: '成绩单.pdf', size: 1000, type: 'application/pdf', url: '/f1' };
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({
        savedAt: h.clock.t,
        data: { answers: { name: '李四', assigned: ['m1'], files: [file] }, idempotencyKey: null },
      }),
    );
    renderScreen(RegistrationPage, h);
    expect(await screen.findByText('成绩单.pdf')).toBeInTheDocument();
    // 定向专业 (mandatory = 2) keeps its preset choice with no delete.
    expect(screen.getAllByText('理科实验班').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^删除(理科实验班|m1)$/ })).toBeNull();
    expect(screen.getByRole('button', { name: '删除成绩单.pdf' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '删除成绩单.pdf' }));
    expect(screen.queryByText('成绩单.pdf')).toBeNull();
    expect(await screen.findByText('已删除证明材料中的一项')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '撤销' }));
    expect(await screen.findByText('成绩单.pdf')).toBeInTheDocument();
    expect(draft(h)?.data.answers.files).toEqual([file]);
  });

  it('pickers say 请选择', async () => {
    renderScreen(RegistrationPage, setupHarness(registrationGateways(), DETAILS));
    await screen.findByLabelText('身份证号');
    expect(screen.queryAllByText('请选择').length).toBeGreaterThan(0);
  });
});

describe('registration dead ends', () => {
  it('a draft with nothing typed restores nothing and says nothing', async () => {
    const h = setupHarness(registrationGateways(), DETAILS);
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({ savedAt: h.clock.t, data: { answers: { name: '' }, idempotencyKey: null } }),
    );
    renderScreen(RegistrationPage, h);
    expect(await screen.findByLabelText('姓名')).toHaveValue('');
    expect(screen.queryByText('已恢复上次未提交的填写内容')).toBeNull();
  });

  it('a duplicate is found when the identity number is complete: 查看进度, and 下一步 goes nowhere', async () => {
    const http = registrationGateways();
    http.enrollment.on('checkDuplicate', (_planId, idNumber) => idNumber === ID);
    const h = setupHarness(http, DETAILS);
    renderScreen(RegistrationPage, h);
    await user().type(await screen.findByLabelText('身份证号'), ID.slice(0, 17));
    expect(screen.queryByText(/该证件号码已报名此招生计划/)).toBeNull();
    // Only numbers that parse as complete are asked about (a 15-digit number is an old card).
    const asked = () => http.enrollment.calledWith('checkDuplicate').map(([, idNumber]) => idNumber);
    expect(asked().every((n) => n.length === 15)).toBe(true);
    await user().type(screen.getByLabelText('身份证号'), ID.slice(17));
    expect(await screen.findByText('该证件号码已报名此招生计划，无需重复填写')).toBeInTheDocument();
    expect(asked().filter((n) => n === ID)).toHaveLength(1);
    await user().click(screen.getByRole('button', { name: '下一步' }));
    expect(h.location.history.at(-1)).not.toContain('/confirm');
    await user().click(screen.getByRole('button', { name: '查看进度' }));
    expect(h.location.history.at(-1)).toBe('/orientation/enrollment/applylist');
  });
});

describe('registration confirm and submit', () => {
  const answers = {
    name: '张三',
    idNumber: ID,
    birthday: '2010-03-07',
    sex: '女',
    age: '16',
    sign: 'data:image/png;base64,AAA',
  };

  function withDraft(http = registrationGateways()) {
    const h = setupHarness(http, CONFIRM);
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({ savedAt: h.clock.t, data: { answers, idempotencyKey: null } }),
    );
    return h;
  }

  it('keeps the form on a network failure and retries with the same key: one registration', async () => {
    let attempts = 0;
    const keys: (string | undefined)[] = [];
    const registered = new Map<string, string>();
    const http = registrationGateways();
    http.enrollment.on('registerStudent', (_planId, _answers, key) => {
      attempts += 1;
      keys.push(key);
      if (attempts === 1) throw failure('网络错误', 'network');
      const id = registered.get(key) ?? `R${registered.size + 1}`;
      registered.set(key, id);
      return {
        registrationId: id,
        regNo: '202600017',
        reviewStatus: 0 as const,
        feeStatus: 1 as const,
        amount: 5000,
      };
    });
    const h = withDraft(http);
    renderScreen(RegistrationConfirmPage, h);
    expect(await screen.findByText('请核对报名信息')).toBeInTheDocument();
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(screen.getByText('理科实验班')).toBeInTheDocument();
    expect(screen.getByAltText('承诺签字签名')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    expect(draft(h)?.data.idempotencyKey).toBe(keys[0]);
    await user().click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(registered.size).toBe(1);
    expect(draft(h)).toBeNull();
    const [planId, sent] = http.enrollment.calledWith('registerStudent')[1]!;
    expect(planId).toBe('P1');
    // The school-assigned multi-select (mandatory = 2) is sent with its preset choice.
    expect(sent).toEqual({ ...answers, assigned: ['m1'] });
  });

  it('issue 35: reopened after a 网络错误 the server had stored: 确认提交 shows their registration as 报名成功', async () => {
    const http = registrationGateways();
    // Their first submit was stored after the app gave up: the number is registered — by them.
    http.enrollment.on('checkDuplicate', (_planId, idNumber) => idNumber === ID);
    http.enrollment.on('registerStudent', () => ({
      registrationId: 'R1',
      regNo: '202600017',
      reviewStatus: 0 as const,
      feeStatus: 1 as const,
      amount: 5000,
    }));
    const h = setupHarness(http, CONFIRM);
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({ savedAt: h.clock.t, data: { answers, idempotencyKey: 'key-sent-before-0001' } }),
    );
    renderScreen(RegistrationConfirmPage, h);
    await user().click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(screen.getByText(/202600017/)).toBeInTheDocument();
    expect(screen.queryByText(/该证件号码已报名/)).toBeNull();
    expect(http.enrollment.calledWith('registerStudent')[0]![2]).toBe('key-sent-before-0001');
  });

  it('disables the button while in flight: a double tap sends once', async () => {
    let release!: () => void;
    const http = registrationGateways();
    http.enrollment.on('registerStudent', async () => {
      await new Promise<void>((r) => (release = r));
      return {
        registrationId: 'R1',
        regNo: '202600017',
        reviewStatus: 0 as const,
        feeStatus: 1 as const,
        amount: 5000,
      };
    });
    const h = withDraft(http);
    renderScreen(RegistrationConfirmPage, h);
    const button = await screen.findByRole('button', { name: '确认提交' });
    await user().click(button);
    await user().click(button);
    expect(await screen.findByRole('button', { name: /提交中/ })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(http.enrollment.calledWith('registerStudent')).toHaveLength(1);
    // Back from 报名成功 lands on the emptied form: it leads to 我的报名 instead (issue 34 item 17).
    window.history.replaceState(null, '', '#/orientation/enrollment/details?planId=P1');
    await act(async () => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(h.location.history.at(-1)).toBe('/orientation/enrollment/applylist');
    window.history.replaceState(null, '', '#/');
  });

  it('确认提交 logged out says 提交前需要登录 before leaving, and submits on return without another tap', async () => {
    const http = registrationGateways();
    http.enrollment.on('registerStudent', () => ({
      registrationId: 'R9',
      regNo: '202600017',
      reviewStatus: 0 as const,
      feeStatus: 1 as const,
      amount: 5000,
    }));
    const h = setupHarness(http, { ...CONFIRM, token: null });
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({ savedAt: h.clock.t, data: { answers, idempotencyKey: null } }),
    );
    const r = renderScreen(RegistrationConfirmPage, h);
    await user().click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('提交前需要登录')).toBeInTheDocument();
    expect(h.assigned).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: '去登录' }));
    expect(h.assigned[0]).toMatch(/^\/platform\/login\?tenantId=t1&orgId=o1&redirect=/);
    expect(draft(h)?.data.answers).toMatchObject({ name: '张三' });
    expect(http.enrollment.calledWith('registerStudent')).toHaveLength(0);
    r.unmount();
    const back = setupHarness(http, CONFIRM);
    back.local.set('draft:registration:P1', h.local.get('draft:registration:P1')!);
    renderScreen(RegistrationConfirmPage, back);
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(http.enrollment.calledWith('registerStudent')).toHaveLength(1);
    expect(screen.queryByText('已恢复上次未提交的填写内容')).toBeNull();
  });

  it('the success screen shows the reference number, the fee, the deadline and what happens next', async () => {
    const http = registrationGateways();
    http.enrollment.on('registerStudent', () => ({
      registrationId: 'REG-20260601-7',
      regNo: '202600017',
      reviewStatus: 0 as const,
      feeStatus: 1 as const,
      amount: 5000,
    }));
    const h = withDraft(http);
    renderScreen(RegistrationConfirmPage, h);
    await user().click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    // The number a parent reads out on the phone, never the internal id (issue 23 defect 8).
    expect(screen.getByTestId('reference')).toHaveTextContent('202600017');
    expect(screen.queryByText('REG-20260601-7')).toBeNull();
    expect(screen.getByText(/咨询时请报此编号/)).toBeInTheDocument();
    expect(screen.getByText('¥50.00')).toBeInTheDocument();
    expect(screen.getByText('报名截止')).toBeInTheDocument();
    expect(screen.getByText(/学校审核报名信息（待审核）/)).toBeInTheDocument();
    expect(screen.getByText('审核通过后缴纳报名费 ¥50.00')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '返回首页' }));
    expect(h.location.history.at(-1)).toBe('/orientation/homepage/index');
  });

  it('a refused submit shows the catalogue sentence with 重试, 返回首页 and the school phone', async () => {
    const http = registrationGateways();
    http.enrollment.on('registerStudent', () => {
      throw { kind: 'http', status: 500, msg: 'Internal Server Error' };
    });
    renderScreen(RegistrationConfirmPage, withDraft(http));
    await user().click(await screen.findByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用，请稍后重试');
    expect(screen.queryByText(/Internal Server Error/)).toBeNull();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /咨询电话/ })).toHaveAttribute('href', 'tel:0571-12345678');
  });

  it('the school requires its 诚信报名承诺书: 我已阅读并同意 first, and the acceptance is recorded before the registration', async () => {
    const order: string[] = [];
    const http = registrationGateways();
    http.enrollment
      .on('promise', () => ({
        title: '诚信报名承诺书',
        content: '<p>本人承诺所填信息真实。</p>',
        signRequired: true,
      }))
      .on('acceptPromise', () => {
        order.push('accept');
        return { version: 'abc123', acceptedAt: '2026-06-01T10:00:00+08:00' };
      })
      .on('registerStudent', () => {
        order.push('register');
        return {
          registrationId: 'R1',
          regNo: '202600017',
          reviewStatus: 0 as const,
          feeStatus: 1 as const,
          amount: 5000,
        };
      });
    renderScreen(RegistrationConfirmPage, withDraft(http));
    expect(await screen.findByText('本人承诺所填信息真实。')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '确认提交' }));
    // Issue 23: the checkbox is pointed at (no error panel with 重试 / 返回首页 / 咨询电话).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '请先阅读并勾选“我已阅读并同意”诚信报名承诺书',
    );
    const tick = screen.getByRole('checkbox', { name: '我已阅读并同意《诚信报名承诺书》' });
    expect(tick).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('promise-consent')).toHaveFocus();
    expect(screen.queryByTestId('submit-error')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
    expect(order).toEqual([]);
    await user().click(screen.getByText('我已阅读并同意《诚信报名承诺书》'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user().click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    expect(order).toEqual(['accept', 'register']);
  });

  it('shows an empty state when there is nothing to confirm', async () => {
    const h = setupHarness(registrationGateways(), CONFIRM);
    renderScreen(RegistrationConfirmPage, h);
    expect(await screen.findByText('没有待提交的报名信息')).toBeInTheDocument();
  });
});

describe('a region code not in the tree', () => {
  it('shows what is on file and asks for a new choice', () => {
    const tree = [
      {
        label: '江苏省',
        value: '320000',
        children: [{ label: '苏州市', value: '320500', children: [{ label: '姑苏区', value: '320508' }] }],
      },
    ];
    expect(optionText(tree, ['320000', '320500', '320508'])).toBe('江苏省 苏州市 姑苏区');
    expect(optionText(tree, ['320000', '320500', '320502'])).toBe(
      '江苏省 苏州市 320502（代码已调整，请重新选择）',
    );
  });
});

describe('read-only fields', () => {
  it('a locked, empty picker or text field says 未填写, not 请选择 / 请输入, and has no arrow', async () => {
    setupForm(
      [
        {
          prop: 'stuType',
          label: '学生类别',
          type: 'picker',
          disabled: true,
          options: [{ index: 0, label: '普通' }],
        },
        { prop: 'no', label: '学号', readonly: true },
      ],
      {},
      { options: { stuType: [{ label: '普通', value: '普通' }] } },
    );
    const cell = screen.getByRole('button', { name: /学生类别/ });
    expect(cell).toHaveTextContent('未填写');
    expect(cell).not.toHaveTextContent('请选择');
    expect(cell).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText('学号')).toHaveAttribute('placeholder', '未填写');
  });
});
