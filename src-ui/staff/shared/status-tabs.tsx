import Tabs from 'antd-mobile/es/components/tabs';
import type { ReviewFilter } from '@domain/staff/types';

/** 待审核 / 已通过 / 已驳回, worded by the journey of the thing reviewed; with the server's counts. */
export function StatusTabs({
  value,
  labels,
  counts,
  onChange,
}: {
  value: ReviewFilter;
  labels: Record<ReviewFilter, string>;
  counts?: Record<ReviewFilter, number> | null;
  onChange: (f: ReviewFilter) => void;
}) {
  return (
    <Tabs activeKey={value} onChange={(k) => onChange(k as ReviewFilter)}>
      {(['pending', 'approved', 'rejected'] as const).map((k) => (
        <Tabs.Tab key={k} title={counts ? `${labels[k]} (${counts[k]})` : labels[k]} />
      ))}
    </Tabs>
  );
}
