import 'reflect-metadata';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormDesignGateway } from '@domain/staff/plan-setup-gateway';
import { FormDesigner } from './form-designer';
import { FormEditorVm } from './form-editor.vm';

// 报名表设计, issue 26: the region-tree field (省/市/区) offered by the designer, with its depth,
// previewed by the student app's dynamic form over the region tree, and saved with the draft.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

const TREE = [
  {
    code: '330000',
    name: '浙江省',
    children: [{ code: '330100', name: '杭州市', children: [{ code: '330106', name: '西湖区' }] }],
  },
];

function setup() {
  const saved: unknown[] = [];
  let treeReads = 0;
  const gw: FormDesignGateway = {
    list: async () => [],
    get: async () => {
      throw new Error('not used');
    },
    saveDraft: async (_id, d) => {
      saved.push(d);
      return { templateId: 't1', updatedAt: '' };
    },
    publish: async () => {
      throw new Error('not used');
    },
    movePlans: async () => {
      throw new Error('not used');
    },
    regions: async () => {
      treeReads += 1;
      return TREE;
    },
  };
  const vm = new FormEditorVm(gw, null);
  render(<FormDesigner vm={vm} onBack={() => {}} />);
  return { vm, saved, reads: () => treeReads };
}

describe('报名表设计: region field (省/市/区)', { timeout: 60_000 }, () => {
  it('is added with its depth, previewed as a cascading picker of names, and saved', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const { vm, saved, reads } = setup();
    expect(reads()).toBe(0);
    await u.selectOptions(screen.getByLabelText('题型'), '省市区');
    await u.click(screen.getByRole('button', { name: '添加字段' }));
    const settings = screen.getByRole('group', { name: '字段设置：所在地区' });
    const depth = within(settings).getByLabelText('精确到');
    expect(depth).toHaveValue('3');
    await u.clear(within(settings).getByLabelText('标题'));
    await u.type(within(settings).getByLabelText('标题'), '家庭住址');
    await waitFor(() => expect(vm.regions).toEqual(TREE));
    expect(reads()).toBe(1);

    // The preview is the student form: 请选择, then the tree cascades 浙江省 → 杭州市 → 西湖区.
    const preview = screen.getByRole('region', { name: '预览（家长看到的报名表）' });
    const cell = within(preview).getByRole('button', { name: /家庭住址/ });
    expect(cell).toHaveTextContent('请选择');
    await u.click(cell);
    await u.click(await screen.findByText('确定', {}, { timeout: 15_000 }));
    await waitFor(() => expect(cell).toHaveTextContent('浙江省 杭州市 西湖区'));
    await u.click(within(preview).getByRole('button', { name: '试填检查' }));
    // Only the two required starter fields (name, identity number) are left: the region answer holds.
    expect(await within(preview).findByText('有 2 处需要填写或修改')).toBeInTheDocument();

    // Only to the city: the design rules accept it, and the draft carries the depth.
    await u.selectOptions(
      within(screen.getByRole('group', { name: '字段设置：家庭住址' })).getByLabelText('精确到'),
      '2',
    );
    expect(screen.queryByRole('region', { name: '需要修改' })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const fields = (saved[0] as { fields: { prop: string; type: string; regionLevel?: number }[] }).fields;
    expect(fields.at(-1)).toMatchObject({ type: 'region', regionLevel: 2, label: '家庭住址' });
    expect(reads()).toBe(1);
  });
});
