import Button from 'antd-mobile/es/components/button';
import { DialogFrame } from '../shared/dialog-frame';

/** 确认发送: names the count, the plan and status chosen, and the title. */
export function ConfirmSendDialog({
  open,
  question,
  lines,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  question: string;
  lines: string[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <DialogFrame open={open} title="确认发送" onClose={onClose}>
      <div className="manage-page">
        <p>{question}</p>
        <ul className="notice-confirm-lines">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <div className="staff-sheet-actions">
          <Button onClick={onClose}>再看看</Button>
          <Button color="primary" disabled={busy} loading={busy} onClick={onConfirm}>
            确定发送
          </Button>
        </div>
      </div>
    </DialogFrame>
  );
}
