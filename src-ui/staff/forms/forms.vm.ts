import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormDesignGateway, type FormSummary } from '@domain/staff/plan-setup-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { FormEditorVm } from './form-editor.vm';

/** 报名表设计 (学校管理员, 招生老师): the school's forms with their versions, and the designer. */
@injectable('Transient')
export class FormsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: FormSummary[] = [];
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  editor: FormEditorVm | null = null;
  /** 从已有报名表复制: choosing which form to copy (its id in `copyFrom`). */
  choosing = false;
  copyFrom = '';
  readonly #gw: FormDesignGateway;

  constructor(@inject(FormDesignGateway) gw: FormDesignGateway) {
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

  /** What the list says of a form's versions and draft. */
  versionText(f: FormSummary): string {
    const last = f.versions.at(-1);
    const published = last ? `已发布第${last.version}版` : '未发布';
    return f.draftChanged && last ? `${published}，草稿有未发布的修改` : published;
  }

  open(templateId: string | null, copyFrom: string | null = null): void {
    this.choosing = false;
    this.editor = new FormEditorVm(this.#gw, templateId, copyFrom);
    void this.editor.load();
  }

  /** 从已有报名表复制: the chooser, on the first form of the list. */
  startCopy(): void {
    this.choosing = true;
    this.copyFrom = this.rows[0]?.templateId ?? '';
  }

  cancelNew(): void {
    this.choosing = false;
  }

  setCopyFrom(templateId: string): void {
    this.copyFrom = templateId;
  }

  /** 复制并开始设计: a new form from the chosen one (the source is not changed). */
  begin(): void {
    this.open(null, this.copyFrom || null);
  }

  async close(): Promise<void> {
    runInAction(() => (this.editor = null));
    try {
      const rows = await this.#gw.list();
      runInAction(() => {
        this.rows = rows;
        this.status = 'ready';
      });
    } catch {
      /* the list keeps its rows */
    }
  }
}
