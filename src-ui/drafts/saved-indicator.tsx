/** The small '已保存' mark shown once the draft has been written. */
export function SavedIndicator({ savedAt }: { savedAt: number | null }) {
  if (savedAt === null) return null;
  return (
    <span role="status" style={{ fontSize: 12, color: 'var(--adm-color-success, #007a4d)' }}>
      已保存
    </span>
  );
}
