import type { ReactNode } from 'react';
import Image from 'antd-mobile/es/components/image';
import Tag from 'antd-mobile/es/components/tag';
import { formatChinaRange } from '../shared/format';
import type { Activity } from './activity.vm';
import '@ui/kit/layout/layout.css';

/** An activity with its dates, place and capacity; its state as the server shows it (offer.shown). */
export function ActivityCard({ a, children }: { a: Activity; children?: ReactNode }) {
  return (
    <article className="zs-card" aria-label={a.title}>
      {a.coverUrl ? (
        <Image
          src={a.coverUrl}
          lazy
          fit="cover"
          height={140}
          alt=""
          style={{ borderRadius: 6, marginBottom: 8 }}
        />
      ) : null}
      <div className="zs-row">
        <h2 className="zs-card-title ui-m0">{a.title}</h2>
        <Tag color={a.offer.shown.tone}>{a.offer.shown.label}</Tag>
      </div>
      <div className="zs-kv">
        <span>活动时间</span>
        <span>{formatChinaRange(a.startTime, a.endTime)}</span>
        <span>报名时间</span>
        <span>{formatChinaRange(a.signStart, a.signEnd)}</span>
        <span>地点</span>
        <span>{a.place}</span>
        <span>名额</span>
        <span>
          已报 {a.signed} / {a.capacity}，剩余 {Math.max(0, a.left)}
        </span>
      </div>
      {children}
    </article>
  );
}
