import Tag from 'antd-mobile/es/components/tag';
import type { PlanDetail } from './registration.vm';
import { formatChinaRange, formatFee, planStateLabel } from '../shared/format';
import '@ui/kit/layout/layout.css';
import { LOTTERY_FORM_NOTICE } from '@domain/journeys/lottery';

const TAG_COLOR = { open: 'success', notStarted: 'default', full: 'danger', closed: 'default' } as const;

/** A plan's name, state, places left, dates and fee. */
export function PlanSummary({ plan, left }: { plan: PlanDetail; left?: number }) {
  const lottery = plan.admissionMode === 'lottery';
  return (
    <section className="zs-section" aria-label="报名计划">
      <div className="zs-row">
        <h2 className="zs-card-title ui-m0">{plan.name}</h2>
        <Tag color={TAG_COLOR[plan.state]}>{planStateLabel(plan.state)}</Tag>
      </div>
      <div className="zs-kv">
        {/* 批次 and 年级 as the school set them in the plan editor; a row the school left empty is not shown. */}
        {plan.batch ? (
          <>
            <span>批次</span>
            <span>{plan.batch}</span>
          </>
        ) : null}
        {plan.grade ? (
          <>
            <span>年级</span>
            <span>{plan.grade}</span>
          </>
        ) : null}
        {lottery ? (
          <>
            <span>录取名额</span>
            <span>{plan.quota}（报名后摇号）</span>
          </>
        ) : (
          <>
            <span>剩余名额</span>
            <span>
              {left ?? plan.left} / {plan.quota}
            </span>
          </>
        )}
        <span>报名时间</span>
        <span>{formatChinaRange(plan.startTime, plan.endTime)}</span>
        <span>报名费</span>
        <span>{formatFee(plan.fee)}</span>
      </div>
      {lottery ? (
        <p role="note" aria-label="报名后摇号">
          {LOTTERY_FORM_NOTICE}
        </p>
      ) : null}
    </section>
  );
}
