import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { SessionStore } from '@domain/ports/storage';
import { MemoryStore } from '@adapters/storage/memory-store';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import CheckinEntryPage from '@ui/features/checkin/entry/checkin-entry-page';
import { fakeSession } from '@ui/testing/fake-session';
import { setup } from '@ui/testing/checkin-fixtures';

function renderEntry(report: CheckinGateway['report']) {
  const session = fakeSession({ userInfo: { tenantId: '1001', orgId: '100101' } });
  const api = { report: vi.fn(report) };
  const tab = new MemoryStore();
  const { wrap, loc } = setup('/orientation/homepage/checkin', (c) => {
    c.bind(CheckinGateway).toConstantValue(api as unknown as CheckinGateway);
    c.bind(Session).toConstantValue(session);
    c.bind(SessionStore).toConstantValue(tab);
    c.bind(Clock).toConstantValue({ now: () => new Date('2026-08-20T02:00:00Z') });
  });
  render(wrap(<CheckinEntryPage />));
  return { api, session, loc, tab };
}

async function fill(name: string, id: string) {
  if (name) await userEvent.type(screen.getByLabelText(/姓名/), name);
  if (id) await userEvent.type(screen.getByLabelText(/身份证号/), id);
  await userEvent.click(screen.getByRole('button', { name: /立即报到/ }));
}

const ok = async () => ({
  welcomeId: 'w-1',
  token: 'tok',
  userInfo: {
    tenantId: '1001',
    orgId: '100101',
    userInfoId: 'u1',
    openAccountId: 'o1',
    trueName: '吴诗涵',
    account: 'a',
  },
});

describe('check-in entry', () => {
  it('rejects a wrong check digit before any call', async () => {
    const { api } = renderEntry(ok);
    await fill('李明轩', '110101200903152318');
    expect(await screen.findByText('身份证号校验位不正确')).toBeInTheDocument();
    expect(api.report).not.toHaveBeenCalled();
  });

  it('asks for the name and a 15/18-digit number before any call', async () => {
    const { api } = renderEntry(ok);
    await fill('', '1234');
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('身份证号应为15位或18位')).toBeInTheDocument();
    expect(api.report).not.toHaveBeenCalled();
  });

  it('accepts a lowercase x, sends it as X, stores welcomeId and the token, opens check-in home', async () => {
    const { api, session, loc, tab } = renderEntry(ok);
    await fill(' 吴诗涵 ', '42010620090411072x');
    await waitFor(() =>
      expect(api.report).toHaveBeenCalledWith({ name: '吴诗涵', idNumber: '42010620090411072X' }),
    );
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/checkin/index'));
    expect(session.userInfo()).toMatchObject({ welcomeId: 'w-1', trueName: '吴诗涵', tenantId: '1001' });
    expect(session.token()).toBe('tok');
    expect(JSON.parse(tab.get('checkinIdentity')!)).toEqual({
      name: '吴诗涵',
      idNumber: '42010620090411072X',
    });
  });

  it.each([
    [{ kind: 'server', code: 404, msg: '未找到' }, '未找到你的报到信息，请核对姓名和身份证号'],
    [{ kind: 'server', code: 403, msg: '暂无权限' }, '你不是本校的新生，请从录取学校发的报到链接进入'],
    [{ kind: 'http', status: 429, code: 429, msg: '操作过于频繁，请稍后再试' }, '操作过于频繁，请稍后再试'],
    [{ kind: 'network', msg: '网络错误' }, '网络错误，请检查网络后重试'],
  ])('explains a refusal %#', async (failure, text) => {
    const { session, loc } = renderEntry(() => Promise.reject(failure));
    await fill('李明轩', '110101200903152317');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(session.userInfo().welcomeId).toBeUndefined();
    expect(loc.history?.at(-1)).toBe('/orientation/homepage/checkin');
  });

  it('each filled field has a clear button that empties it and then goes away', async () => {
    renderEntry(ok);
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
    const name = screen.getByLabelText(/姓名/) as HTMLInputElement;
    await userEvent.type(name, '吴诗涵');
    await userEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect(name.value).toBe('');
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
  });

  it('the identity number opens a digit keyboard with X (issue 14), not the Chinese keyboard', async () => {
    renderEntry(ok);
    const input = screen.getByLabelText(/身份证号/);
    expect(input).toHaveAttribute('inputmode', 'none');
    fireEvent.focus(input);
    // The keyboard is loaded on the first focus.
    await waitFor(() => expect(document.querySelector('.adm-number-keyboard')).not.toBeNull());
    const keys = within(document.querySelector('.adm-number-keyboard') as HTMLElement);
    for (const k of '42010620090411072') fireEvent.click(keys.getAllByRole('button', { name: k })[0]!);
    fireEvent.click(keys.getByRole('button', { name: 'X' }));
    expect(input).toHaveValue('42010620090411072X');
  });
});
