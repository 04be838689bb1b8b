import { observer } from 'mobx-react-lite';
import { REVIEW_EVENT_TEXT, type ReviewEvent } from '@domain/staff/corrections-gateway';
import { chinaTime } from '@domain/use-cases/staff/publish';

/**
 * 审核记录 (issue 34): the reviewer sees each 驳回 and its reason, the parent's 重新提交 and the school's
 * 更正, so a resubmitted registration is read against what was asked. Shown once there is more than
 * the first submission.
 */
export const ReviewHistory = observer(function ReviewHistory({ events }: { events: readonly ReviewEvent[] }) {
  if (events.length < 2) return null;
  return (
    <>
      <h3 className="staff-subtitle">审核记录</h3>
      <ol className="reg-history" aria-label="审核记录">
        {events.map((e, i) => (
          <li key={i} className={`reg-history-item reg-history-${e.kind}`}>
            <span className="reg-history-what">{REVIEW_EVENT_TEXT[e.kind]}</span>
            <span className="staff-muted">
              {e.at ? chinaTime(e.at) : '时间未记录'}
              {e.by ? ` · ${e.by}` : ''}
            </span>
            {e.reason ? (
              <span className="reg-history-reason">
                {e.kind === 'rejected' ? '驳回原因' : '原因'}：{e.reason}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
});
