import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';

/** A deletion said out loud with 撤销 (issue 14: deletes ask or offer 撤销); it goes after 6 s. */
export function UndoBar({ text, onUndo, onDone }: { text: string; onUndo: () => void; onDone: () => void }) {
  useEffect(() => {
    const t = setTimeout(onDone, 6000);
    return () => clearTimeout(t);
  }, [text, onDone]);
  return (
    <div
      role="status"
      className="zs-undo-bar"
      style={{
        position: 'fixed',
        left: 12,
        right: 12,
        bottom: 76,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '4px 4px 4px 16px',
        borderRadius: 8,
        background: 'rgba(0, 0, 0, 0.85)',
        color: '#fff',
      }}
    >
      <span>{text}</span>
      <Button fill="none" style={{ color: '#fff', minHeight: 44, minWidth: 44 }} onClick={onUndo}>
        撤销
      </Button>
    </div>
  );
}
