import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';

/** One confirmation (发布 / 下线 / 删除): the question names the item; the title stays while it slides out. */
export function ConfirmSheet({
  title,
  question,
  confirmText,
  danger,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string | null;
  confirmText: string;
  danger: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={!!question} onMaskClick={onClose} bodyClassName="staff-sheet manage-page" destroyOnClose>
      <div role="dialog" aria-label={title}>
        <h3 className="staff-sheet-title">{title}</h3>
        <p>{question}</p>
        <div className="staff-sheet-actions">
          <Button onClick={onClose}>再想想</Button>
          <Button color={danger ? 'danger' : 'primary'} disabled={busy} loading={busy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
