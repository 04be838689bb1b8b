import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';

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
    <Popup visible={open} onMaskClick={onClose} bodyClassName="staff-sheet manage-page" destroyOnClose>
      <div role="dialog" aria-label="确认发送" aria-modal="true">
        <h3 className="staff-sheet-title">确认发送</h3>
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
    </Popup>
  );
}
