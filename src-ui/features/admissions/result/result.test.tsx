import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResultPage from '@ui/features/admissions/result/result-page';
import { gateways, renderScreen, setupHarness, user } from '@ui/testing/admissions-harness';
import { ID } from '@ui/testing/registration-fixtures';

const admitted = {
  found: true,
  records: [
    {
      planName: '2026年秋季高一新生',
      name: '张三',
      reviewStatus: 1 as const,
      feeStatus: 3 as const,
      admissionStatus: 3 as const,
      statusText: '已录取',
      notice: { title: '录取通知书', content: '张三同学：恭喜你被我校录取。', schoolName: '示范中学' },
      qrToken: 'signed.token.value',
      qrUrl: '/pub/notice?token=signed.token.value',
    },
  ],
};

describe('admission result look-up', () => {
  it('checks the identity number before asking', async () => {
    const http = gateways((g) => g.admissions.on('enrollResult', () => admitted));
    renderScreen(ResultPage, setupHarness(http));
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('身份证号'), '12345');
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('身份证号应为15位或18位')).toBeInTheDocument();
    expect(http.admissions.calls).toHaveLength(0);
  });

  it('shows the status, the admission notice and the QR code, and stores searchResult', async () => {
    const http = gateways((g) => g.admissions.on('enrollResult', () => admitted));
    const h = setupHarness(http);
    renderScreen(ResultPage, h);
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('身份证号'), ID.toLowerCase());
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('恭喜您，已被录取')).toBeInTheDocument();
    expect(screen.getByText('张三同学：恭喜你被我校录取。')).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: '录取通知二维码' });
    expect(qr).toHaveAttribute('data-qr-value', 'http://localhost/pub/notice?token=signed.token.value');
    await waitFor(() => expect(qr.querySelector('svg')).not.toBeNull());
    expect(http.admissions.calledWith('enrollResult')).toEqual([
      [{ idNumber: ID.toUpperCase(), name: '张三' }],
    ]);
    expect(JSON.parse(h.local.get('searchResult')!)).toMatchObject({ name: '张三', result: admitted });
  });

  it('shows the stored result again on the next visit', async () => {
    const h = setupHarness(gateways());
    h.local.set('searchResult', JSON.stringify({ name: '张三', idNumber: ID, result: admitted, at: 1 }));
    renderScreen(ResultPage, h);
    expect(await screen.findByText('录取通知书')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('张三');
  });

  it('shows an empty state when nothing is found', async () => {
    const http = gateways((g) => g.admissions.on('enrollResult', () => ({ found: false, records: [] })));
    renderScreen(ResultPage, setupHarness(http));
    await user().type(screen.getByLabelText('姓名'), '李四');
    await user().type(screen.getByLabelText('身份证号'), ID);
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('未查询到录取信息，请核对姓名和身份证号')).toBeInTheDocument();
  });

  it("never leaves the previous person's result under a new search that fails (issue 23)", async () => {
    let fail = false;
    const http = gateways((g) =>
      g.admissions.on('enrollResult', () => {
        if (fail) throw new Error('网络异常');
        return admitted;
      }),
    );
    const h = setupHarness(http);
    renderScreen(ResultPage, h);
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('身份证号'), ID);
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('恭喜您，已被录取')).toBeInTheDocument();
    // Another child on the same phone: a wrong number is refused before asking.
    await user().clear(screen.getByLabelText('姓名'));
    await user().type(screen.getByLabelText('姓名'), '李四');
    await user().clear(screen.getByLabelText('身份证号'));
    await user().type(screen.getByLabelText('身份证号'), '12345');
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('身份证号应为15位或18位')).toBeInTheDocument();
    expect(screen.queryByText('恭喜您，已被录取')).toBeNull();
    expect(screen.queryByRole('img', { name: '录取通知二维码' })).toBeNull();
    expect(JSON.parse(h.local.get('searchResult') ?? 'null')).toBeNull();
    // A search the server cannot answer shows the failure, not the earlier result.
    await user().clear(screen.getByLabelText('姓名'));
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().clear(screen.getByLabelText('身份证号'));
    await user().type(screen.getByLabelText('身份证号'), ID);
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('恭喜您，已被录取')).toBeInTheDocument();
    fail = true;
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('恭喜您，已被录取')).toBeNull();
  });

  it("a refused search shows the error catalogue's sentence (a plain failure: 操作失败)", async () => {
    let answer: () => never = () => {
      throw { kind: 'server', code: 429, msg: '操作过于频繁，请稍后再试' };
    };
    const http = gateways((g) => g.admissions.on('enrollResult', () => answer()));
    renderScreen(ResultPage, setupHarness(http));
    await user().type(screen.getByLabelText('姓名'), '张三');
    await user().type(screen.getByLabelText('身份证号'), ID);
    await user().click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('操作过于频繁，请稍后再试');
    answer = () => {
      throw new Error('boom');
    };
    await user().click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('操作失败，请稍后重试'));
    expect(screen.getByRole('button', { name: '查询' })).toBeEnabled();
  });
});
