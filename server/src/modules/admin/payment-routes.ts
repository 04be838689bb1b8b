import * as W from '@contract/staff-work';
import { factsOf } from '../register/service';
import { orderRowActions, voucherRowActions } from '@domain/journeys';
import type { FastifyInstance } from 'fastify';
import { filesOf, iso, texts } from '../../exports/data';
import { apiError } from '../../http/errors';
import { afterMove } from './moves-notify';
import { refundRegistration } from './refund';
import { applyMove, MOVES } from './registration-moves';
import { handle } from '../../http/route';
import { orderPage, voucherPage } from './work-service';
import { fileOut, moved, moveRoute, mustOffer, withActions, type Fee, type Voucher } from './work-shared';

/** 缴费: vouchers and their review, orders, 确认缴费 and 退费. */
export function paymentRoutes(app: FastifyInstance): void {
  // ---------- vouchers ----------
  handle(
    app,
    W.vouchers,
    async (q, c) => {
      const { total, counts, list } = await voucherPage(c.deps.db, c.staff.orgId, q);
      const now = c.deps.now();
      return {
        total,
        counts,
        rows: list.map((r) => ({
          registrationId: r.id,
          planName: r.plan_name,
          name: r.name,
          amount: r.amount,
          voucherStatus: r.voucher_status as Voucher,
          voucherText: texts(r).voucherText,
          voucherReason: r.voucher_reason,
          feeStatus: r.fee_status as Fee,
          files: filesOf(r.voucher_files).map((x) => fileOut(c, x)),
          updatedAt: iso(r.updated_at)!,
          // What this role may do with the voucher now (issue 23): the rule reviewVoucher refuses by.
          actions: voucherRowActions(factsOf(r, now), c.staff.role),
        })),
      };
    },
    {
      audit: (q, o) => ({ action: 'voucher.list', details: { status: q.status, count: o.rows.length } }),
    },
  );
  handle(
    app,
    W.reviewVoucher,
    async (i, c) => {
      if (!i.approve && !i.reason) throw apiError('BAD_REQUEST', '请填写驳回原因');
      await mustOffer(c, i.registrationId, i.approve ? 'approveVoucher' : 'rejectVoucher');
      const row = await applyMove(c.deps.db, MOVES.voucher, i, c.deps.now(), c.staff.orgId);
      await afterMove(c.deps, 'voucher', row, i);
      return withActions(c, moved(row));
    },
    {
      audit: (i, o) => ({
        action: i.approve ? 'voucher.approve' : 'voucher.reject',
        target: o.id,
        details: i.reason ? { reason: i.reason } : {},
      }),
    },
  );

  // ---------- payments ----------
  handle(
    app,
    W.orders,
    async (q, c) => {
      const { total, counts, list } = await orderPage(c.deps.db, c.staff.orgId, q);
      const now = c.deps.now();
      return {
        total,
        counts: counts.map((n) => ({ ...n, feeStatus: n.feeStatus as Fee })),
        rows: list.map((r) => ({
          registrationId: r.id,
          planName: r.plan_name,
          name: r.name,
          amount: r.amount,
          feeStatus: r.fee_status as Fee,
          feeText: texts(r).feeText,
          orderNo: r.order_no,
          orderStatus: r.order_status,
          paidAt: iso(r.paid_at),
          // What this role may do with the fee now (issue 23): the rule markPaid and refund refuse by.
          actions: orderRowActions(factsOf(r, now), c.staff.role),
        })),
      };
    },
    { audit: (_q, o) => ({ action: 'order.list', details: { count: o.rows.length } }) },
  );
  moveRoute(app, 'markPaid', 'order.mark-paid', 'markPaid');
  handle(app, W.refund, async (i, c) => withActions(c, moved(await refundRegistration(c, i))), {
    audit: (i, o) => ({ action: 'order.refund', target: o.id, details: { reason: i.reason } }),
  });
}
