import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useEffect, useRef, useState } from 'react';
import { fileIconGroup } from '@domain/files/file-icon';
import { formatFileSize } from '@domain/files/file-size';
import type { FormFileItem } from '@domain/forms/form-field';
import { uploadViolation } from '@domain/files/upload';
import { Icon } from '../icon';
import { useToast } from '../toast';
import { FieldError, FieldLabel } from './field-label';
import type { FieldProps } from './types';

interface Pending {
  file: File;
  percent: number;
  /** Seconds until a refused upload (too many at once) is sent again by itself; absent while sending. */
  retryIn?: number;
}

/** Issue 35: the row of a file waiting for its automatic retry says when; the file stays in the list. */
export const pendingStatus = (p: Pending): string =>
  p.retryIn ? `上传人数较多，${p.retryIn} 秒后自动重试` : `${p.percent}%`;

/** Attachments: uploader (hidden when disabled), file list with type icon, name, size, viewer and delete. */
export function UploadField({ field, fieldKey, value, error, onChange, onUpload, onOpenFile }: FieldProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const list = (Array.isArray(value) ? value : []) as FormFileItem[];
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const disabled = !!field.disabled;
  // Spec section 2.5: files cannot be deleted when the field's edit flag is set.
  const deletable = !field.edit && !disabled;

  const pick = async (files: File[]) => {
    if (!files.length || !onUpload) return;
    const violation = uploadViolation(list.length + pending.length, files);
    if (violation) {
      toast(violation.message);
      return;
    }
    setPending((p) => [...p, ...files.map((file) => ({ file, percent: 0 }))]);
    const onProgress = (file: File, percent: number, retryIn?: number) =>
      setPending((p) =>
        p.map((x) =>
          x.file === file
            ? { file, percent: Math.round(percent), ...(retryIn && retryIn > 0 ? { retryIn } : {}) }
            : x,
        ),
      );
    try {
      const items = await onUpload(files, onProgress, field);
      onChange(fieldKey, [...latest.current, ...items], field);
    } catch {
      // The HTTP layer has already shown why.
    } finally {
      setPending((p) => p.filter((x) => !files.includes(x.file)));
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <FieldLabel field={field} />
        {disabled ? <Icon name="lock" size={14} color="var(--zs-readonly-text)" /> : null}
        {disabled || !onUpload ? null : (
          <>
            <input
              ref={input}
              type="file"
              multiple
              hidden
              data-testid={`upload-input-${fieldKey}`}
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = '';
                void pick(files);
              }}
            />
            <Button size="mini" color="primary" fill="outline" onClick={() => input.current?.click()}>
              <Icon name="upload" label="" /> 上传附件
            </Button>
          </>
        )}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`${field.label}文件`}>
        {list.map((item, i) => (
          <li
            key={`${item.file.name}-${i}`}
            style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0' }}
          >
            <Icon name={`file-${fileIconGroup(item.file.name)}`} size={28} />
            <button
              type="button"
              onClick={() => onOpenFile?.(item, field)}
              style={{
                flex: 1,
                minWidth: 0,
                textAlign: 'left',
                background: 'none',
                border: 0,
                padding: 0,
                font: 'inherit',
              }}
            >
              <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {item.file.name}
              </div>
              <div style={{ fontSize: 12, color: 'var(--adm-color-weak)' }}>
                {formatFileSize(item.file.size)}
              </div>
            </button>
            {deletable ? (
              <Icon
                name="delete"
                label={`删除${item.file.name}`}
                size={18}
                color="var(--adm-color-danger)"
                onClick={() =>
                  onChange(
                    fieldKey,
                    list.filter((_, j) => j !== i),
                    field,
                  )
                }
              />
            ) : null}
          </li>
        ))}
        {pending.map((p, i) => (
          <li key={`pending-${i}`} aria-label={`${p.file.name}上传中`} style={{ padding: '8px 0' }}>
            <div style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
              {p.file.name}{' '}
              <span
                role={p.retryIn ? 'status' : undefined}
                style={p.retryIn ? { color: 'var(--adm-color-warning)' } : undefined}
              >
                {pendingStatus(p)}
              </span>
            </div>
            <ProgressBar percent={p.percent} />
          </li>
        ))}
      </ul>
      <FieldError message={error} />
    </div>
  );
}
