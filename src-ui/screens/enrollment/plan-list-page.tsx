// Placeholder: replaced by the screen's issue.
export default function PlanListPage() {
  return <div style={{ padding: 16 }}>新生报名</div>;
}
