import {
  ADMISSION_CODE,
  admission,
  DECIDED_STATES,
  type RegistrationFacts,
  registrationActions,
  registrationShown,
  staffRegistrationActions,
} from '@domain/journeys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const facts = (over: Partial<RegistrationFacts> = {}): RegistrationFacts => ({
  review: 'approved',
  fee: 'unpaid',
  voucher: 'none',
  admissionCode: ADMISSION_CODE.waiting,
  published: false,
  amount: 20000,
  payAtRegistration: false,
  offlinePayment: true,
  ...over,
});

describe('registration actions and shown state (issue 23 item 2)', () => {
  it('待审核: edit only; no payment or voucher before approval unless the plan allows paying early', () => {
    expect(registrationActions(facts({ review: 'pending' }))).toEqual(['edit']);
    expect(registrationActions(facts({ review: 'pending', payAtRegistration: true }))).toEqual([
      'edit',
      'pay',
      'uploadVoucher',
    ]);
    expect(registrationActions(facts({ review: 'rejected' }))).toEqual(['resubmit']);
  });

  it('a voucher under review: no order and no second voucher; the school switched vouchers off: none', () => {
    expect(registrationActions(facts({ voucher: 'reviewing' }))).toEqual([]);
    expect(registrationActions(facts({ offlinePayment: false }))).toEqual(['pay']);
    expect(registrationActions(facts({ fee: 'closed' }))).toEqual(['payAgain', 'uploadVoucher']);
  });

  it('before the publication time no decision is shown and no result offered, whatever was decided', () => {
    const decided = Object.values(ADMISSION_CODE);
    fc.assert(
      fc.property(
        fc.constantFrom(...decided),
        fc.constantFrom('paid', 'refundPending', 'refunded'),
        (code, fee) => {
          const f = facts({ admissionCode: code, fee: fee as RegistrationFacts['fee'] });
          const shown = registrationShown(f);
          expect(DECIDED_STATES.map((s) => admission.states[s].label)).not.toContain(shown.label);
          expect(registrationActions(f)).not.toContain('viewResult');
        },
      ),
    );
    const after = facts({ fee: 'paid', admissionCode: ADMISSION_CODE.admitted, published: true });
    expect(registrationShown(after)).toMatchObject({ journey: 'admission', state: 'admitted' });
    expect(registrationActions(after)).toEqual(['viewResult']);
  });

  it('staff: a check-in teacher takes no registration action; decisions only once paid and approved', () => {
    expect(staffRegistrationActions(facts({ review: 'pending' }), 'checkin')).toEqual([]);
    expect(staffRegistrationActions(facts({ review: 'pending' }), 'admissions')).toEqual([
      'approve',
      'reject',
    ]);
    expect(staffRegistrationActions(facts({ fee: 'paid' }), 'admissions')).toEqual([
      'reject',
      'preAdmit',
      'admit',
      'decline',
    ]);
    expect(staffRegistrationActions(facts({ fee: 'paid' }), 'admin')).toContain('refund');
    expect(
      staffRegistrationActions(
        facts({ fee: 'paid', admissionCode: ADMISSION_CODE.admitted, published: true }),
        'admin',
      ),
    ).toEqual(['revoke', 'refund']);
  });
});
