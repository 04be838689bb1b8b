import ActionSheet, { type Action } from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';

/** Spec section 3 "Selection option". */
export interface SelectOption {
  index: number;
  label: string;
}

export interface SelectSheetProps {
  visible: boolean;
  options: readonly SelectOption[];
  /** Index highlighted on first open; afterwards the sheet remembers the last pick. */
  defaultIndex?: number | null;
  title?: string;
  /** The picked option, or null on '取消' / tapping the mask; the parent then hides the sheet. */
  onClose: (picked: SelectOption | null) => void;
}

const CHOSEN_STYLE = { color: 'var(--adm-color-primary)' };

/** Bottom-sheet selection list (spec section 2.2, states in section 4). */
export function SelectSheet({ visible, options, defaultIndex = null, title, onClose }: SelectSheetProps) {
  const [chosen, setChosen] = useState<number | null>(defaultIndex);
  const [seenDefault, setSeenDefault] = useState(defaultIndex);
  // A new defaultIndex from the screen (e.g. loaded later) replaces the remembered pick.
  if (defaultIndex !== seenDefault) {
    setSeenDefault(defaultIndex);
    setChosen(defaultIndex);
  }
  const actions: Action[] = options.map((o) => ({
    key: o.index,
    bold: o.index === chosen,
    text:
      o.index === chosen ? (
        <span aria-current="true" style={CHOSEN_STYLE}>
          {o.label}
        </span>
      ) : (
        o.label
      ),
  }));
  return (
    <ActionSheet
      visible={visible}
      actions={actions}
      extra={title}
      cancelText="取消"
      closeOnAction={false}
      onAction={(_a, i) => {
        const picked = options[i]!;
        setChosen(picked.index);
        onClose(picked);
      }}
      onClose={() => onClose(null)}
    />
  );
}
