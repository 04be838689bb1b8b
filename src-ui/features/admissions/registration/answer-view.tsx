import type { Answers, TemplateField } from '@domain/use-cases/admissions/registration-form';
import { fieldTypeUi } from '@ui/kit/dynamic-form/field-types';

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
  // The type's own view (src-ui/kit/dynamic-form/field-types), else the text or the chosen names.
  const own = fieldTypeUi(field.type)?.answer?.({ field, value, viewerUrl });
  if (own !== undefined) return own;
  if (Array.isArray(value)) {
    const names = (value as string[]).map(
      (id) =>
        field.InfochooseMajorList?.find((m) => m.id === id)?.name ??
        field.options?.find((o) => String(o.index) === id)?.label ??
        id,
    );
    return <span className="zs-wrap">{names.join('、')}</span>;
  }
  return <span className="zs-wrap">{String(value)}</span>;
}
