import Button from 'antd-mobile/es/components/button';
import ResultBlock from 'antd-mobile/es/components/result';
import { useRef } from 'react';
import { registrationReview } from '@domain/journeys/registration-review';
import { PATHS } from '@domain/shell/routes';
import type { SubmittedRegistration } from '@domain/use-cases/admissions/submit-registration';
import { formatChinaTime, formatFee } from '../shared/format';
import type { PlanDetail } from './registration.vm';
import '@ui/kit/layout/layout.css';

/** The form's own screens: a back that lands on one of them would show the emptied form. */
const FORM_PATHS: readonly string[] = [
  PATHS.registration,
  PATHS.registrationMoreInfo,
  PATHS.registrationConfirm,
];
const pathNow = () => window.location.hash.replace(/^#/, '').split('?')[0] ?? '';

/** The browser back of a 报名成功 still waiting for it (one at a time). */
let leadBack: (() => void) | null = null;

/** The 报名成功 view was left by its own buttons: back means back again. */
export function dropLeadBack(): void {
  if (leadBack) window.removeEventListener('popstate', leadBack, true);
  leadBack = null;
}

/**
 * After 报名成功, the browser's (or WeChat's) back leads to 我的报名 in place of the entry it would
 * open, the form just sent and now emptied, which read as if the submission were lost (issue 34 item
 * 17): the next popstate replaces that entry. Installed once per view, outside React's effects, and
 * ahead of the router's own listener (capture), so no re-render can drop it first.
 */
function useBackLeadsAway(onBack: () => void) {
  const installed = useRef(false);
  if (installed.current) return;
  installed.current = true;
  dropLeadBack();
  // Any other move (a link, the address bar) leaves 报名成功 for good: the listener just goes.
  const fire = () => {
    dropLeadBack();
    if (FORM_PATHS.includes(pathNow())) onBack();
  };
  leadBack = fire;
  window.addEventListener('popstate', fire, true);
}

/**
 * The end of 确认提交: the reference number, the fee, the deadline and what happens next, with
 * 查看进度 and 返回首页 (issue 14: no dead end after a submit).
 */
export function RegistrationSuccess({
  edited,
  submitted,
  plan,
  onProgress,
  onHome,
}: {
  edited: boolean;
  submitted: SubmittedRegistration;
  plan: PlanDetail | null;
  onProgress: () => void;
  onHome: () => void;
}) {
  useBackLeadsAway(onProgress);
  const fee = submitted.amount ?? plan?.fee ?? 0;
  const pending = registrationReview.states.pending.label;
  return (
    <>
      <ResultBlock status="success" title={edited ? '修改已提交' : '报名成功'} />
      <section className="zs-section" aria-label="报名回执">
        <div className="zs-kv">
          <span>报名编号</span>
          <span>
            {/* The short number a parent reads out on the phone, never the internal id (issue 23). */}
            <strong className="zs-reg-no" data-testid="reference">
              {submitted.regNo}
            </strong>
            <span className="zs-muted zs-block">咨询时请报此编号</span>
          </span>
          {plan ? (
            <>
              <span>报名计划</span>
              <span>{plan.name}</span>
            </>
          ) : null}
          <span>报名费</span>
          <span>{formatFee(fee)}</span>
          {plan ? (
            <>
              <span>报名截止</span>
              <span>{formatChinaTime(plan.endTime)}</span>
            </>
          ) : null}
        </div>
        <h3 className="zs-section-title ui-mt-12">接下来</h3>
        <ol className="zs-next-steps" style={{ paddingLeft: 20, margin: 0, lineHeight: 1.8 }}>
          <li>学校审核报名信息（{pending}），结果可在“查看进度”中查看</li>
          <li>
            {fee > 0 ? `审核通过后缴纳报名费 ${formatFee(fee)}` : '本计划无需缴费，审核通过后等待录取结果'}
          </li>
          <li>如被驳回，可按驳回原因修改后重新提交</li>
        </ol>
      </section>
      <div className="zs-footer">
        <Button
          onClick={() => {
            dropLeadBack();
            onHome();
          }}
        >
          返回首页
        </Button>
        <Button
          color="primary"
          onClick={() => {
            dropLeadBack();
            onProgress();
          }}
        >
          查看进度
        </Button>
      </div>
    </>
  );
}
