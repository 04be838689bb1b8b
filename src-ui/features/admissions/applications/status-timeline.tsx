import {
  admission,
  admissionState,
  fee,
  feeState,
  isPaidOrLater,
  registrationReview,
  reviewState,
  voucher,
  voucherState,
} from '@domain/journeys';
import type { Application } from '@domain/ports/applications-gateway';
import { formatChinaTime, formatFee } from '../shared/format';

type Tone = 'done' | 'current' | 'error' | 'todo';
const DOT: Record<Tone, string> = { done: '#007a4d', current: '#0958d9', error: '#cf1322', todo: '#ccc' };

interface Step {
  name: string;
  text: string;
  tone: Tone;
  note?: string | null;
  /** A note that informs (e.g. the refund) rather than reports an error. */
  info?: boolean;
}

/** A paid registration the school rejected: its refund (journeys rejectedFee), as the parent reads it. */
function refundNote(r: Application): string | null {
  const f = feeState(r.feeStatus);
  if (f === 'refundPending') return '所缴费用将原路退回，请留意退款到账';
  if (f === 'refunded') return '所缴费用已退回';
  return null;
}

/** The timeline tone of a reviewed item (registration review, voucher): 通过 done, 驳回 error. */
const TONE = {
  none: 'current',
  pending: 'current',
  reviewing: 'current',
  approved: 'done',
  rejected: 'error',
} as const;

/** The timeline tone of the server's shown state (ShownState tone). */
const SHOWN_TONE: Record<Application['shown']['tone'], Tone> = {
  default: 'todo',
  primary: 'current',
  warning: 'current',
  success: 'done',
  danger: 'error',
};

/** review → fee → voucher → admission, each with its Chinese status (brief section 4). */
export function timelineSteps(r: Application, processing: boolean): Step[] {
  const steps: Step[] = [
    {
      name: '报名审核',
      text: registrationReview.states[reviewState(r.reviewStatus)].label,
      tone: TONE[reviewState(r.reviewStatus)],
      note: reviewState(r.reviewStatus) === 'rejected' ? `驳回原因：${r.rejectReason || '未说明'}` : null,
    },
    r.amount <= 0
      ? { name: '缴费', text: '无需缴费', tone: 'done' }
      : {
          name: `缴费（${formatFee(r.amount)}）`,
          text:
            processing && feeState(r.feeStatus) === 'pending'
              ? '支付处理中，正在确认…'
              : fee.states[feeState(r.feeStatus)].label,
          tone:
            feeState(r.feeStatus) === 'refundPending'
              ? 'current'
              : isPaidOrLater(feeState(r.feeStatus))
                ? 'done'
                : 'current',
          note: refundNote(r),
          info: true,
        },
  ];
  if (r.voucherStatus === null) {
    const settled = r.amount <= 0 || isPaidOrLater(feeState(r.feeStatus));
    steps.push({
      name: '缴费凭证',
      text: settled ? '无需上传' : '未上传（线下缴费时上传）',
      tone: settled ? 'done' : 'todo',
    });
  } else {
    steps.push({
      name: '缴费凭证',
      text: voucher.states[voucherState(r.voucherStatus)].label,
      tone: TONE[voucherState(r.voucherStatus)],
      note: voucherState(r.voucherStatus) === 'rejected' ? `驳回原因：${r.voucherReason || '未说明'}` : null,
    });
  }
  if (r.shown?.journey === 'lottery') {
    // 报名后摇号 (issue 37): the draw decides; the server's word (待摇号, 已中签, 未中签（候补第 N 位）…).
    steps.push({ name: '摇号结果', text: r.shown.label, tone: SHOWN_TONE[r.shown.tone] });
    return steps;
  }
  const decided = admissionState(r.admissionStatus, false);
  if (r.admissionNote) {
    // 撤销录取 after publication (issue 24): the applicant reads it and the school's reason.
    steps.push({
      name: '录取',
      text: admission.states.revoked.label,
      tone: 'error',
      note: r.admissionNote,
      info: true,
    });
    return steps;
  }
  steps.push({
    name: '录取',
    // The server holds a decision back until the publication time (then 1 reads 待录取 and resultsAt
    // says when); 未录取 is not told here: 1 reads 待录取.
    text: admission.states[decided].label,
    tone: decided === 'admitted' ? 'done' : decided === 'preAdmitted' ? 'current' : 'todo',
    note: r.resultsAt ? `录取结果将于 ${formatChinaTime(r.resultsAt)} 公布` : null,
    info: true,
  });
  return steps;
}

export function StatusTimeline({
  registration,
  processing,
}: {
  registration: Application;
  processing: boolean;
}) {
  return (
    <ol className="zs-timeline" aria-label="办理进度">
      {timelineSteps(registration, processing).map((s) => (
        <li key={s.name} style={{ ['--dot' as string]: DOT[s.tone] }}>
          <div className="zs-row">
            <span>{s.name}</span>
            <strong style={{ color: s.tone === 'todo' ? '#6e6e6e' : DOT[s.tone], fontWeight: 500 }}>
              {s.text}
            </strong>
          </div>
          {s.note ? (
            <div className={s.info ? 'zs-muted zs-wrap' : 'zs-error-text zs-wrap'}>{s.note}</div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
