// Placeholder: replaced by the screen's issue.
export default function FaceStandardPage() {
  return <div style={{ padding: 16 }}>照片要求</div>;
}
