import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '@domain/forms/form-field';
import { setup } from '@ui/testing/dynamic-form-host';

/** Issue 14 item 5: inputs that fit (ID keyboard, full-width ID row, tel on blur, 请选择, the read-only look). */
const row = (label: string) => screen.getByText(label).closest('.adm-list-item') as HTMLElement;

describe('DynamicForm inputs: identity number', () => {
  const idNo: FormField = { prop: 'idNo', label: '身份证号', wide: true, idKeyboard: true, maxLength: 18 };

  it('has a full-width row under its label and opens a digit keyboard with X, not the system keyboard', async () => {
    const { onChange } = setup([idNo]);
    const input = screen.getByLabelText('身份证号');
    expect(input).toHaveAttribute('inputmode', 'none');
    expect(input.closest('.zs-field-wide-row')).not.toBeNull();
    expect(screen.getByText('身份证号').closest('.zs-field-wide-row')).toBeNull();
    fireEvent.focus(input);
    // The keyboard's code loads on the first focus (issue 28).
    const keyboard = await waitFor(() => {
      const k = document.querySelector<HTMLElement>('.adm-number-keyboard');
      expect(k).not.toBeNull();
      return k!;
    });
    for (const k of '11010519491231002')
      fireEvent.click(within(keyboard).getAllByRole('button', { name: k })[0]!);
    fireEvent.click(within(keyboard).getByRole('button', { name: 'X' }));
    expect(onChange).toHaveBeenLastCalledWith('idNo', '11010519491231002X', expect.anything());
    expect(input).toHaveValue('11010519491231002X');
    // An 18-character number is the most the keyboard types.
    fireEvent.click(within(keyboard).getAllByRole('button', { name: '1' })[0]!);
    expect(input).toHaveValue('11010519491231002X');
  });

  it('a read-only identity number keeps its full-width row and opens no keyboard', () => {
    setup([{ ...idNo, readonly: true }], { idNo: '110105********0021' });
    const input = screen.getByLabelText('身份证号');
    expect(input).toHaveAttribute('readonly');
    expect(input.closest('.zs-field-wide-row')).not.toBeNull();
    fireEvent.focus(input);
    expect(document.querySelector('.adm-number-keyboard')).toBeNull();
  });
});

describe('DynamicForm inputs: phone numbers', () => {
  const phone: FormField = {
    prop: 'phone',
    label: '手机号',
    inputType: 'tel',
    maxLength: 11,
    rules: [{ required: true, type: 'mobile' }],
  };

  it('type=tel, at most 11 digits, checked when the user leaves the field (not only at submit)', async () => {
    const onBlur = vi.fn();
    const { u } = setup([phone, { prop: 'x', label: '备注' }], {}, { onBlur });
    const input = screen.getByLabelText('手机号');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('maxlength', '11');
    // Leaving it empty is not nagged about before submitting.
    await u.click(input);
    await u.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    await u.type(input, '1380013');
    await u.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('手机号格式不正确');
    expect(onBlur).toHaveBeenLastCalledWith(expect.objectContaining({ prop: 'phone' }), '1380013');
    await u.type(input, '8000');
    await u.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DynamicForm inputs: pickers and the read-only look', () => {
  const nation = [{ label: '汉族', value: '01' }];

  it('a picker says 请选择 (never 请输入) in the one placeholder colour, with an arrow', () => {
    setup(
      [
        { prop: 'nation', label: '民族', isLink: true, placeholder: '请输入民族' },
        { prop: 'party', label: '政治面貌', isLink: true },
      ],
      {},
      { options: { nation, party: nation } },
    );
    for (const name of [/民族/, /政治面貌/]) {
      const cell = screen.getByRole('button', { name });
      const text = within(cell).getByText('请选择');
      expect(text).toHaveStyle({ color: 'var(--zs-placeholder)' });
      expect(cell).not.toHaveTextContent('请输入');
    }
  });

  it('locked and school-assigned fields share one read-only look: tinted row, plain value, a lock, no arrow', async () => {
    const onFieldTap = vi.fn();
    const { u } = setup(
      [
        { prop: 'no', label: '学号', readonly: true },
        { prop: 'major', label: '录取专业', disabled: true },
        { prop: 'stuType', label: '学生类别', isLink: true, disabled: true },
        { prop: 'phone', label: '手机号' },
      ],
      { no: '2026001', major: '会计事务' },
      { onFieldTap, options: { stuType: nation } },
    );
    for (const label of ['学号', '录取专业', '学生类别']) {
      expect(row(label)).toHaveClass('zs-field-locked');
      expect(within(row(label)).getByRole('img', { name: '不可修改' })).toBeInTheDocument();
      expect(row(label).querySelector('[data-icon="right"]')).toBeNull();
    }
    expect(screen.getByLabelText('学号')).toHaveValue('2026001');
    expect(screen.getByLabelText('学号').closest('.zs-readonly')).not.toBeNull();
    // An empty locked picker says 未填写, not 请选择, and ignores taps.
    const cell = screen.getByRole('button', { name: /学生类别/ });
    expect(cell).toHaveTextContent('未填写');
    await u.click(cell);
    expect(onFieldTap).not.toHaveBeenCalled();
    expect(screen.queryByText('确定')).toBeNull();
    // An editable field has none of it.
    expect(row('手机号')).not.toHaveClass('zs-field-locked');
    expect(within(row('手机号')).queryByRole('img', { name: '不可修改' })).toBeNull();
  });

  it('a school-assigned multi-select shows its items as read-only text, without delete', () => {
    setup(
      [
        {
          prop: 'majors',
          label: '意向专业',
          multipleChoice: 1,
          disabled: true,
          InfochooseMajorList: [{ id: 1, name: '护理' }],
        },
      ],
      { majors: [1] },
    );
    expect(row('意向专业')).toHaveClass('zs-field-locked');
    expect(screen.getByText('护理')).toHaveClass('zs-readonly-text');
    expect(screen.queryByRole('button', { name: '删除护理' })).toBeNull();
    expect(within(row('意向专业')).getByRole('img', { name: '不可修改' })).toBeInTheDocument();
  });
});

describe('DynamicForm inputs: 多行文本', () => {
  it('a textarea field is a multi-line box under its label; Enter keeps the line break', async () => {
    const { u, onChange } = setup([{ prop: 'intro', label: '自我介绍', type: 'textarea', maxLength: 200 }]);
    const box = screen.getByLabelText('自我介绍');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.closest('.zs-field-wide-row')).not.toBeNull();
    await u.type(box, '第一行{Enter}第二行');
    expect(onChange).toHaveBeenLastCalledWith('intro', '第一行\n第二行', expect.anything());
  });
});
