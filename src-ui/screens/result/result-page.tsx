// Placeholder: replaced by the screen's issue.
export default function ResultPage() {
  return <div style={{ padding: 16 }}>录取结果查询</div>;
}
