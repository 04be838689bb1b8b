import Tag from 'antd-mobile/es/components/tag';
import type { Badge } from '@domain/staff/wording';

/** A journey state as a coloured tag (wording and tone from src-domain/journeys). */
export function StateBadge({ badge }: { badge: Badge }) {
  return (
    <Tag color={badge.tone} fill="outline" className="staff-badge">
      {badge.label}
    </Tag>
  );
}
