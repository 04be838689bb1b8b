import Tabs from 'antd-mobile/es/components/tabs';
import type { ReviewFilter } from '@domain/staff/types';

/** 待审核 / 已通过 / 已驳回, worded by the journey of the thing reviewed. */
export function StatusTabs({
  value,
  labels,
  onChange,
}: {
  value: ReviewFilter;
  labels: Record<ReviewFilter, string>;
  onChange: (f: ReviewFilter) => void;
}) {
  return (
    <Tabs activeKey={value} onChange={(k) => onChange(k as ReviewFilter)}>
      {(['pending', 'approved', 'rejected'] as const).map((k) => (
        <Tabs.Tab key={k} title={labels[k]} />
      ))}
    </Tabs>
  );
}
