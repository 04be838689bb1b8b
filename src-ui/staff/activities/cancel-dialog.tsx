import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';

/** 取消活动: the question names the activity and how many are told; the reason is optional. */
export function CancelDialog({
  question,
  busy,
  onConfirm,
  onClose,
}: {
  question: string | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <Popup
      visible={!!question}
      onMaskClick={onClose}
      afterClose={() => setText('')}
      bodyClassName="staff-sheet manage-page"
      destroyOnClose
    >
      <div role="dialog" aria-label="取消活动">
        <h3 className="staff-sheet-title">取消活动</h3>
        <p>{question}</p>
        <label htmlFor={id} className="staff-label">
          取消原因（选填，会写在通知里）
        </label>
        <TextArea
          className="staff-textbox"
          id={id}
          value={text}
          onChange={setText}
          maxLength={200}
          rows={2}
          showCount
        />
        <div className="staff-sheet-actions">
          <Button onClick={onClose}>不取消</Button>
          <Button color="danger" disabled={busy} loading={busy} onClick={() => onConfirm(text.trim())}>
            确定取消活动
          </Button>
        </div>
      </div>
    </Popup>
  );
}
