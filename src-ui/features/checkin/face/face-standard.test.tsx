import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_TEXTS, IdentityGateway, type IdentityState, ONSITE_TEXT } from '@domain/checkin-desk';
import FaceStandardPage from '@ui/features/checkin/face/face-standard-page';
import { setup } from '@ui/testing/checkin-fixtures';

const state = (over: Partial<IdentityState> = {}): IdentityState => ({
  method: null,
  underFourteen: false,
  consents: { face: null, guardian: null },
  missing: ['face'],
  texts: { ...CONSENT_TEXTS, onsite: ONSITE_TEXT },
  ...over,
});

function mount(initial: IdentityState) {
  const api = {
    get: vi.fn(async () => initial),
    consent: vi.fn(async () => state({ missing: [] })),
    choose: vi.fn(async (method: 'photo' | 'onsite') => state({ method, missing: [] })),
  };
  const { wrap, loc } = setup('/orientation/humanface/faceStandard', (c) => {
    c.bind(IdentityGateway).toConstantValue(api as unknown as IdentityGateway);
  });
  render(wrap(<FaceStandardPage />));
  return { api, loc };
}

describe('face photo requirements: separate consent, guardian under 14, or 到校现场核验', () => {
  it('shows the face consent text; ticking it records that version, chooses the photo and opens the camera', async () => {
    const { api, loc } = mount(state());
    expect(await screen.findByTestId('face-consent-text')).toHaveTextContent('敏感个人信息');
    const start = screen.getByRole('button', { name: '开始拍摄' });
    expect(start).toBeDisabled();
    await userEvent.click(screen.getByText(/我同意学校采集本人照片/));
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/humanface/tackpic'));
    expect(api.consent).toHaveBeenCalledWith('face', CONSENT_TEXTS.face.version);
    expect(api.choose).toHaveBeenCalledWith('photo');
  });

  it('under 14: the guardian’s name, relation and consent are needed before the camera', async () => {
    const { api, loc } = mount(state({ underFourteen: true, missing: ['face', 'guardian'] }));
    const group = await screen.findByRole('group', { name: '监护人同意' });
    expect(group).toHaveTextContent('未满十四周岁');
    await userEvent.click(screen.getByText(/我同意学校采集本人照片/));
    const start = screen.getByRole('button', { name: '开始拍摄' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('监护人姓名'), '王大明');
    await userEvent.type(screen.getByLabelText('与学生关系'), '父亲');
    expect(start).toBeDisabled();
    await userEvent.click(screen.getByText(/我是该学生的监护人/));
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/humanface/tackpic'));
    expect(api.consent).toHaveBeenCalledWith('guardian', CONSENT_TEXTS.guardian.version, {
      guardianName: '王大明',
      guardianRelation: '父亲',
    });
  });

  it('到校现场核验 instead of a photo records the choice and goes back to the face page, no consent asked', async () => {
    const { api, loc } = mount(state());
    await userEvent.click(await screen.findByRole('button', { name: '改为到校现场核验' }));
    await waitFor(() => expect(loc.history?.at(-1)).toBe('/orientation/humanface/face'));
    expect(api.choose).toHaveBeenCalledWith('onsite');
    expect(api.consent).not.toHaveBeenCalled();
  });

  it('a school that turned 到校现场核验 off offers the photo only', async () => {
    mount(state({ onsiteAllowed: false }));
    expect(await screen.findByTestId('face-consent-text')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '改为到校现场核验' })).toBeNull();
    expect(screen.queryByRole('region', { name: '到校现场核验' })).toBeNull();
  });
});
