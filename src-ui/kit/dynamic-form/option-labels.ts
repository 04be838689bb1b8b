import type { FieldOptions, PickerOption, RegionNode } from './types';
import { isTree } from './types';

/** The text a picker cell shows for its value: the option's label, or region labels joined. */
export function optionText(options: FieldOptions | undefined, value: unknown): string {
  if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) return '';
  if (!options) return Array.isArray(value) ? value.join(' ') : String(value);
  if (isTree(options)) {
    const path = Array.isArray(value) ? value.map(String) : [String(value)];
    const labels: string[] = [];
    let level: readonly RegionNode[] | undefined = options;
    for (const v of path) {
      const node: RegionNode | undefined = level?.find((n) => n.value === v);
      // Issue 14: a code no longer in the tree (e.g. 320502, merged in 2012) shows what is on file
      // and asks for a new choice, rather than an empty 请选择.
      labels.push(node?.label ?? `${v}（代码已调整，请重新选择）`);
      if (!node) break;
      level = node.children;
    }
    return labels.join(' ');
  }
  const hit = (options as readonly PickerOption[]).find((o) => String(o.value) === String(value));
  return hit?.label ?? String(value);
}
