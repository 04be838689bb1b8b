import { activitySignup } from '@domain/journeys';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { STAFF_PATHS } from '@domain/staff/routes';
import { chinaTimeText } from '@domain/time/china-time';
import { useViewModel } from '@ui/di';
import { useStaffSession } from '../app/session-context';
import { StateBadge } from '../shared/badge';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { activityLifecycle } from '@domain/journeys/activity-lifecycle';
import { ActivitySignupsVm } from './activity-signups.vm';
import '../shared/manage.css';

/** 报名名单 of one activity: name, phone (masked by role), remark, time; 导出Excel. */
export const ActivitySignupsPage = observer(function ActivitySignupsPage({ id }: { id: string }) {
  const vm = useViewModel(ActivitySignupsVm);
  const session = useStaffSession();
  useEffect(() => void vm.open(id), [vm, id]);
  const a = vm.activity;
  const now = new Date();
  return (
    <section className="staff-page manage-page" aria-label="报名名单">
      <Link href={STAFF_PATHS.activities} className="staff-back">
        ‹ 返回活动列表
      </Link>
      <h2 className="staff-title">报名名单{a ? `：${a.title}` : ''}</h2>
      {a ? (
        <div className="staff-toolbar">
          <StateBadge badge={activityLifecycle.states[a.state]} />
          <span>
            {activitySignup.states.signedUp.label} {a.signed} / 名额 {a.capacity}
          </span>
          {session.can('unmask') ? (
            <Checkbox checked={vm.unmask} onChange={(v) => void vm.setUnmask(v)}>
              显示完整手机号
            </Checkbox>
          ) : null}
          <Button
            color="primary"
            size="small"
            loading={vm.busy}
            disabled={vm.busy}
            onClick={() => void vm.exportXlsx()}
          >
            导出Excel
          </Button>
        </div>
      ) : null}
      <Notice vm={vm} />
      <ListStates vm={vm} empty="还没有人报名" retry={() => void vm.open(id)} />
      {vm.status === 'ready' && vm.rows.length ? (
        <div className="staff-table-wrap">
          <table className="staff-table manage-table">
            <thead>
              <tr>
                <th scope="col">姓名</th>
                <th scope="col">手机号</th>
                <th scope="col">备注</th>
                <th scope="col">报名时间</th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((s) => (
                <tr key={s.id}>
                  <td>
                    <strong>{s.name}</strong>
                  </td>
                  <td data-label="手机号">{s.phone}</td>
                  <td data-label="备注">{s.remark || '—'}</td>
                  <td data-label="报名时间">{chinaTimeText(s.createdAt, now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
});
