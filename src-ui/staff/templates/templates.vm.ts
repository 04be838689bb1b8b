import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import { templateRefusal } from '@domain/staff/templates';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 驳回模板 (学校管理员): the reasons teachers pick from when rejecting. */
@injectable('Transient')
export class TemplatesVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: string[] = [];
  draft = '';
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.rejectTemplates(),
      (t) => (this.rows = t),
    );
  }
  setDraft(v: string) {
    this.draft = v;
  }
  #save(next: string[], ok: string) {
    return runAction(this, () => this.#gw.saveRejectTemplates(next), ok).then((saved) => {
      if (saved) runInAction(() => (this.rows = saved));
      return saved;
    });
  }
  async add(): Promise<void> {
    const refusal = templateRefusal(this.rows, this.draft);
    if (refusal) {
      this.notice = { text: refusal, ok: false };
      return;
    }
    if (await this.#save([...this.rows, this.draft.trim()], '已保存')) runInAction(() => (this.draft = ''));
  }
  async remove(t: string): Promise<void> {
    await this.#save(
      this.rows.filter((x) => x !== t),
      '已删除',
    );
  }
}
