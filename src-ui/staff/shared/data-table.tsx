import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import './data-table.css';

/**
 * A back-office list at a desk (≥ 1024 px; issue 24 item 2): headless @tanstack/react-table with the
 * project's CSS. The server sorts and pages (`sortedBy` marks the sorted column's aria-sort); rows can
 * be ticked where a bulk action exists (`selected` + `canSelect`); `openId` marks the row open in a
 * drawer. Shared by 报名审核, 凭证审核, 缴费订单 and 人脸照片.
 */
export function DataTable<T>({
  label,
  data,
  columns,
  rowId,
  rowLabel,
  sortedBy,
  selected,
  canSelect,
  openId,
}: {
  label: string;
  data: readonly T[];
  // Columns mix value types (tanstack's own examples type them so).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  rowId: (row: T) => string;
  /** The row's accessible name (e.g. 张三的凭证). */
  rowLabel?: (row: T) => string;
  sortedBy?: { column: string; asc: boolean };
  selected?: ReadonlySet<string>;
  canSelect?: (row: T) => boolean;
  openId?: string | null;
}) {
  const rowSelection: RowSelectionState = Object.fromEntries([...(selected ?? [])].map((id) => [id, true]));
  const table = useReactTable({
    data: data as T[],
    columns,
    getRowId: rowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: canSelect ? (r) => canSelect(r.original) : false,
    state: { rowSelection },
  });
  return (
    <div className="staff-dt-wrap">
      <table className="staff-dt" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className={`staff-dt-col-${h.column.id}`}
                  aria-sort={
                    sortedBy?.column === h.column.id ? (sortedBy.asc ? 'ascending' : 'descending') : undefined
                  }
                >
                  {flexRender(h.column.columnDef.header, h.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((r) => (
            <tr
              key={r.id}
              className={r.id === openId ? 'staff-dt-open' : undefined}
              aria-label={rowLabel?.(r.original)}
              aria-selected={r.getIsSelected() || undefined}
            >
              {r.getVisibleCells().map((c) => (
                <td key={c.id} className={`staff-dt-col-${c.column.id}`}>
                  {flexRender(c.column.columnDef.cell, c.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A sortable column's header: one button that turns the order, saying which order is on. */
export function SortButton({
  title,
  asc,
  ascText = '最早在前',
  descText = '最新在前',
  onTurn,
}: {
  title: string;
  asc: boolean;
  ascText?: string;
  descText?: string;
  onTurn: () => void;
}) {
  return (
    <button
      type="button"
      className="staff-dt-sort"
      onClick={onTurn}
      aria-label={`${title}，${asc ? ascText : descText}，点击切换`}
    >
      {title} <span aria-hidden="true">{asc ? '↑' : '↓'}</span>
    </button>
  );
}

/** A 44 px tick box of a table (a row's or the header's). */
export function CheckCell({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
}) {
  return (
    <label className="staff-check">
      <input type="checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
    </label>
  );
}

/** The actions cell: 44 px buttons side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="staff-dt-actions">{children}</div>;
}

/** The 操作 column: what may be done on the row, as 44 px buttons side by side. */
export function actionsColumn<T>(actions: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: '操作',
    cell: ({ row }) => <RowActions>{actions(row.original)}</RowActions>,
  };
}

/** A 状态 cell: the journey's tag, with the 驳回原因 under it when there is one. */
export function StateCell({ tag, reason }: { tag: ReactNode; reason?: string | null | undefined }) {
  return (
    <>
      {tag}
      {reason ? <span className="staff-dt-note">驳回原因：{reason}</span> : null}
    </>
  );
}

/**
 * 通过 / 驳回 on a row, each shown only when the journey allows it (`allowed`); `who` names the row in
 * the buttons' accessible names (通过{who}, 驳回{who}).
 */
export function ApproveReject({
  allowed,
  busy,
  who,
  onApprove,
  onReject,
}: {
  allowed: { approve: boolean; reject: boolean };
  busy: boolean;
  who?: string;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <>
      {allowed.approve ? (
        <Button
          color="primary"
          size="small"
          disabled={busy}
          {...(who ? { 'aria-label': `通过${who}` } : {})}
          onClick={onApprove}
        >
          通过
        </Button>
      ) : null}
      {allowed.reject ? (
        <Button
          color="danger"
          fill="outline"
          size="small"
          disabled={busy}
          {...(who ? { 'aria-label': `驳回${who}` } : {})}
          onClick={onReject}
        >
          驳回
        </Button>
      ) : null}
    </>
  );
}
