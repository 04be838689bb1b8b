import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldType } from '@contract/enrollment';
import { fieldError } from '@domain/forms/answers';
import { formDesignProblems } from '@domain/forms/design-rules';
import { FIELD_KINDS, kindOf, newField, starterFields } from '@domain/forms/designer';
import type { TemplateField } from '@domain/use-cases/admissions/registration-form';
import { AnswerView } from '@ui/features/admissions/registration/answer-view';
import { toFormField } from '@ui/features/admissions/registration/form-mapping';
import { required, setup } from '@ui/testing/dynamic-form-host';

/** 电子邮箱 (issue 33 item 7): a field type added as one domain and one UI registration. */
const now = new Date('2026-06-01T00:00:00Z');
const email = (over: Partial<TemplateField> = {}): TemplateField => ({
  ...newField('email', 'email'),
  rules: required,
  ...over,
});

describe('field type email (电子邮箱)', () => {
  it('is on the designer palette and the contract, and a new one passes the design rules', () => {
    expect(FIELD_KINDS.map((k) => k.label)).toContain('电子邮箱');
    expect(fieldType.parse('email')).toBe('email');
    const f = newField('email', 'mail');
    expect(f).toMatchObject({ type: 'email', label: '电子邮箱', placeholder: '请输入电子邮箱' });
    expect(kindOf(f)).toBe('email');
    expect(formDesignProblems([...starterFields(), f])).toEqual([]);
  });

  it('validates the address: empty when required, the format, the length and the template rules', () => {
    expect(fieldError(email(), '', now)).toMatchObject({
      code: 'ANSWER.REQUIRED',
      message: '请输入电子邮箱',
    });
    expect(fieldError(email({ rules: [{ required: false }] }), '', now)).toBeNull();
    expect(fieldError(email(), ' parent@example.com ', now)).toBeNull();
    expect(fieldError(email(), 'zhang.san@mail.school.edu.cn', now)).toBeNull();
    for (const bad of [
      'parent',
      'parent@',
      '@example.com',
      'pa rent@example.com',
      'parent@example',
      'a@b..cn',
    ])
      expect(fieldError(email(), bad, now)).toMatchObject({
        code: 'ANSWER.PATTERN',
        message: '电子邮箱格式不正确',
      });
    expect(fieldError(email(), `${'a'.repeat(95)}@x.com`, now)).toMatchObject({ code: 'ANSWER.TOO_LONG' });
    const schoolOnly = email({
      rules: [{ required: true }, { pattern: '@school\\.cn$', message: '请用学校邮箱' }],
    });
    expect(fieldError(schoolOnly, 'parent@example.com', now)?.message).toBe('请用学校邮箱');
    expect(fieldError(schoolOnly, 'parent@school.cn', now)).toBeNull();
  });

  it('the student form renders it as a text box with the email keyboard, and checks it on blur', async () => {
    const { u } = setup([toFormField(email())]);
    const box = screen.getByPlaceholderText('请输入电子邮箱');
    expect(box).toHaveAttribute('type', 'email');
    expect(screen.getByText('电子邮箱')).toBeInTheDocument();
    await u.type(box, 'parent@');
    await u.tab();
    expect(await screen.findByText('电子邮箱格式不正确')).toBeInTheDocument();
    await u.type(box, 'example.com');
    expect(screen.queryByText('电子邮箱格式不正确')).toBeNull();
  });

  it('the answer view shows the address', () => {
    render(<AnswerView field={email()} value="parent@example.com" viewerUrl={(x) => x} />);
    expect(screen.getByText('parent@example.com')).toBeInTheDocument();
  });
});
