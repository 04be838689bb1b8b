import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import { REVIEW_CODE } from '@domain/journeys';
import type { RegistrationRow } from '@domain/staff/types';
import { feeBadge, reviewBadge } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { StateBadge } from '../shared/badge';
import type { QueueVm } from './queue.vm';

const col = createColumnHelper<RegistrationRow>();

/**
 * 报名审核 at a desk: a table (headless @tanstack/react-table, the project's CSS), server-side sort by
 * 提交时间 and paging; 待审核 rows can be ticked for 批量通过, the header box ticks the page's.
 */
export const ReviewTable = observer(function ReviewTable({
  vm,
  canSelect,
}: {
  vm: QueueVm;
  canSelect: boolean;
}) {
  const rowSelection: RowSelectionState = Object.fromEntries([...vm.selected].map((id) => [id, true]));
  const asc = vm.filter.sort === 'submittedAsc';
  const columns = [
    ...(canSelect
      ? [
          col.display({
            id: 'select',
            header: () => (
              <label className="review-check">
                <input
                  type="checkbox"
                  aria-label="全选本页待审核"
                  checked={vm.allSelected}
                  disabled={!vm.selectable.length}
                  onChange={vm.toggleAll}
                />
              </label>
            ),
            cell: ({ row }) =>
              row.getCanSelect() ? (
                <label className="review-check">
                  <input
                    type="checkbox"
                    aria-label={`选择${row.original.name}`}
                    checked={row.getIsSelected()}
                    onChange={() => vm.toggle(row.original.id)}
                  />
                </label>
              ) : null,
          }),
        ]
      : []),
    col.accessor('name', {
      header: '姓名',
      cell: ({ row }) => (
        <button type="button" className="review-name" onClick={() => void vm.drawer.open(row.original.id)}>
          {row.original.name}
        </button>
      ),
    }),
    col.accessor('planName', { header: '招生计划' }),
    col.accessor('createdAt', {
      id: 'submitted',
      header: () => (
        <button
          type="button"
          className="review-sort"
          onClick={() => void vm.turnSort()}
          aria-label={`提交时间，${asc ? '最早在前' : '最新在前'}，点击切换`}
        >
          提交时间 <span aria-hidden="true">{asc ? '↑' : '↓'}</span>
        </button>
      ),
      cell: (c) => chinaTime(c.getValue()),
    }),
    col.accessor('feeStatus', { header: '缴费', cell: (c) => <StateBadge badge={feeBadge(c.getValue())} /> }),
    col.accessor('major', { header: '专业', cell: (c) => c.getValue() || '—' }),
    col.accessor('reviewStatus', {
      header: '状态',
      cell: ({ row }) => (
        <>
          <StateBadge badge={reviewBadge(row.original.reviewStatus)} />
          {row.original.rejectReason ? (
            <span className="review-reason">{row.original.rejectReason}</span>
          ) : null}
        </>
      ),
    }),
  ];
  const table = useReactTable({
    data: vm.rows as RegistrationRow[],
    columns,
    getRowId: (r) => r.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: (r) => r.original.reviewStatus === REVIEW_CODE.pending,
    state: { rowSelection },
  });
  return (
    <div className="review-table-wrap">
      <table className="review-table" aria-label="报名列表">
        <thead>
          {table.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => (
                <th
                  key={h.id}
                  scope="col"
                  className={`review-col-${h.column.id}`}
                  aria-sort={h.column.id === 'submitted' ? (asc ? 'ascending' : 'descending') : undefined}
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
              className={r.id === vm.drawer.openId ? 'review-row-open' : undefined}
              aria-selected={r.getIsSelected() || undefined}
            >
              {r.getVisibleCells().map((c) => (
                <td key={c.id} className={`review-col-${c.column.id}`}>
                  {flexRender(c.column.columnDef.cell, c.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
