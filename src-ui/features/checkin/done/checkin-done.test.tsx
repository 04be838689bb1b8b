import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '@adapters/storage/memory-store';
import { Clock } from '@domain/ports/clock';
import { Session } from '@domain/ports/session';
import { LocalStore, SessionStore } from '@domain/ports/storage';
import { EnrollmentGateway } from '@domain/use-cases/admissions/enrollment-gateway';
import CheckinDonePage from '@ui/features/checkin/done/checkin-done-page';
import CheckinEntryPage from '@ui/features/checkin/entry/checkin-entry-page';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { confirmFields } from '@ui/features/checkin/confirm/confirm-fields';
import { fakeSession } from '@ui/testing/fake-session';
import { progressOf, setup, studentDetail } from '@ui/testing/checkin-fixtures';

const gateway = (phone: string) =>
  ({ servicePhone: vi.fn(async () => phone) }) as unknown as EnrollmentGateway;

function mount(path: string, ui: React.ReactElement, api: Partial<Record<keyof CheckinGateway, unknown>>) {
  const { wrap, loc } = setup(path, (c) => {
    c.bind(CheckinGateway).toConstantValue(api as unknown as CheckinGateway);
    c.bind(Session).toConstantValue(
      fakeSession({ token: 't', userInfo: { tenantId: '1001', orgId: '100101', welcomeId: 'w-1' } }),
    );
    c.bind(LocalStore).toConstantValue(new MemoryStore());
    c.bind(SessionStore).toConstantValue(new MemoryStore());
    c.bind(Clock).toConstantValue({ now: () => new Date('2026-08-20T02:00:00Z') });
    c.bind(EnrollmentGateway).toConstantValue(gateway('0571-88886666'));
  });
  render(wrap(ui));
  return { loc };
}

const allDone = studentDetail({
  confirmedAt: 'x',
  photoUrl: '/p.jpg',
  photoStatus: 1,
  arrivedAt: 'y',
  progress: progressOf('reported', 'noticeRead', 'confirmed', 'photoOk', 'arrived'),
});

describe('报到完成', () => {
  it('is a screen of its own: what the student has, what is next, the school phone, 查看报到码 / 返回首页', async () => {
    const { loc } = mount('/orientation/checkin/done', <CheckinDonePage />, { detail: async () => allDone });
    expect(await screen.findByText('报到完成', { selector: '.adm-result-title' })).toBeInTheDocument();
    expect(screen.getByText(/王雨涵同学，欢迎加入阳光职业技术学校/)).toBeInTheDocument();
    expect(screen.getByText('20261001002')).toBeInTheDocument();
    expect(screen.getByText('2号楼203')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '咨询电话 0571-88886666' })).toHaveAttribute(
      'href',
      'tel:0571-88886666',
    );
    await userEvent.click(screen.getByRole('button', { name: '查看报到码' }));
    expect(loc.history?.at(-1)).toBe('/orientation/checkin/procedure');
  });

  it('with a step still open it names that step instead of claiming done', async () => {
    const d = studentDetail({ progress: progressOf('reported', 'noticeRead') });
    mount('/orientation/checkin/done', <CheckinDonePage />, { detail: async () => d });
    expect(await screen.findByText('报到尚未完成')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一步：确认个人信息' })).toBeInTheDocument();
  });
});

describe('未找到你的报到信息', () => {
  it("offers the school's phone as a tel: link", async () => {
    mount('/orientation/homepage/checkin', <CheckinEntryPage />, {
      report: vi.fn(async () => {
        throw { kind: 'server', code: 404, msg: '未找到' };
      }),
    });
    await userEvent.type(screen.getByLabelText(/姓名/), '吴诗涵');
    await userEvent.type(screen.getByLabelText(/身份证号/), '42010620090411072X');
    await userEvent.click(screen.getByRole('button', { name: /立即报到/ }));
    expect(await screen.findByText('未找到你的报到信息，请核对姓名和身份证号')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '咨询电话 0571-88886666' })).toHaveAttribute(
        'href',
        'tel:0571-88886666',
      ),
    );
  });
});

describe('confirm details inputs', () => {
  it('phone numbers open the phone keyboard, 11 digits', () => {
    const fields = confirmFields(studentDetail(), {
      editableFields: ['phone', 'emergencyPhone', 'address'],
      allowEditAfterConfirm: false,
    } as unknown as Parameters<typeof confirmFields>[1]);
    const byProp = Object.fromEntries(fields.map((f) => [f.prop, f]));
    expect(byProp.phone).toMatchObject({ inputType: 'tel', maxLength: 11 });
    expect(byProp.emergencyPhone).toMatchObject({ inputType: 'tel', maxLength: 11 });
    expect(byProp.address!.inputType).toBeUndefined();
  });
});
