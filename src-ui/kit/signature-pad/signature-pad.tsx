import Button from 'antd-mobile/es/components/button';
import { lazy, useEffect, useState } from 'react';
import { SIGNATURE_GO_SIGN_TEXT } from '@domain/forms/signature';
import { Icon } from '../icon';
import { OnFirstOpen } from '../on-first-open/on-first-open';

// Issue 28: the pad (its popup, canvas code and signature_pad) loads on the first 去签名.
const SignaturePopup = lazy(() => import('./signature-popup').then((m) => ({ default: m.SignaturePopup })));

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

/** How long a deleted signature is offered back. */
export const UNDO_MS = 6000;

/** Handwritten signature field (spec section 2.6). */
export function SignaturePad({ value, onChange, disabled = false, minWidth, maxWidth }: SignaturePadProps) {
  const [open, setOpen] = useState(false);
  // Issue 14: a delete is offered back (撤销) until the next signature or for UNDO_MS.
  const [deleted, setDeleted] = useState<string | null>(null);
  useEffect(() => {
    if (!deleted) return;
    const t = setTimeout(() => setDeleted(null), UNDO_MS);
    return () => clearTimeout(t);
  }, [deleted]);
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
            <Icon
              name="delete"
              label="删除签名"
              color="var(--adm-color-danger)"
              size={20}
              onClick={() => {
                setDeleted(value);
                onChange('');
              }}
            />
          )}
        </div>
      ) : (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
          <Button size="small" color="primary" fill="outline" disabled={disabled} onClick={goSign}>
            {SIGNATURE_GO_SIGN_TEXT}
          </Button>
          {deleted && !disabled ? (
            <span role="status" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              已删除签名
              <Button
                size="small"
                fill="none"
                color="primary"
                onClick={() => {
                  onChange(deleted);
                  setDeleted(null);
                }}
              >
                撤销
              </Button>
            </span>
          ) : null}
        </div>
      )}
      <OnFirstOpen open={open}>
        <SignaturePopup
          visible={open}
          value={value}
          minWidth={minWidth}
          maxWidth={maxWidth}
          onClose={() => setOpen(false)}
          onConfirm={(url) => {
            setOpen(false);
            setDeleted(null);
            onChange(url);
          }}
        />
      </OnFirstOpen>
    </div>
  );
}
