import Input from 'antd-mobile/es/components/input';
import type { ReactNode } from 'react';
import { Icon } from '../icon';
import './dynamic-form.css';

/** What a locked, empty field says (never 请输入 / 请选择, which invite a tap). */
export const LOCKED_EMPTY = '未填写';

/**
 * The one read-only look of the kit (locked or school-assigned fields, issue 14): dark plain text
 * with a lock named 不可修改, on the row's tint (`zs-field-locked`); no input box, no arrow.
 * With `id` the value is a read-only input (labelled by the field's <label>, selectable, copyable).
 */
export function ReadonlyValue({
  id,
  text,
  wide,
  children,
}: {
  id?: string;
  text: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  const cls = ['zs-readonly', wide ? 'zs-readonly-wide' : '', text ? '' : 'zs-readonly-empty']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={cls} data-readonly="true">
      {id !== undefined ? (
        <Input id={id} value={text} placeholder={LOCKED_EMPTY} readOnly />
      ) : (
        <span className="zs-readonly-text">{children ?? (text || LOCKED_EMPTY)}</span>
      )}
      <Icon name="lock" size={14} />
    </span>
  );
}
