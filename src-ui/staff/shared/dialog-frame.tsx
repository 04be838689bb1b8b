import CenterPopup from 'antd-mobile/es/components/center-popup';
import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import { useWide } from './use-wide';

/**
 * A confirmation's frame: a centred dialog on a desktop, a bottom sheet on a phone; its heading names
 * it (the same frame as 录取管理's decision dialog).
 */
export function DialogFrame({
  open,
  title,
  onClose,
  afterClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose?: (() => void) | undefined;
  afterClose?: () => void;
  children: ReactNode;
}) {
  const wide = useWide();
  const body = (
    <div role="dialog" aria-modal="true" aria-label={title}>
      <h3 className="staff-sheet-title">{title}</h3>
      {children}
    </div>
  );
  const props = { visible: open, onMaskClick: onClose, destroyOnClose: true, afterClose };
  return wide ? (
    <CenterPopup {...props} bodyClassName="staff-dialog">
      {body}
    </CenterPopup>
  ) : (
    <Popup {...props} bodyClassName="staff-sheet">
      {body}
    </Popup>
  );
}
