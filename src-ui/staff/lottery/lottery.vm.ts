import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DRAW_STAGE, drawActions, drawOutcomeText, drawStage } from '@domain/admissions/lottery-stage';
import { chinaTimeText } from '@domain/time/china-time';
import { LotteryGateway, type LotteryPlanChoice, type LotteryView } from '@domain/staff/lottery-gateway';
import type { Badge } from '@domain/staff/wording';
import { runLoad, type Loadable, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';
import { type SaveFile, saveWithAnchor } from '../exports/exports.vm';

/** One line of the published result, with where the registration stands now. */
export interface DrawLine {
  rank: number;
  /** 报名编号 as the server sends it. */
  regNo: string;
  name: string;
  group: string;
  outcome: string;
  admitted: boolean;
  state: string;
  deadline: string;
}

/** 摇号 (学校管理员, 招生老师): per lottery plan, its stage, commitment, the draw, result and waitlist. */
@injectable('Transient')
export class LotteryVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  rows: LotteryPlanChoice[] = [];
  planId: string | null = null;
  view: LotteryView | null = null;
  detail: Loadable = { status: 'loading', error: null };
  observer = '';
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  save: SaveFile = saveWithAnchor;
  /** The clock the times' wording reads (a test sets it). */
  now: () => Date = () => new Date();
  readonly #gw: LotteryGateway;

  constructor(@inject(LotteryGateway) gw: LotteryGateway) {
    this.#gw = gw;
    makeAutoObservable(this, { save: false, now: false }, { autoBind: true });
  }

  async open(): Promise<void> {
    await runLoad(
      this,
      () => this.#gw.plans(),
      (rows) => {
        this.rows = rows;
        if (!rows.some((r) => r.planId === this.planId)) this.planId = rows[0]?.planId ?? null;
      },
    );
    if (this.planId) await this.loadPlan();
  }

  async pick(planId: string): Promise<void> {
    this.planId = planId;
    this.view = null;
    this.notice = null;
    await this.loadPlan();
  }

  loadPlan(): Promise<void> {
    const planId = this.planId;
    if (!planId) return Promise.resolve();
    return runLoad(
      this.detail,
      () => this.#gw.get(planId),
      (v) => this.#show(v),
    );
  }

  setObserver(v: string): void {
    this.observer = v;
  }

  get stage() {
    return this.view ? drawStage(this.view) : null;
  }
  get badge(): Badge | null {
    return this.stage ? DRAW_STAGE[this.stage] : null;
  }
  get actions() {
    return this.stage ? drawActions(this.stage) : [];
  }
  /** '11月25日 09:00' of a server time. */
  when(iso: string | null | undefined): string {
    return iso ? chinaTimeText(iso, this.now()) : '';
  }
  get groupsText(): string {
    const v = this.view;
    if (!v) return '';
    return v.groups.map((g) => `${g.name}${g.places !== undefined ? ` ${g.places} 名` : ''}`).join('；');
  }

  /** The published order, each line with its registration's state now (by 报名编号). */
  get lines(): DrawLine[] {
    const v = this.view;
    if (!v?.draw?.order) return [];
    const byRegNo = new Map(v.rows.map((r) => [r.regNo, r]));
    const groupName = new Map(v.groups.map((g) => [g.id, g.name]));
    const now = this.now();
    return v.draw.order.map((e) => {
      const row = byRegNo.get(e.regNo);
      return {
        rank: e.rank,
        regNo: e.regNo,
        name: row?.name ?? '',
        group: groupName.get(e.groupId) ?? e.groupId,
        outcome: drawOutcomeText(e),
        admitted: e.admitted,
        state: row?.stateText ?? '',
        deadline: row?.deadline ? chinaTimeText(row.deadline, now) : '',
      };
    });
  }

  /** 候补递补: places offered from the waitlist, with the deadline to confirm. */
  get offers(): DrawLine[] {
    const offered = new Set(this.view?.rows.filter((r) => r.state === 'offered').map((r) => r.regNo));
    return this.lines.filter((l) => offered.has(l.regNo));
  }

  async commit(): Promise<void> {
    await this.#act((id) => this.#gw.commit(id, this.observer.trim()), '已公示摇号承诺（种子哈希与名单）');
  }
  async draw(): Promise<void> {
    await this.#act(
      (id) => this.#gw.draw(id, this.observer.trim()),
      (v) => `摇号完成：中签 ${v.draw?.order?.filter((e) => e.admitted).length ?? 0} 人`,
    );
  }
  async exportXlsx(): Promise<void> {
    const id = this.planId;
    if (!id) return;
    const f = await runAction(
      this,
      () => this.#gw.exportDraw(id),
      (x) => `已导出 ${x.filename}`,
    );
    if (f) this.save(f);
  }

  async #act(call: (planId: string) => Promise<LotteryView>, ok: string | ((v: LotteryView) => string)) {
    const id = this.planId;
    if (!id) return;
    const v = await runAction(this, () => call(id), ok);
    if (v) this.#show(v);
    // A refusal (e.g. drawn meanwhile in another tab) shows the server's state as it is now.
    else await this.loadPlan();
  }

  #show(v: LotteryView): void {
    this.view = v;
    if (v.draw?.observer && !this.observer) this.observer = v.draw.observer;
    const stage = drawStage(v);
    this.rows = this.rows.map((r) =>
      r.planId === v.planId
        ? { ...r, stage: stage === 'drawn' ? 'drawn' : v.draw ? 'committed' : 'open' }
        : r,
    );
  }
}
