// Placeholder: replaced by the screen's issue.
export default function ApplyListPage() {
  return <div style={{ padding: 16 }}>我的报名</div>;
}
