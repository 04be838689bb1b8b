import type { StoredFile } from '@domain/ports/admissions-gateway';
import type { Answers, TemplateField } from '@domain/use-cases/admissions/registration-form';
import { FileLinkList } from '@ui/kit/file-viewer/file-link-list';

/** One answer as read-only text: chosen names, file names with sizes, or the signature image. */
export function AnswerView({
  field,
  value,
  viewerUrl,
}: {
  field: TemplateField;
  value: Answers[string] | undefined;
  viewerUrl: (u: string) => string;
}) {
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0))
    return <span className="zs-muted">未填写</span>;
  if (field.type === 'signature' && typeof value === 'string') {
    return (
      <img
        src={value}
        alt={`${field.label}签名`}
        style={{ maxWidth: '100%', maxHeight: 100, background: '#fff', border: '1px solid #eee' }}
      />
    );
  }
  if (field.type === 'upload' && Array.isArray(value)) {
    return <FileLinkList files={value as StoredFile[]} viewerUrl={viewerUrl} />;
  }
  if (Array.isArray(value)) {
    const names = (value as string[]).map(
      (id) =>
        field.InfochooseMajorList?.find((m) => m.id === id)?.name ??
        field.options?.find((o) => String(o.index) === id)?.label ??
        id,
    );
    return <span className="zs-wrap">{names.join('、')}</span>;
  }
  // A SelectInput shows its chosen tag (the document type) before the number.
  if (field.type === 'SelectInput' && field.selectLabel)
    return <span className="zs-wrap">{`${field.selectLabel} ${String(value)}`}</span>;
  return <span className="zs-wrap">{String(value)}</span>;
}
