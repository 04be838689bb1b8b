import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { SIGNATURE_GO_SIGN_TEXT } from '@domain/forms/signature';
import { Icon } from '../icon';
import { SignaturePopup } from './signature-popup';

export interface SignaturePadProps {
  /** PNG data URL (or image URL) of the signature; empty when not signed. */
  value?: string | null;
  /** The new signature, or '' when deleted. */
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Pen width, clamped to 1–3 (spec section 9). */
  minWidth?: number;
  maxWidth?: number;
}

/** Handwritten signature field (spec section 2.6). */
export function SignaturePad({ value, onChange, disabled = false, minWidth, maxWidth }: SignaturePadProps) {
  const [open, setOpen] = useState(false);
  const goSign = () => {
    if (!disabled) setOpen(true);
  };
  return (
    <div className="zs-signature">
      {value ? (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
          <img
            src={value}
            alt="签名"
            onClick={goSign}
            style={{
              maxWidth: '60%',
              maxHeight: 120,
              border: '1px solid var(--adm-color-border)',
              background: '#fff',
            }}
          />
          {disabled ? null : (
            <Icon name="delete" color="var(--adm-color-danger)" size={20} onClick={() => onChange('')} />
          )}
        </div>
      ) : (
        <Button size="small" color="primary" fill="outline" disabled={disabled} onClick={goSign}>
          {SIGNATURE_GO_SIGN_TEXT}
        </Button>
      )}
      <SignaturePopup
        visible={open}
        value={value}
        minWidth={minWidth}
        maxWidth={maxWidth}
        onClose={() => setOpen(false)}
        onConfirm={(url) => {
          setOpen(false);
          onChange(url);
        }}
      />
    </div>
  );
}
