// Placeholder: replaced by the screen's issue.
export default function TakePhotoPage() {
  return <div style={{ padding: 16 }}>拍摄照片</div>;
}
