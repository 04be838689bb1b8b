// Placeholder: replaced by the screen's issue.
export default function ProcedurePage() {
  return <div style={{ padding: 16 }}>报到流程</div>;
}
