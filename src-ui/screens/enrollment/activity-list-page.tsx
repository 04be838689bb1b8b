// Placeholder: replaced by the screen's issue.
export default function ActivityListPage() {
  return <div style={{ padding: 16 }}>活动报名</div>;
}
