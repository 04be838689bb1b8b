import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ActivitiesGateway, type ActivitySignup, type StaffActivity } from '@domain/staff/activities-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { type SaveFile, saveWithAnchor } from '../exports/exports.vm';

/** 报名名单: who signed up (phones masked unless the role may see them and asks), with the xlsx export. */
@injectable('Transient')
export class ActivitySignupsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  activity: StaffActivity | null = null;
  rows: ActivitySignup[] = [];
  unmask = false;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  save: SaveFile = saveWithAnchor;
  #id = '';
  readonly #gw: ActivitiesGateway;

  constructor(@inject(ActivitiesGateway) gw: ActivitiesGateway) {
    this.#gw = gw;
    makeAutoObservable(this, { save: false }, { autoBind: true });
  }

  open(id: string): Promise<void> {
    this.#id = id;
    return runLoad(
      this,
      () => this.#gw.signups(id, this.unmask),
      (r) => {
        this.activity = r.activity;
        this.rows = r.rows;
      },
    );
  }
  setUnmask(v: boolean): Promise<void> {
    this.unmask = v;
    return this.open(this.#id);
  }
  async exportXlsx(): Promise<void> {
    const f = await runAction(
      this,
      () => this.#gw.exportSignups(this.#id, this.unmask),
      (x) => `已导出 ${x.filename}`,
    );
    if (f) this.save(f);
  }
}
