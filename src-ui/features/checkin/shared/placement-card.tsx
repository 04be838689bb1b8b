import type { StudentDetail } from '@domain/ports/checkin-gateway';

/** 学号 / 专业 / 班级 / 宿舍 of a reported student (check-in home and 报到完成). */
export function PlacementCard({ detail: d, label }: { detail: StudentDetail; label: string }) {
  const rows: [string, string][] = [
    ['学号', d.studentNo],
    ['专业', d.majorName],
    ['班级', d.className],
    ['宿舍', d.dormitory],
  ];
  return (
    <section className="ui-card" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} className="ck-row">
          <span className="ui-muted">{name}</span>
          <span>{value || '-'}</span>
        </div>
      ))}
    </section>
  );
}
