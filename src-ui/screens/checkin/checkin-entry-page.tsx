// Placeholder: replaced by the screen's issue.
export default function CheckinEntryPage() {
  return <div style={{ padding: 16 }}>新生报到</div>;
}
