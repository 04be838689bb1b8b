import { SignaturePad } from '../../signature-pad/signature-pad';
import { FieldError, FieldLabel } from '../field-label';
import type { FieldProps } from '../types';
import { registerFieldTypeUi } from './define';

function SignatureField({ field, fieldKey: key, value, error, onChange }: FieldProps) {
  return (
    <div>
      <FieldLabel field={field} />
      <div style={{ marginTop: 8 }}>
        <SignaturePad
          value={typeof value === 'string' ? value : ''}
          disabled={!!field.disabled || !!field.readonly}
          onChange={(v) => onChange(key, v, field)}
        />
      </div>
      <FieldError message={error} />
    </div>
  );
}

export default registerFieldTypeUi({
  type: 'signature',
  Field: SignatureField,
  answer: ({ field, value }) =>
    typeof value === 'string' ? (
      <img
        src={value}
        alt={`${field.label}签名`}
        style={{ maxWidth: '100%', maxHeight: 100, background: '#fff', border: '1px solid #eee' }}
      />
    ) : undefined,
  settings: { signature: { note: '家长在手机上手写签名，提交为图片' } },
});
