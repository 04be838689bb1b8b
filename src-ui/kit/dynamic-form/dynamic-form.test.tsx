import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '@domain/forms/form-field';
import { DynamicForm, type DynamicFormHandle } from '@ui/kit/dynamic-form';
import { MAJORS, required, setup } from '@ui/testing/dynamic-form-host';
// The sheets load on first use (issue 28); imported here so that load is not the test's wait.
import './choice-sheet';
import './picker-sheet';

describe('DynamicForm: multi-select', () => {
  const major = (over: Partial<FormField> = {}): FormField => ({
    prop: 'majors',
    label: '意向专业',
    multipleChoice: 1,
    rules: required,
    InfochooseMajorList: MAJORS,
    ...over,
  });

  it('shows the label with a red * when rules[0].required, and the chosen items by name', () => {
    setup([major()], { majors: [1, 3] });
    expect(screen.getByText('意向专业')).toBeInTheDocument();
    expect(screen.getByLabelText('必填')).toHaveTextContent('*');
    expect(screen.getByText('计算机应用')).toBeInTheDocument();
    expect(screen.getByText('护理')).toBeInTheDocument();
    expect(screen.queryByText('会计')).toBeNull();
  });

  it('has no * when not required', () => {
    setup([major({ rules: [{ required: false }] })]);
    expect(screen.queryByLabelText('必填')).toBeNull();
  });

  it('the add icon opens a chooser; 确定 emits the chosen ids', async () => {
    const { onChange, u } = setup([major()], { majors: [1] });
    await u.click(screen.getByRole('button', { name: '添加意向专业' }));
    await u.click(await screen.findByText('会计'));
    await u.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith('majors', [1, 2], expect.objectContaining({ prop: 'majors' }));
    expect(screen.getAllByText('会计')[0]).toBeInTheDocument();
  });

  it('hides the add icon when mandatory = 2', () => {
    setup([major({ mandatory: 2 })], { majors: [1] });
    expect(screen.queryByRole('button', { name: '添加意向专业' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除计算机应用' })).toBeInTheDocument();
  });

  it('each chosen item has a delete icon that removes it', async () => {
    const { onChange, u } = setup([major()], { majors: [1, 3] });
    await u.click(screen.getByRole('button', { name: '删除计算机应用' }));
    expect(onChange).toHaveBeenLastCalledWith('majors', [3], expect.anything());
    expect(screen.queryByText('计算机应用')).toBeNull();
  });

  it('reads the chosen ids from valueId when values has none', () => {
    setup([major({ valueId: [2] })]);
    expect(screen.getByText('会计')).toBeInTheDocument();
  });
});

describe('DynamicForm: SelectInput', () => {
  const idField = (over: Partial<FormField> = {}): FormField => ({
    prop: 'idNo',
    label: '证件号码',
    type: 'SelectInput',
    selectLabel: '身份证',
    ...over,
  });

  it('is a text input of at most 18 characters with the tag showing selectLabel', async () => {
    const { onChange, u } = setup([idField()]);
    const input = screen.getByLabelText('证件号码');
    expect(input).toHaveAttribute('maxlength', '18');
    await u.type(input, '11010519491231002X');
    expect(onChange).toHaveBeenLastCalledWith('idNo', '11010519491231002X', expect.anything());
    expect(screen.getByRole('button', { name: '身份证' })).toBeInTheDocument();
  });

  it("the tag shows '请选择' without selectLabel, and tapping it raises change", async () => {
    const onFieldTap = vi.fn();
    const { u } = setup([idField({ selectLabel: undefined })], {}, { onFieldTap });
    await u.click(screen.getByRole('button', { name: '请选择' }));
    expect(onFieldTap).toHaveBeenCalledWith(expect.objectContaining({ prop: 'idNo' }));
  });

  it('a disabled SelectInput is read-only text: the number and its type, no tag to tap', async () => {
    const onFieldTap = vi.fn();
    const { u } = setup([idField({ disabled: true })], { idNo: '110105194912310021' }, { onFieldTap });
    expect(screen.queryByRole('button', { name: '身份证' })).toBeNull();
    expect(screen.getByText('身份证')).toBeInTheDocument();
    const input = screen.getByLabelText('证件号码');
    expect(input).toHaveAttribute('readonly');
    await u.click(input);
    expect(onFieldTap).not.toHaveBeenCalled();
  });
});

describe('DynamicForm: other fields', () => {
  it("text cell: placeholder defaults to '请输入', typing raises change, leaving raises blur", async () => {
    const onBlur = vi.fn();
    const { onChange, u } = setup(
      [
        { prop: 'name', label: '姓名' },
        { prop: 'tel', label: '电话', placeholder: '请输入手机号' },
      ],
      {},
      { onBlur },
    );
    const name = screen.getByLabelText('姓名');
    expect(name).toHaveAttribute('placeholder', '请输入');
    expect(screen.getByLabelText('电话')).toHaveAttribute('placeholder', '请输入手机号');
    await u.type(name, '张三');
    expect(onChange).toHaveBeenLastCalledWith('name', '张三', expect.anything());
    await u.tab();
    expect(onBlur).toHaveBeenCalledWith(expect.objectContaining({ prop: 'name' }), '张三');
  });

  it('tapping a text cell raises change unless disabled', async () => {
    const onFieldTap = vi.fn();
    const { u } = setup(
      [
        { prop: 'a', label: '甲' },
        { prop: 'b', label: '乙', disabled: true },
      ],
      {},
      { onFieldTap },
    );
    await u.click(screen.getByLabelText('甲'));
    expect(onFieldTap).toHaveBeenCalledWith(expect.objectContaining({ prop: 'a' }));
    await u.click(screen.getByLabelText('乙'));
    expect(onFieldTap).toHaveBeenCalledTimes(1);
  });

  it('hides fields with show = false', () => {
    setup([
      { prop: 'a', label: '甲' },
      { prop: 'b', label: '乙', show: false },
    ]);
    expect(screen.getByLabelText('甲')).toBeInTheDocument();
    expect(screen.queryByText('乙')).toBeNull();
  });

  it('picker cell: tapping raises change and opens the options; confirming sets the value', async () => {
    const onFieldTap = vi.fn();
    const field: FormField = { prop: 'nation', label: '民族', isLink: true };
    const { onChange, u } = setup(
      [field],
      {},
      {
        onFieldTap,
        options: {
          nation: [
            { label: '汉族', value: '01' },
            { label: '回族', value: '03' },
          ],
        },
      },
    );
    await u.click(screen.getByRole('button', { name: /民族/ }));
    expect(onFieldTap).toHaveBeenCalledTimes(1);
    await u.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenLastCalledWith('nation', '01', expect.anything());
    expect(screen.getByRole('button', { name: /民族/ })).toHaveTextContent('汉族');
  });

  it('link cell without options raises change only', async () => {
    const onFieldTap = vi.fn();
    const { u } = setup([{ prop: 'school', label: '毕业学校', isLink: true }], {}, { onFieldTap });
    await u.click(screen.getByRole('button', { name: /毕业学校/ }));
    expect(onFieldTap).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('确定')).toBeNull();
  });

  it('a disabled picker cell ignores taps', async () => {
    const onFieldTap = vi.fn();
    const { u } = setup(
      [{ prop: 'nation', label: '民族', isLink: true, disabled: true }],
      { nation: '01' },
      {
        onFieldTap,
        options: { nation: [{ label: '汉族', value: '01' }] },
      },
    );
    await u.click(screen.getByRole('button', { name: /民族/ }));
    expect(onFieldTap).not.toHaveBeenCalled();
    expect(screen.queryByText('确定')).toBeNull();
    expect(screen.getByRole('button', { name: /民族/ })).toHaveTextContent('汉族');
  });

  it('a disabled text cell cannot be edited', async () => {
    const { onChange, u } = setup([{ prop: 'name', label: '姓名', disabled: true }], { name: '张三' });
    const input = screen.getByLabelText('姓名');
    expect(input).toHaveAttribute('readonly');
    await u.type(input, '李');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('张三');
  });

  it('region tree: a cascading picker, the value is the path and the cell shows its labels', async () => {
    const tree = [
      {
        label: '北京市',
        value: '110000',
        children: [{ label: '市辖区', value: '110100', children: [{ label: '东城区', value: '110101' }] }],
      },
    ];
    const { onChange, u } = setup(
      [{ prop: 'region', label: '户籍地', isLink: true }],
      {},
      { options: { region: tree } },
    );
    await u.click(screen.getByRole('button', { name: /户籍地/ }));
    await u.click(await screen.findByText('确定'));
    expect(onChange).toHaveBeenLastCalledWith('region', ['110000', '110100', '110101'], expect.anything());
    expect(screen.getByRole('button', { name: /户籍地/ })).toHaveTextContent('北京市 市辖区 东城区');
  });
});

describe('DynamicForm: validation', () => {
  const fields: FormField[] = [
    { prop: 'name', label: '姓名', rules: required },
    {
      prop: 'idNo',
      label: '证件号码',
      type: 'SelectInput',
      rules: [{ required: true }, { type: 'idNumber' }],
    },
    { prop: 'hidden', label: '隐藏', rules: required, show: false },
  ];

  it('validate() shows each error under its field and scrolls to the first', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { ref, u } = setup(fields, { idNo: '110105194912310021' });
    expect(ref.current!.scrollToFirstError()).toBe(false);
    let errors: ReturnType<DynamicFormHandle['validate']> = [];
    act(() => {
      errors = ref.current!.validate();
    });
    expect(errors.map((e) => e.field)).toEqual(['name', 'idNo']);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('请输入姓名');
    expect(ref.current!.scrollToFirstError()).toBe(true);
    expect(scroll.mock.contexts[0]).toHaveAttribute('data-field-key', 'name');
    // Fixing the field clears its message.
    await u.type(screen.getByLabelText('姓名'), '李四');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('passes when every shown field is valid', () => {
    const { ref } = setup(fields, { name: '李四', idNo: '11010519491231002X' });
    let errors: unknown[] = [1];
    act(() => {
      errors = ref.current!.validate();
    });
    expect(errors).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('DynamicForm: signature', () => {
  it("renders a signature pad for type 'signature'", () => {
    setup([{ prop: 'sign', label: '本人签字', type: 'signature', rules: required }]);
    expect(screen.getByText('本人签字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去签字' })).toBeInTheDocument();
  });
});

describe('DynamicForm: MobX values', () => {
  it('re-renders when an observable value changes in place', async () => {
    const { observable, runInAction } = await import('mobx');
    const values = observable<Record<string, unknown>>({ majors: [1] });
    const field: FormField = {
      prop: 'majors',
      label: '意向专业',
      multipleChoice: 1,
      InfochooseMajorList: MAJORS,
    };
    render(<DynamicForm fields={[field]} values={values} onChange={() => {}} />);
    expect(screen.queryByText('护理')).toBeNull();
    act(() => runInAction(() => (values.majors as number[]).push(3)));
    expect(screen.getByText('护理')).toBeInTheDocument();
  });
});
