import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  RosterGateway,
  type GenerateResult,
  type MappingView,
  type RosterChoice,
} from '@domain/roster/gateway';
import type { MappingTarget } from '@domain/roster/mapping';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

export const CHOOSE_PLAN = '请选择招生计划';

/** 从录取生成: choose plans → 预览 (dry run: create / update / skip with reasons) → 确认生成. */
@injectable('Transient')
export class RosterGenerateVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plans: RosterChoice[] = [];
  chosen: string[] = [];
  mapping: MappingView | null = null;
  showMapping = false;
  preview: GenerateResult | null = null;
  done: GenerateResult | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: RosterGateway;

  constructor(@inject(RosterGateway) gw: RosterGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** ListStates reads rows: the plans to choose from. */
  get rows(): readonly RosterChoice[] {
    return this.plans;
  }

  load(): Promise<void> {
    return runLoad(
      this,
      async () => ({ options: await this.#gw.options(), mapping: await this.#gw.mapping() }),
      (r) => {
        this.plans = r.options.plans;
        this.mapping = r.mapping;
      },
    );
  }

  toggle(planId: string) {
    this.chosen = this.chosen.includes(planId)
      ? this.chosen.filter((x) => x !== planId)
      : [...this.chosen, planId];
    this.preview = null;
    this.done = null;
  }
  toggleMapping() {
    this.showMapping = !this.showMapping;
  }
  setMapping(target: MappingTarget, key: string) {
    if (this.mapping) this.mapping = { ...this.mapping, mapping: { ...this.mapping.mapping, [target]: key } };
    this.preview = null;
  }
  async saveMapping(): Promise<void> {
    if (!this.mapping) return;
    const m = this.mapping.mapping;
    const r = await runAction(this, () => this.#gw.saveMapping(m), '字段对应已保存');
    if (r) runInAction(() => (this.mapping = r));
  }

  async dryRun(): Promise<void> {
    if (!this.chosen.length) {
      this.notice = { text: CHOOSE_PLAN, ok: false };
      return;
    }
    this.done = null;
    const r = await runAction(
      this,
      () => this.#gw.generate(this.chosen, true),
      (x) => `预览：将新增 ${x.created} 人，更新 ${x.updated} 人，跳过 ${x.skipped} 人`,
    );
    runInAction(() => (this.preview = r));
  }

  async confirm(): Promise<void> {
    if (!this.preview) return;
    const r = await runAction(
      this,
      () => this.#gw.generate(this.chosen, false),
      (x) => `已生成：新增 ${x.created} 人，更新 ${x.updated} 人，跳过 ${x.skipped} 人`,
    );
    runInAction(() => {
      if (r) {
        this.done = r;
        this.preview = null;
      }
    });
  }
}
