import Button from 'antd-mobile/es/components/button';
import CheckList from 'antd-mobile/es/components/check-list';
import Popup from 'antd-mobile/es/components/popup';

type Id = string | number;

/** The multi-select chooser sheet (MultiSelectField); loaded on its first 添加. */
export default function ChoiceSheet({
  title,
  open,
  choices,
  draft,
  onDraft,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  choices: { id: Id; name: string }[];
  draft: Id[];
  onDraft: (ids: Id[]) => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onCancel}
      destroyOnClose
      bodyStyle={{ maxHeight: '70vh', display: 'flex', flexDirection: 'column' }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '8px 12px',
        }}
      >
        <Button fill="none" size="small" onClick={onCancel}>
          取消
        </Button>
        <strong data-sheet-title>{title}</strong>
        <Button fill="none" size="small" color="primary" onClick={onConfirm}>
          确定
        </Button>
      </div>
      <div style={{ overflowY: 'auto' }}>
        <CheckList multiple value={draft} onChange={(v) => onDraft(v as Id[])}>
          {choices.map((c) => (
            <CheckList.Item key={String(c.id)} value={c.id}>
              {c.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
