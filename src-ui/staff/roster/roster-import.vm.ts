import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RosterGateway, type ImportResult } from '@domain/roster/gateway';
import { runAction } from '../shared/action';
import type { SaveFile } from '../exports/exports.vm';

/** 下载模板 → 上传 → 预览（错误按行列出）→ 确认导入. */
export type ImportStep = 'template' | 'upload' | 'preview' | 'done';
export const IMPORT_STEPS: readonly { key: ImportStep; label: string }[] = [
  { key: 'template', label: '下载模板' },
  { key: 'upload', label: '上传' },
  { key: 'preview', label: '预览' },
  { key: 'done', label: '确认导入' },
];
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** 导入名单: nothing is written until 确认导入, and never while any row is bad. */
@injectable('Transient')
export class RosterImportVm {
  step: ImportStep = 'template';
  file: Blob | null = null;
  fileName = '';
  result: ImportResult | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: RosterGateway;

  constructor(@inject(RosterGateway) gw: RosterGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canCommit(): boolean {
    return !!this.result && this.result.errorCount === 0 && this.result.rows > 0 && this.step === 'preview';
  }

  async downloadTemplate(save: SaveFile): Promise<void> {
    const f = await runAction(this, () => this.#gw.template(), '模板已下载，请按模板填写后上传');
    if (f) {
      save(f);
      runInAction(() => (this.step = 'upload'));
    }
  }
  skipTemplate() {
    this.step = 'upload';
  }

  /** A chosen file: checked on the server at once (preview), nothing written. */
  async choose(file: Blob, name: string): Promise<void> {
    this.result = null;
    if (file.size > MAX_FILE_BYTES) {
      this.notice = { text: '名单文件不能超过5M', ok: false };
      return;
    }
    this.file = file;
    this.fileName = name;
    const r = await runAction(
      this,
      () => this.#gw.preview(file, name),
      (x) => (x.errorCount ? `发现 ${x.errorCount} 处错误，请修改后重新上传` : `检查通过，共 ${x.rows} 行`),
    );
    runInAction(() => {
      if (r) {
        this.result = r;
        this.step = 'preview';
        if (r.errorCount) this.notice = { text: `发现 ${r.errorCount} 处错误，请修改后重新上传`, ok: false };
      }
    });
  }

  async confirm(): Promise<void> {
    if (!this.file || !this.canCommit) return;
    const r = await runAction(
      this,
      () => this.#gw.commit(this.file!, this.fileName),
      (x) =>
        x.written
          ? `已导入：新增 ${x.created} 人，更新 ${x.updated} 人，无变化 ${x.unchanged} 人`
          : '未写入：文件中有错误',
    );
    runInAction(() => {
      if (!r) return;
      this.result = r;
      if (r.written) this.step = 'done';
      else this.notice = { text: `未写入：发现 ${r.errorCount} 处错误，请修改后重新上传`, ok: false };
    });
  }

  again() {
    this.file = null;
    this.fileName = '';
    this.result = null;
    this.notice = null;
    this.step = 'upload';
  }
}
