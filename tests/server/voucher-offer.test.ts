import * as E from '@contract/enrollment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../server/src/db/schema';
import { demoApplicants } from '../../server/src/seed/admissions';
import { DEMO } from '../../server/src/seed/demo-data';
import { call, type TestServer, testServer, tokenFor } from './helpers/app';

// Issue 23 defect 3: 上传凭证 was offered in 已关闭 and before approval while the server refused it.
// Now the server offers uploadVoucher in actions (journeys voucherRefusal) and accepts exactly that.
const A = DEMO.A;
const apps = demoApplicants(A.tenantId);
let t: TestServer;

beforeAll(async () => {
  t = await testServer('voucher-offer');
});
afterAll(() => t.close());

async function voucherFile(userId: string, n: number) {
  const fileId = `f-offer-${userId}-${n}`;
  await t.db.execute(sql`INSERT INTO files (id, tenant_id, org_id, owner_id, name, size, type, storage_key)
    VALUES (${fileId}, ${A.tenantId}, ${A.orgId}, ${userId}, 'v.jpg', 2000, 'image/jpeg', ${`k/${fileId}`})`);
  return { fileId, name: 'v.jpg', size: 2000, type: 'image/jpeg', url: '' };
}

describe('a voucher is offered exactly where the server accepts it', () => {
  it('every seeded state, and 已关闭: the offer (uploadVoucher) equals the answer to an upload', async () => {
    // One more state: an order closed unpaid (已关闭) — the fee journey offers a voucher there.
    const closed = apps.find((a) => a.key === 'paying')!;
    await t.db.execute(sql`UPDATE ${registrations} SET fee_status = 6 WHERE id = ${closed.registrationId}`);
    const seen: Record<string, boolean> = {};
    let n = 0;
    for (const a of apps) {
      const token = await tokenFor(t, A, 'applicant', { userId: a.userId });
      const [view] = (await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token }))
        .body.data;
      const offered = view!.actions.includes('uploadVoucher');
      // The payee comes with the offer only: the school's account, the amount and a reference.
      if (offered)
        expect(view!.offlinePayee).toEqual({
          payee: DEMO.A.schoolName,
          bank: expect.stringContaining('银行'),
          account: expect.stringMatching(/\d{4}/),
          amount: view!.amount,
          reference: `${a.name}${a.idNumber.slice(-4)}`,
        });
      else expect(view!.offlinePayee ?? null).toBeNull();
      const up = await call(
        t.app,
        E.mobilePaymentVoucher,
        { registrationId: a.registrationId, files: [await voucherFile(a.userId, ++n)] },
        { token },
      );
      expect({ key: a.key, accepted: up.body.code === 0 }).toEqual({ key: a.key, accepted: offered });
      seen[a.key] = offered;
      if (offered) {
        // Uploaded: 审核中 — no second upload is offered or accepted until the school decides.
        const [after] = (await call(t.app, E.getUserDetail, { registrationId: a.registrationId }, { token }))
          .body.data;
        expect(after).toMatchObject({ voucherStatus: 0, offlinePayee: null });
        expect(after!.actions).not.toContain('uploadVoucher');
        const again = await call(
          t.app,
          E.mobilePaymentVoucher,
          { registrationId: a.registrationId, files: [await voucherFile(a.userId, ++n)] },
          { token },
        );
        expect(again.body).toMatchObject({ code: 422, msg: '缴费凭证审核中，请等待学校审核' });
      }
    }
    // 待审核 (plan pays after approval), 已驳回 and paid-or-later refuse; 已关闭, 未缴费 and 已驳回 vouchers accept.
    expect(seen).toEqual({
      pending: false,
      rejected: false,
      paying: true,
      paid: false,
      preAdmitted: false,
      admitted: false,
      voucherPending: false,
      voucherRejected: true,
      refundPending: false,
      refunded: false,
    });
  });
});
