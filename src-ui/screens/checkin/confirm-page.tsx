// Placeholder: replaced by the screen's issue.
export default function ConfirmInfoPage() {
  return <div style={{ padding: 16 }}>信息确认</div>;
}
