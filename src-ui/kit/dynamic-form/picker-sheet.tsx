import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import Picker from 'antd-mobile/es/components/picker';
import type { FormField } from '@domain/forms/form-field';
import { isTree, type FieldOptions, type PickerOption, type RegionNode } from './types';

/** The option picker of a picker cell (a region tree cascades); loaded on the cell's first tap. */
export default function PickerSheet({
  field,
  options,
  value,
  visible,
  onPick,
  onClose,
}: {
  field: FormField;
  options: FieldOptions;
  value: unknown;
  visible: boolean;
  onPick: (value: unknown) => void;
  onClose: () => void;
}) {
  return isTree(options) ? (
    <CascadePicker
      title={field.label}
      options={options as RegionNode[]}
      visible={visible}
      value={Array.isArray(value) ? value.map(String) : []}
      onConfirm={(v) => onPick(v.filter((x) => x != null).map(String))}
      onClose={onClose}
    />
  ) : (
    <Picker
      title={field.label}
      columns={[(options as readonly PickerOption[]).map((o) => ({ label: o.label, value: o.value }))]}
      visible={visible}
      value={value == null || value === '' ? [] : [value as string | number]}
      onConfirm={(v) => onPick(v[0] ?? null)}
      onClose={onClose}
    />
  );
}
