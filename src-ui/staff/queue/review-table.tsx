import { createColumnHelper } from '@tanstack/react-table';
import { observer } from 'mobx-react-lite';
import type { RegistrationRow } from '@domain/staff/types';
import { feeBadge, reviewBadge } from '@domain/staff/wording';
import { chinaTime } from '@domain/use-cases/staff/publish';
import { StateBadge } from '../shared/badge';
import { CheckCell, DataTable, SortButton } from '../shared/data-table';
import type { QueueVm } from './queue.vm';

const col = createColumnHelper<RegistrationRow>();

/**
 * 报名审核 at a desk: the shared table (shared/data-table.tsx), server-side sort by 提交时间 and
 * paging; rows the server offers 通过 on can be ticked for 批量通过, the header box ticks the page's.
 */
export const ReviewTable = observer(function ReviewTable({
  vm,
  canSelect,
}: {
  vm: QueueVm;
  canSelect: boolean;
}) {
  const asc = vm.filter.sort === 'submittedAsc';
  const columns = [
    ...(canSelect
      ? [
          col.display({
            id: 'select',
            header: () => (
              <CheckCell
                label="全选本页待审核"
                checked={vm.allSelected}
                disabled={!vm.selectable.length}
                onChange={vm.toggleAll}
              />
            ),
            cell: ({ row }) =>
              row.getCanSelect() ? (
                <CheckCell
                  label={`选择${row.original.name}`}
                  checked={row.getIsSelected()}
                  onChange={() => vm.toggle(row.original.id)}
                />
              ) : null,
          }),
        ]
      : []),
    col.accessor('name', {
      header: '姓名',
      cell: ({ row }) => (
        <button type="button" className="staff-dt-name" onClick={() => void vm.drawer.open(row.original.id)}>
          {row.original.name}
        </button>
      ),
    }),
    col.accessor('planName', { header: '招生计划' }),
    col.accessor('createdAt', {
      id: 'submitted',
      header: () => <SortButton title="提交时间" asc={asc} onTurn={() => void vm.turnSort()} />,
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
            <span className="staff-dt-note">{row.original.rejectReason}</span>
          ) : null}
        </>
      ),
    }),
  ];
  return (
    <DataTable
      label="报名列表"
      data={vm.rows}
      columns={columns}
      rowId={(r) => r.id}
      sortedBy={{ column: 'submitted', asc }}
      selected={vm.selected}
      canSelect={(r) => canSelect && vm.isSelectable(r)}
      openId={vm.drawer.openId}
    />
  );
});
