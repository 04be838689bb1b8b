import { makeAutoObservable, runInAction } from 'mobx';
import {
  dryRunSummary,
  progressPercent,
  progressText,
  type BulkProgress,
  type DryRun,
} from '@domain/staff/bulk';
import type { StaffGateway } from '@domain/staff/gateway';
import { bulkDryRun, bulkRun, type BulkKind } from '@domain/use-cases/staff/bulk-run';
import { loadErrorText } from '@ui/kit/load-state/load-state';

export type BulkStep = 'idle' | 'counting' | 'confirm' | 'running' | 'done';

/** A bulk action: dry run (count) → the teacher confirms → batches with progress → summary. */
export class BulkVm {
  step: BulkStep = 'idle';
  dry: DryRun | null = null;
  progress: BulkProgress | null = null;
  error: string | null = null;
  planId: string | null = null;

  constructor(
    private readonly gw: StaffGateway,
    private readonly kind: BulkKind,
    /** 通过 / 录取 */
    readonly verb: string,
    private readonly afterRun: () => void,
  ) {
    makeAutoObservable<this, 'gw' | 'kind' | 'afterRun'>(
      this,
      { gw: false, kind: false, afterRun: false },
      { autoBind: true },
    );
  }

  get summary(): string {
    return this.dry ? dryRunSummary(this.verb, this.dry) : '';
  }
  get progressText(): string {
    return this.progress ? progressText(this.verb, this.progress) : '';
  }
  get percent(): number {
    return this.progress ? progressPercent(this.progress) : 0;
  }

  /** The dry run over `ids` (the teacher's selection) or, without ids, every eligible one of the plan. */
  async start(planId: string | null, ids?: string[]): Promise<void> {
    this.error = null;
    if (!planId) {
      this.error = ids?.length ? '请选择同一招生计划的报名' : '请先选择招生计划';
      return;
    }
    this.planId = planId;
    this.step = 'counting';
    try {
      const dry = await bulkDryRun(this.gw, this.kind, planId, ids);
      runInAction(() => {
        this.dry = dry;
        this.step = 'confirm';
      });
    } catch (e) {
      runInAction(() => {
        this.error = loadErrorText(e);
        this.step = 'idle';
      });
    }
  }

  async confirm(): Promise<void> {
    if (!this.dry || !this.planId || this.dry.count === 0) {
      this.cancel();
      return;
    }
    this.step = 'running';
    await bulkRun(this.gw, this.kind, this.planId, this.dry, (p) => runInAction(() => (this.progress = p)));
    runInAction(() => (this.step = 'done'));
    this.afterRun();
  }

  cancel(): void {
    this.step = 'idle';
    this.dry = null;
    this.progress = null;
  }
}
