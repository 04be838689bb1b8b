import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { drawOutcomeText } from '@domain/admissions/lottery-stage';
import { verifyDraw, type DrawVerdict } from '@domain/admissions/lottery-verify';
import { DrawHashesPort, LotteryRecordGateway, type PublicDraw } from '@domain/ports/lottery-record';
import { chinaTimeText } from '@domain/time/china-time';
import { lottery } from '@domain/journeys/lottery';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';

/** The check's outcome as the page says it. */
export type CheckState =
  | { kind: 'waiting' }
  | { kind: 'checking' }
  | { kind: 'passed' }
  | { kind: 'failed'; reasons: string[] }
  | { kind: 'cannot'; reason: string };

/** 摇号公示 (no login): the published record, and its recomputation in this browser. */
@injectable('Transient')
export class LotteryRecordVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  record: PublicDraw | null = null;
  check: CheckState = { kind: 'waiting' };
  find = '';
  now: () => Date = () => new Date();
  readonly #gw: LotteryRecordGateway;
  readonly #hashes: DrawHashesPort;

  constructor(
    @inject(LotteryRecordGateway) gw: LotteryRecordGateway,
    @inject(DrawHashesPort) hashes: DrawHashesPort,
  ) {
    this.#gw = gw;
    this.#hashes = hashes;
    makeAutoObservable(this, { now: false }, { autoBind: true });
  }

  async open(planId: string | null): Promise<void> {
    if (!planId) {
      this.status = 'error';
      this.error = '链接缺少招生计划，请从学校发布的二维码或链接打开';
      return;
    }
    await runLoad(
      this,
      () => this.#gw.record(planId),
      (r) => (this.record = r),
    );
    if (this.record) await this.verify();
  }

  /** Recomputes the order from the revealed seed (WebCrypto) with the domain's draw rule. */
  async verify(): Promise<void> {
    const r = this.record;
    if (!r?.seed || !r.order) {
      this.check = { kind: 'waiting' };
      return;
    }
    this.check = { kind: 'checking' };
    let v: DrawVerdict;
    try {
      v = await verifyDraw(this.#hashes, r);
    } catch (e) {
      runInAction(() => (this.check = { kind: 'cannot', reason: loadErrorText(e) }));
      return;
    }
    runInAction(() => (this.check = checkOf(v)));
  }

  setFind(v: string): void {
    this.find = v;
  }

  when(iso: string | null): string {
    return iso ? chinaTimeText(iso, this.now()) : '';
  }

  get groupName(): Map<string, string> {
    return new Map((this.record?.groups ?? []).map((g) => [g.id, g.name]));
  }

  /** The published order (or the frozen list before the draw), filtered by a 报名编号 typed in. */
  get lines(): { rank: number | null; regNo: string; group: string; outcome: string; admitted: boolean }[] {
    const r = this.record;
    if (!r) return [];
    const q = this.find.trim();
    const names = this.groupName;
    const all = r.order
      ? r.order.map((e) => ({
          rank: e.rank as number | null,
          regNo: e.regNo,
          group: names.get(e.groupId) ?? e.groupId,
          outcome: drawOutcomeText(e),
          admitted: e.admitted,
        }))
      : r.entries.map((e) => ({
          rank: null,
          regNo: e.regNo,
          group: names.get(e.groupId) ?? e.groupId,
          outcome: lottery.states.pending.label,
          admitted: false,
        }));
    return q ? all.filter((l) => l.regNo.includes(q)) : all;
  }
}

function checkOf(v: DrawVerdict): CheckState {
  if (v.kind === 'notDrawn') return { kind: 'waiting' };
  if (v.kind === 'unknownAlgorithm') return { kind: 'cannot', reason: `本页不支持算法 ${v.algorithm}` };
  if (v.seedMatches && v.orderMatches) return { kind: 'passed' };
  const reasons: string[] = [];
  if (!v.seedMatches) reasons.push('公开的种子与摇号前公示的哈希不符');
  if (!v.orderMatches) reasons.push(`重新计算的顺序从第 ${v.firstDifference} 位起与公示结果不同`);
  return { kind: 'failed', reasons };
}
