import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

/**
 * Asks for a reason (驳回, 线下缴费, 退费): the school's templates as one-tap chips, editable text,
 * 确定 only with a reason.
 */
export function ReasonDialog({
  visible,
  title,
  subject,
  templates = [],
  confirmText = '确定',
  busy = false,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  title: string;
  /** Whose and what (name, plan, amount), under the heading. */
  subject?: ReactNode;
  templates?: readonly string[];
  confirmText?: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const reason = text.trim();
  return (
    <DialogFrame open={visible} title={title} onClose={onClose} afterClose={() => setText('')}>
      <>
        {subject ? <p className="staff-dialog-subject">{subject}</p> : null}
        {templates.length ? (
          <div className="staff-chips" aria-label="常用原因">
            {templates.map((t) => (
              <button
                type="button"
                key={t}
                className={t === reason ? 'staff-chip staff-chip-on' : 'staff-chip'}
                onClick={() => setText(t)}
              >
                {t}
              </button>
            ))}
          </div>
        ) : null}
        <label htmlFor={id} className="staff-label">
          原因
        </label>
        <TextArea
          className="staff-textbox"
          id={id}
          placeholder="请填写原因"
          value={text}
          onChange={setText}
          maxLength={200}
          rows={3}
          showCount
        />
        <div className="staff-sheet-actions">
          <Button onClick={onClose}>取消</Button>
          <Button color="primary" disabled={!reason || busy} loading={busy} onClick={() => onConfirm(reason)}>
            {confirmText}
          </Button>
        </div>
      </>
    </DialogFrame>
  );
}
