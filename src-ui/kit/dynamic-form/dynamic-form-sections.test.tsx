import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormField } from '@domain/forms/form-field';
import { setup } from '@ui/testing/dynamic-form-host';

// 分组 (issue 26): a heading where each section starts; hidden fields do not hold an empty heading.
const text = (prop: string, label: string, section?: string, show = true): FormField => ({
  prop,
  label,
  type: 'text',
  show,
  rules: [{ required: false }],
  ...(section ? { section } : {}),
});

describe('DynamicForm: sections', () => {
  it('shows each section under its heading, in form order', () => {
    setup([
      text('name', '学生姓名', '学生信息'),
      text('phone', '家长手机号', '家庭信息'),
      text('addr', '住址', '家庭信息'),
    ]);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['学生信息', '家庭信息']);
    const family = screen.getByRole('region', { name: '家庭信息' });
    expect(within(family).getByText('家长手机号')).toBeInTheDocument();
    expect(within(family).getByText('住址')).toBeInTheDocument();
    expect(within(family).queryByText('学生姓名')).toBeNull();
  });

  it('a form without section titles shows no heading', () => {
    setup([text('name', '学生姓名'), text('phone', '家长手机号')]);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('a section whose fields are all hidden shows no heading', () => {
    setup([text('name', '学生姓名', '学生信息'), text('dorm', '宿舍要求', '住宿', false)]);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['学生信息']);
  });
});
