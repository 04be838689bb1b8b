// Placeholder: replaced by the screen's issue.
export default function HomePage() {
  return <div style={{ padding: 16 }}>招生迎新</div>;
}
