import { FEE_CODE, feeState, staffRefusal } from '@domain/journeys';
import { and, eq, inArray } from 'drizzle-orm';
import { registrations } from '../../db/schema';
import { apiError } from '../../http/errors';
import { isPayError } from '../pay/provider';
import { feeSources } from '../register/journey-codes';
import { factsOf } from '../register/service';
import { staffReg } from '../../exports/data';
import { applyMove, movedRow, MOVES, type MovedRow } from './registration-moves';
import type { StaffRouteContext as StaffCtx } from '../../http/route';

/**
 * 退款 through the fee model: 已缴费 → 待退费 (requestRefund), then the school's pay provider
 * (modules/pay/provider.ts) refunds an order paid online; its `success` (or an order paid offline /
 * in the sandbox, which has no money to send back) → 已退费 (refund). A provider refusal puts the
 * fee back to 已缴费 and answers the reason; `processing` stays 待退费.
 * A refund already 待退费 (a paid registration the school rejected: registration-moves.ts reject)
 * is completed from there, and a provider refusal leaves it 待退费.
 */
export async function refundRegistration(
  c: StaffCtx,
  input: { registrationId: string; reason: string },
): Promise<MovedRow> {
  const { db } = c.deps;
  const reg = await staffReg(db, c.staff.orgId, input.registrationId);
  // Refused by the rule that offers 退费 on the row (journeys staffRefusal).
  const no = staffRefusal(factsOf(reg, c.deps.now()), c.staff.role, 'refund');
  if (no) throw apiError('REFUSED', no);
  const started = feeState(reg.fee_status) === 'refundPending';
  const pending = started
    ? await movedRow(db, reg.id, c.staff.orgId)
    : await applyMove(db, MOVES.refund, input, c.deps.now(), c.staff.orgId);
  const payments = c.deps.config.payments;
  const online = reg.order_no && reg.order_status === 'paid' && payments && payments.mode !== 'sandbox';
  if (online) {
    const provider = await payments.forSchool(reg.tenant_id, reg.org_id);
    if (!provider) return back(c, reg.id, started, '学校未配置支付商户，无法原路退款');
    try {
      const r = await provider.refund({
        orderNo: reg.order_no!,
        refundNo: `RF${reg.order_no}`,
        amount: reg.amount,
        total: reg.amount,
        reason: input.reason,
      });
      if (r.state === 'processing') return pending;
      if (r.state !== 'success') return back(c, reg.id, started, '退款未成功，请稍后重试');
    } catch (e) {
      return back(c, reg.id, started, isPayError(e) ? `退款失败：${e.message}` : '退款失败，请稍后重试');
    }
  }
  return applyMove(db, MOVES.refunded, input, c.deps.now(), c.staff.orgId);
}

/** A refused refund: back to 已缴费, unless the refund was started by a rejection (it stays 待退费). */
async function back(c: StaffCtx, id: string, started: boolean, msg: string): Promise<never> {
  if (started) throw apiError('REFUSED', msg);
  await c.deps.db
    .update(registrations)
    .set({ feeStatus: FEE_CODE.paid })
    .where(
      and(
        eq(registrations.id, id),
        eq(registrations.orgId, c.staff.orgId),
        inArray(registrations.feeStatus, feeSources('refund')),
      ),
    );
  throw apiError('REFUSED', msg);
}
