import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { DownloadedFile, PlanSummary } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** Hands a downloaded file to the browser (the page saves it). */
export type SaveFile = (f: DownloadedFile) => void;

export function saveWithAnchor(f: DownloadedFile): void {
  const url = URL.createObjectURL(f.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = f.filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** 数据导出: per plan, the xlsx (one column per form field) and the zip of attachments. */
@injectable('Transient')
export class ExportsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: PlanSummary[] = [];
  planId: string | null = null;
  unmask = false;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  save: SaveFile = saveWithAnchor;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, { save: false }, { autoBind: true });
  }

  open(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.plans(),
      (plans) => {
        this.plans = plans;
        this.planId ??= plans[0]?.id ?? null;
      },
    );
  }
  setPlan(id: string | null) {
    this.planId = id;
  }
  setUnmask(v: boolean) {
    this.unmask = v;
  }

  async #export(get: (planId: string) => Promise<DownloadedFile>): Promise<void> {
    const planId = this.planId;
    if (!planId) {
      this.notice = { text: '请先选择招生计划', ok: false };
      return;
    }
    const f = await runAction(
      this,
      () => get(planId),
      (x) => `已导出 ${x.filename}`,
    );
    if (f) this.save(f);
  }
  xlsx() {
    return this.#export((id) => this.#gw.exportXlsx(id, this.unmask));
  }
  attachments() {
    return this.#export((id) => this.#gw.exportAttachments(id));
  }
}
