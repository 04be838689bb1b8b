import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CorrectionsGateway, type RemovedStudent } from '@domain/staff/corrections-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 已删除: the roster rows removed in the last 30 days, each restorable (issue 36 item 4). */
@injectable('Transient')
export class RemovedStudentsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: RemovedStudent[] = [];
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: CorrectionsGateway;

  constructor(@inject(CorrectionsGateway) gw: CorrectionsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.removedStudents(),
      (rows) => (this.rows = rows),
    );
  }

  async restore(r: RemovedStudent): Promise<void> {
    const done = await runAction(
      this,
      () => this.#gw.restoreStudent(r.welcomeId).then(() => true),
      `已恢复：${r.name}`,
    );
    if (done) runInAction(() => (this.rows = this.rows.filter((x) => x.welcomeId !== r.welcomeId)));
  }
}
