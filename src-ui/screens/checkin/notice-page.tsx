// Placeholder: replaced by the screen's issue.
export default function NoticePage() {
  return <div style={{ padding: 16 }}>新生须知</div>;
}
