import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TemplateField } from '@domain/use-cases/admissions/registration-form';
import RegistrationConfirmPage from '@ui/features/admissions/registration/confirm-page';
import RegistrationPage from '@ui/features/admissions/registration/registration-page';
import { renderScreen, setupHarness, user, type Harness } from '@ui/testing/admissions-harness';
import { FIELDS, ID, registrationGateways } from '@ui/testing/registration-fixtures';

const DETAILS = { path: '/orientation/enrollment/details', search: 'planId=P1' };
const CONFIRM = { path: '/orientation/enrollment/confirm', search: 'planId=P1' };
const TYPES = ['居民身份证', '港澳居民来往内地通行证', '台湾居民来往大陆通行证', '护照'];

/** The fixture template with the identity field offering document types, as the seed does. */
const fields: TemplateField[] = FIELDS.map((f) =>
  f.prop === 'idNumber'
    ? { ...f, selectLabel: '居民身份证', options: TYPES.map((label, index) => ({ index, label })) }
    : f,
);
const http = () => {
  const g = registrationGateways();
  g.enrollment.on('formTemplate', () => fields);
  return g;
};

const draftAnswers = (h: Harness) =>
  (
    JSON.parse(h.local.get('draft:registration:P1') ?? 'null') as {
      data: { answers: Record<string, unknown> };
    } | null
  )?.data.answers;

async function chooseType(label: string) {
  const tag = screen.getByRole('button', { name: /^(居民身份证|港澳|台湾|护照|请选择)/ });
  await user().click(tag);
  const sheet = await screen.findByText('请选择证件类型');
  await user().click(within(sheet.closest('.adm-action-sheet')! as HTMLElement).getByText(label));
  await waitFor(() => expect(screen.getByRole('button', { name: label })).toBeInTheDocument());
}

describe('identity document type (the SelectInput tag)', () => {
  it('tapping the tag opens the sheet with the template’s types; the choice shows on the tag and is kept in the draft', async () => {
    const h = setupHarness(http(), DETAILS);
    renderScreen(RegistrationPage, h);
    await screen.findByLabelText('身份证号');
    expect(screen.getByRole('button', { name: '居民身份证' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '居民身份证' }));
    const sheet = (await screen.findByText('请选择证件类型')).closest('.adm-action-sheet') as HTMLElement;
    for (const t of TYPES) expect(within(sheet).getByText(t)).toBeInTheDocument();
    expect(within(sheet).getByText('居民身份证').closest('[aria-current]')).not.toBeNull();
    await user().click(within(sheet).getByText('护照'));
    await waitFor(() => expect(screen.getByRole('button', { name: '护照' })).toBeInTheDocument());
    expect(draftAnswers(h)).toMatchObject({ idNumberType: '护照' });
  });

  it('a passport number is not checked as an identity number and fills nothing; 居民身份证 checks and autofills', async () => {
    const h = setupHarness(http(), DETAILS);
    renderScreen(RegistrationPage, h);
    await user().type(await screen.findByLabelText('姓名'), '张三');
    await chooseType('护照');
    await user().type(screen.getByLabelText('身份证号'), 'E12345678');
    expect(screen.getByLabelText('出生日期')).toHaveValue('');
    expect(screen.queryByTestId('id-info')).toBeNull();
    await chooseType('居民身份证');
    await user().click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findAllByText('身份证号应为15位或18位')).not.toHaveLength(0);
    expect(h.location.history.at(-1)).not.toContain('confirm');
    await chooseType('护照');
    await user().click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(h.location.history.at(-1)).toBe('/orientation/enrollment/confirm?planId=P1'));
    expect(draftAnswers(h)).toMatchObject({ idNumber: 'E12345678', idNumberType: '护照' });
  });

  it('switching back to 居民身份证 with a valid number autofills birthday, sex and age', async () => {
    const h = setupHarness(http(), DETAILS);
    renderScreen(RegistrationPage, h);
    await screen.findByLabelText('身份证号');
    await chooseType('护照');
    await user().type(screen.getByLabelText('身份证号'), ID);
    expect(screen.getByLabelText('出生日期')).toHaveValue('');
    await chooseType('居民身份证');
    expect(screen.getByLabelText('出生日期')).toHaveValue('2010-03-07');
    expect(screen.getByLabelText('年龄')).toHaveValue('16');
  });

  it('confirm shows the type with the number and submits it with the answers', async () => {
    const g = http();
    g.enrollment.on('registerStudent', () => ({
      registrationId: 'R1',
      regNo: '202600017',
      reviewStatus: 0 as const,
      feeStatus: 1 as const,
      amount: 5000,
    }));
    const h = setupHarness(g, CONFIRM);
    const answers = { name: '张三', idNumber: 'E12345678', idNumberType: '护照' };
    h.local.set(
      'draft:registration:P1',
      JSON.stringify({ savedAt: h.clock.t, data: { answers, idempotencyKey: null } }),
    );
    renderScreen(RegistrationConfirmPage, h);
    expect(await screen.findByText('护照 E12345678')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    const [, sent] = h.http.enrollment.calledWith('registerStudent')[0]!;
    expect(sent).toEqual({ ...answers, assigned: ['m1'] });
  });
});
