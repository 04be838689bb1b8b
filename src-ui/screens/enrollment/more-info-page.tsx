// Placeholder: replaced by the screen's issue.
export default function EnrollmentMoreInfoPage() {
  return <div style={{ padding: 16 }}>更多信息</div>;
}
