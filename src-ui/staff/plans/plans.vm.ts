import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { actionsOf, planLifecycle, type PlanLifecycleAction } from '@domain/journeys';
import { chinaRangeText } from '@domain/time/china-time';
import { PlanSetupGateway, type PlanSetupRow } from '@domain/staff/plan-setup-gateway';
import type { Badge } from '@domain/staff/wording';
import { fenToYuan } from '@domain/journeys/plan-lifecycle';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { PlanEditorVm } from './plan-editor.vm';

/** A copied plan before it is reopened (closed, no publication time, not public). */
export const DRAFT_LABEL = '草稿（未公开）';

/** One row as the list shows it: wording from the journeys' plan lifecycle. */
export interface PlanLine {
  row: PlanSetupRow;
  badge: Badge;
  window: string;
  places: string;
  fee: string;
  form: string;
  actions: readonly PlanLifecycleAction[];
}

/** 招生计划 (学校管理员, 招生老师): the school's plans, close / reopen / copy, and the editor. */
@injectable('Transient')
export class PlansVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: PlanSetupRow[] = [];
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  editor: PlanEditorVm | null = null;
  /** The clock the 报名时间 wording reads (a test sets it). */
  now: () => Date = () => new Date();
  readonly #gw: PlanSetupGateway;

  constructor(@inject(PlanSetupGateway) gw: PlanSetupGateway) {
    this.#gw = gw;
    makeAutoObservable(this, { now: false }, { autoBind: true });
  }

  get lines(): PlanLine[] {
    const now = this.now();
    return this.rows.map((row) => ({
      row,
      // A copy not yet reopened is closed and shown to no applicant: the list says so.
      badge: row.draft
        ? { label: DRAFT_LABEL, tone: planLifecycle.states.closed.tone }
        : { label: planLifecycle.states[row.state].label, tone: planLifecycle.states[row.state].tone },
      window: chinaRangeText(row.startAt, row.endAt, now),
      places: `${row.taken} / ${row.quota}`,
      fee: row.fee ? `${fenToYuan(row.fee)} 元` : '免费',
      form: `${row.formName} 第${row.formVersion}版`,
      actions: actionsOf(planLifecycle, row.state),
    }));
  }

  actionLabel(a: PlanLifecycleAction): string {
    return planLifecycle.actionLabel[a];
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.list(),
      (rows) => (this.rows = rows),
    );
  }

  async act(a: PlanLifecycleAction, row: PlanSetupRow): Promise<void> {
    if (a === 'edit') return this.openEditor(row.id);
    const call = { close: this.#gw.close, reopen: this.#gw.reopen, copy: this.#gw.copy }[a].bind(this.#gw);
    const done = {
      close: planLifecycle.states.closed.label,
      reopen: '已重新开放',
      copy: '已复制为草稿（未公开）：请设置结果公布时间，保存后重新开放',
    }[a];
    const r = await runAction(this, () => call(row.id), done);
    if (!r) return;
    await this.#refresh();
    if (a === 'copy') this.openEditor(r.id);
  }

  openEditor(planId: string | null): void {
    this.editor = new PlanEditorVm(this.#gw, planId);
    void this.editor.load();
  }
  closeEditor(): void {
    this.editor = null;
  }
  async saveEditor(): Promise<void> {
    const saved = await this.editor?.save();
    if (!saved) return;
    runInAction(() => {
      this.editor = null;
      this.notice = { text: `已保存：${saved.name}`, ok: true };
    });
    await this.#refresh();
  }

  async #refresh(): Promise<void> {
    try {
      const rows = await this.#gw.list();
      runInAction(() => (this.rows = rows));
    } catch {
      /* the list keeps its rows; the action's notice already said what happened */
    }
  }
}
