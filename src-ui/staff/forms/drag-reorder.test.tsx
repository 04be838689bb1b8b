import 'reflect-metadata';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDesignGateway } from '@domain/staff/plan-setup-gateway';
import { FormDesigner } from './form-designer';
import { FormEditorVm } from './form-editor.vm';

// 报名表设计, issue 26: reorder by drag (dnd-kit), here by keyboard — Space picks the field up, the
// arrows move it, Space drops it — within a section and into the next one.
for (const m of ['setPointerCapture', 'releasePointerCapture'] as const) Element.prototype[m] ??= () => {};

// jsdom lays nothing out: each field row gets a 60 px high box in document order, so dnd-kit's
// keyboard coordinates can find the row above or below.
const ROW = 60;
const original = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const rows = [...document.querySelectorAll('[data-field-row]')];
    const i = rows.indexOf(this);
    if (i < 0) return original.call(this);
    const top = i * ROW;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 320,
      height: ROW - 8,
      right: 320,
      bottom: top + ROW - 8,
    } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = original;
});

const gw: FormDesignGateway = {
  list: async () => [],
  get: async () => {
    throw new Error('not used');
  },
  saveDraft: async () => ({ templateId: 't', updatedAt: '' }),
  publish: async () => {
    throw new Error('not used');
  },
  movePlans: async () => {
    throw new Error('not used');
  },
  regions: async () => [],
};

const order = () =>
  [...document.querySelectorAll('[data-field-row]')].map((li) => li.querySelector('strong')!.textContent);

function designer() {
  const vm = new FormEditorVm(gw, null);
  act(() => {
    vm.addField('text');
    vm.setLabel(vm.selected!, '毕业学校');
    vm.addField('mobile');
    vm.setLabel(vm.selected!, '家长手机');
    vm.select(null);
  });
  render(<FormDesigner vm={vm} onBack={() => {}} />);
  return vm;
}

describe('报名表设计: drag to reorder (keyboard)', { timeout: 60_000 }, () => {
  it('Space, ArrowDown, Space moves a field one place down; Escape puts it back', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const vm = designer();
    expect(order()).toEqual(['学生姓名', '证件号码', '毕业学校', '家长手机']);
    const handle = screen.getByRole('button', { name: '拖动排序：毕业学校' });
    expect(handle).toHaveAttribute('aria-roledescription', '可拖动排序的字段');
    handle.focus();
    await u.keyboard('[Space]');
    await u.keyboard('[ArrowDown]');
    await u.keyboard('[Space]');
    await waitFor(() => expect(order()).toEqual(['学生姓名', '证件号码', '家长手机', '毕业学校']));
    expect(vm.dirty).toBe(true);

    // Cancelled with Escape: nothing moves.
    screen.getByRole('button', { name: '拖动排序：学生姓名' }).focus();
    await u.keyboard('[Space]');
    await u.keyboard('[ArrowDown]');
    await u.keyboard('[Escape]');
    await waitFor(() => expect(order()).toEqual(['学生姓名', '证件号码', '家长手机', '毕业学校']));
    // The ↑/↓ buttons stay as the plain fallback.
    await u.click(screen.getByRole('button', { name: '上移：毕业学校' }));
    expect(order()).toEqual(['学生姓名', '证件号码', '毕业学校', '家长手机']);
  });

  it('dragged by keyboard into the next section, the field takes that section', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    const vm = designer();
    act(() => {
      vm.setSectionTitle(0, '学生信息');
      vm.addSection();
      vm.addField('text');
      vm.setLabel(vm.selected!, '家庭住址');
      vm.select(null);
    });
    const second = await screen.findByRole('list', { name: '字段列表：分组 2' });
    expect(within(second).getAllByRole('listitem')).toHaveLength(1);
    screen.getByRole('button', { name: '拖动排序：家长手机' }).focus();
    await u.keyboard('[Space]');
    await u.keyboard('[ArrowDown]');
    await u.keyboard('[Space]');
    await waitFor(() =>
      expect(order()).toEqual(['学生姓名', '证件号码', '毕业学校', '家庭住址', '家长手机']),
    );
    expect(vm.field(vm.design.fields.at(-1)!.prop)!.section).toBe('分组2');
    expect(
      within(screen.getByRole('list', { name: '字段列表：分组 2' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['家庭住址', '家长手机']);
  });
});
