import Button from 'antd-mobile/es/components/button';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { activityLifecycle, ACTIVITY_AUDIENCE } from '@domain/journeys/activity-lifecycle';
import { staffLinks } from '@domain/staff/routes';
import { chinaRangeText } from '@domain/time/china-time';
import { useViewModel } from '@ui/di';
import { ListStates } from '../shared/list-states';
import { Notice } from '../shared/notice';
import { StateBadge } from '../shared/badge';
import { ActivitiesVm } from './activities.vm';
import { CancelDialog } from './cancel-dialog';
import '../shared/manage.css';

/** 活动管理: the list (a table at 1280 px, cards at 375 px) with 编辑 / 报名名单 / 取消活动. */
export const ActivitiesPage = observer(function ActivitiesPage() {
  const vm = useViewModel(ActivitiesVm);
  useEffect(() => void vm.load(), [vm]);
  const now = new Date();
  return (
    <section className="staff-page manage-page" aria-label="活动管理">
      <div className="staff-toolbar">
        <h2 className="staff-title staff-grow">活动管理</h2>
        <Link href={staffLinks.activityEdit('new')} className="manage-link">
          新建活动
        </Link>
      </div>
      <Notice vm={vm} />
      <ListStates vm={vm} empty="还没有活动，点“新建活动”创建第一个" retry={() => void vm.load()} />
      {vm.status === 'ready' && vm.rows.length ? (
        <div className="staff-table-wrap">
          <table className="staff-table manage-table">
            <thead>
              <tr>
                <th scope="col">活动名称</th>
                <th scope="col">状态</th>
                <th scope="col">报名时间</th>
                <th scope="col">已报名 / 名额</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((a) => {
                const actions = vm.actionsOf(a);
                return (
                  <tr key={a.id}>
                    <td>
                      <strong>{a.title}</strong>
                      <div className="manage-muted">
                        {chinaRangeText(a.startAt, a.endAt, now)}
                        {a.audience === 'applicants' ? ` · ${ACTIVITY_AUDIENCE.applicants}` : ''}
                      </div>
                    </td>
                    <td data-label="状态">
                      <StateBadge badge={activityLifecycle.states[a.state]} />
                    </td>
                    <td data-label="报名时间">{chinaRangeText(a.signStart, a.signEnd, now)}</td>
                    <td data-label="已报名 / 名额">
                      {a.signed} / {a.capacity}
                    </td>
                    <td>
                      <div className="manage-actions">
                        {actions.includes('edit') ? (
                          <Link
                            href={staffLinks.activityEdit(a.id)}
                            className="manage-link"
                            aria-label={`编辑 ${a.title}`}
                          >
                            {activityLifecycle.actionLabel.edit}
                          </Link>
                        ) : null}
                        <Link
                          href={staffLinks.activitySignups(a.id)}
                          className="manage-link"
                          aria-label={`${a.title} 报名名单`}
                        >
                          {activityLifecycle.actionLabel.signups}
                        </Link>
                        {actions.includes('cancel') ? (
                          <Button
                            color="danger"
                            fill="outline"
                            size="small"
                            aria-label={`取消活动 ${a.title}`}
                            onClick={() => vm.askCancel(a)}
                          >
                            {activityLifecycle.actionLabel.cancel}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <CancelDialog
        question={vm.cancelling ? vm.cancelQuestion : null}
        busy={vm.busy}
        onConfirm={(r) => void vm.confirmCancel(r)}
        onClose={vm.closeCancel}
      />
    </section>
  );
});
