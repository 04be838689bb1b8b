// Placeholder: replaced by the screen's issue.
export default function RegistrationPage() {
  return <div style={{ padding: 16 }}>新生报名</div>;
}
