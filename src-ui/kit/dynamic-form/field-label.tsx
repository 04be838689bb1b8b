import type { FormField } from '@domain/forms/form-field';
import { isRequired } from '@domain/forms/answers';

/** The field's label with a red '*' when rules[0].required (spec section 5). */
export function FieldLabel({ field, htmlFor }: { field: FormField; htmlFor?: string }) {
  return (
    <span className="zs-field-label" style={{ fontSize: 15, color: 'var(--adm-color-text)', flexShrink: 0 }}>
      {isRequired(field) ? (
        <span aria-label="必填" style={{ color: 'var(--adm-color-danger)', marginRight: 2 }}>
          *
        </span>
      ) : null}
      <label htmlFor={htmlFor}>{field.label}</label>
    </span>
  );
}

export function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div role="alert" style={{ color: 'var(--adm-color-danger)', fontSize: 12, marginTop: 4 }}>
      {message}
    </div>
  );
}
