// Placeholder: replaced by the screen's issue.
export default function RegistrationConfirmPage() {
  return <div style={{ padding: 16 }}>确认报名信息</div>;
}
