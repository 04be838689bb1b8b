import type { Notice } from './outbox';

interface Reg {
  id: string;
  tenant_id: string;
  org_id: string;
  user_id: string;
  name: string;
  plan_name?: string;
}

const base = (r: Reg) => ({ tenantId: r.tenant_id, orgId: r.org_id, userId: r.user_id });

/** The Chinese wording of each notice; `version` keeps two different events of the same kind apart. */
export const notices = {
  approved: (r: Reg, version: string): Notice => ({
    ...base(r),
    kind: 'registration.approved',
    idemKey: `registration.approved:${r.id}:${version}`,
    title: '报名审核通过',
    body: `${r.name}的报名${r.plan_name ? `（${r.plan_name}）` : ''}已审核通过。`,
  }),
  rejected: (r: Reg, reason: string, version: string): Notice => ({
    ...base(r),
    kind: 'registration.rejected',
    idemKey: `registration.rejected:${r.id}:${version}`,
    title: '报名被驳回',
    body: `${r.name}的报名被驳回，原因：${reason}`,
  }),
  paid: (r: Reg, version: string): Notice => ({
    ...base(r),
    kind: 'payment.confirmed',
    idemKey: `payment.confirmed:${r.id}:${version}`,
    title: '缴费已确认',
    body: `${r.name}的报名费已确认收到。`,
  }),
  result: (r: Reg, publishAt: string): Notice => ({
    ...base(r),
    notBefore: new Date(publishAt),
    kind: 'result.published',
    idemKey: `result.published:${r.id}:${publishAt}`,
    title: '录取结果已公布',
    body: `${r.name}的录取结果已公布，请在“录取查询”中查看。`,
  }),
  /** 撤销录取 after publication (issue 24): the applicant is told why. */
  revoked: (r: Reg, reason: string, version: string): Notice => ({
    ...base(r),
    kind: 'admission.revoked',
    idemKey: `admission.revoked:${r.id}:${version}`,
    title: '录取已撤销',
    body: `${r.name}的录取${r.plan_name ? `（${r.plan_name}）` : ''}已撤销，原因：${reason}。详情请在“录取查询”中查看。`,
  }),
  photoRejected: (
    s: { id: string; tenant_id: string; org_id: string; user_id: string | null; name: string },
    reason: string,
    version: string,
  ): Notice => ({
    tenantId: s.tenant_id,
    orgId: s.org_id,
    userId: s.user_id,
    kind: 'photo.rejected',
    idemKey: `photo.rejected:${s.id}:${version}`,
    title: '人脸照片未通过审核',
    body: `${s.name}的人脸照片未通过审核：${reason}。请重新上传。`,
  }),
  checkinOpen: (
    s: { id: string; tenant_id: string; org_id: string; user_id: string | null; name: string },
    day: string,
  ): Notice => ({
    tenantId: s.tenant_id,
    orgId: s.org_id,
    userId: s.user_id,
    kind: 'checkin.open',
    idemKey: `checkin.open:${s.id}:${day}`,
    title: '报到已开始',
    body: `${s.name}同学，新生报到已开始，请按报到须知完成报到。`,
  }),
  /** 取消活动: one notice per sign-up (the key is the sign-up, so cancelling twice tells nobody twice). */
  activityCancelled: (
    a: { tenantId: string; orgId: string; title: string },
    s: { id: string; userId: string; name: string },
    reason: string,
  ): Notice => ({
    tenantId: a.tenantId,
    orgId: a.orgId,
    userId: s.userId,
    kind: 'activity.cancelled',
    idemKey: `activity.cancelled:${s.id}`,
    title: '活动已取消',
    body: `${s.name}您好，您报名的活动“${a.title}”已取消${reason ? `，原因：${reason}` : ''}。`,
  }),
  /** 群发通知: one per person of a send (the key names the registration and the send: sent once). */
  schoolMessage: (
    s: { tenantId: string; orgId: string; id: string; title: string },
    p: { registrationId: string; userId: string | null },
    body: string,
  ): Notice => ({
    tenantId: s.tenantId,
    orgId: s.orgId,
    userId: p.userId,
    kind: 'school.message',
    idemKey: `school.message:${p.registrationId}:${s.id}`,
    title: s.title,
    body,
  }),
};
