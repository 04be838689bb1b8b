// Placeholder: replaced by the screen's issue.
export default function ActivitySignPage() {
  return <div style={{ padding: 16 }}>活动报名</div>;
}
