import { lazy } from 'react';
import { OnFirstOpen } from '../on-first-open/on-first-open';

// Issue 28: the keyboard (a popup, with its animation library) loads on the field's first focus.
const NumberKeyboard = lazy(() => import('antd-mobile/es/components/number-keyboard'));

/** An identity number is at most 18 characters (spec section 5). */
export const ID_NUMBER_MAX = 18;

/**
 * Issue 14: an identity number opens a digit keyboard with X (antd-mobile NumberKeyboard,
 * customKey X), never the Chinese keyboard. The input it serves has inputMode="none".
 */
export function IdKeyboard({
  visible,
  value,
  max = ID_NUMBER_MAX,
  onChange,
  onClose,
}: {
  visible: boolean;
  value: string;
  max?: number;
  onChange: (next: string) => void;
  onClose: () => void;
}) {
  return (
    <OnFirstOpen open={visible}>
      <NumberKeyboard
        visible={visible}
        customKey="X"
        confirmText="完成"
        // Its header's close button is 40×34 px; 完成 closes it (issue 14: 44 px targets).
        showCloseButton={false}
        onInput={(k) => onChange((value + k).slice(0, max))}
        onDelete={() => onChange(value.slice(0, -1))}
        onClose={onClose}
      />
    </OnFirstOpen>
  );
}
