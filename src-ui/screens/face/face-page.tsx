// Placeholder: replaced by the screen's issue.
export default function FacePage() {
  return <div style={{ padding: 16 }}>人脸照片</div>;
}
