import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ActivityAction, activityLifecycle } from '@domain/journeys/activity-lifecycle';
import { ActivitiesGateway, type StaffActivity } from '@domain/staff/activities-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 活动管理: the school's activities with state, window and places; 取消活动 after a confirmation. */
@injectable('Transient')
export class ActivitiesVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: StaffActivity[] = [];
  /** The activity the confirmation asks about. */
  cancelling: StaffActivity | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: ActivitiesGateway;

  constructor(@inject(ActivitiesGateway) gw: ActivitiesGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.list(),
      (rows) => (this.rows = rows),
    );
  }

  /** The actions the lifecycle offers in the activity's state. */
  actionsOf(a: StaffActivity): readonly ActivityAction[] {
    return activityLifecycle.states[a.state].actions;
  }

  askCancel(a: StaffActivity) {
    this.cancelling = a;
    this.notice = null;
  }
  closeCancel() {
    this.cancelling = null;
  }

  /** Names the activity and how many applicants will be told. */
  get cancelQuestion(): string {
    const a = this.cancelling;
    if (!a) return '';
    const told = a.signed > 0 ? `已报名的${a.signed}人将收到取消通知。` : '目前无人报名。';
    return `确定取消活动“${a.title}”吗？取消后不能恢复，${told}`;
  }

  async confirmCancel(reason: string): Promise<void> {
    const a = this.cancelling;
    if (!a) return;
    const r = await runAction(
      this,
      () => this.#gw.cancel(a.id, reason),
      (x) => `已取消“${x.activity.title}”，已通知${x.notified}人`,
    );
    if (!r) return;
    this.rows = this.rows.map((x) => (x.id === r.activity.id ? r.activity : x));
    this.cancelling = null;
  }
}
