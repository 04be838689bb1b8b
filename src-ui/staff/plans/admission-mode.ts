import { makeAutoObservable } from 'mobx';
import { type AdmissionMode, lotteryTermsProblem } from '@domain/journeys/lottery';
import type { LotteryGroupTerms, PlanSetupDetail } from '@domain/staff/plan-setup-gateway';

export interface GroupDraft {
  id: string;
  name: string;
  /** As typed; '' = no cap of its own (what is left). */
  places: string;
}

const CHINESE = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** The plan editor's 录取方式 and 优先类别 (issue 37), kept apart from the rest of the draft. */
export class AdmissionModeDraft {
  mode: AdmissionMode = 'firstCome';
  groups: GroupDraft[] = [];
  confirmHours = '72';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(p: Pick<PlanSetupDetail, 'admissionMode' | 'lotteryGroups' | 'confirmHours'>): void {
    this.mode = p.admissionMode ?? 'firstCome';
    this.groups = (p.lotteryGroups ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      places: g.places === undefined ? '' : String(g.places),
    }));
    this.confirmHours = String(p.confirmHours ?? 72);
  }

  setMode(mode: AdmissionMode): void {
    this.mode = mode;
    if (mode === 'lottery' && !this.groups.length) this.addGroup();
  }
  addGroup(): void {
    if (this.groups.length >= CHINESE.length) return;
    const used = new Set(this.groups.map((g) => g.id));
    let n = 1;
    while (used.has(`g${n}`)) n++;
    this.groups.push({ id: `g${n}`, name: `第${CHINESE[this.groups.length]}类`, places: '' });
  }
  removeGroup(i: number): void {
    this.groups.splice(i, 1);
  }
  setGroup(i: number, key: 'name' | 'places', value: string): void {
    const g = this.groups[i];
    if (g) g[key] = value;
  }
  setConfirmHours(v: string): void {
    this.confirmHours = v;
  }

  /** What the plan's terms take, or the first Chinese problem (the server checks the same rule). */
  terms(
    quota: number,
  ): { admissionMode: AdmissionMode; lotteryGroups: LotteryGroupTerms[]; confirmHours: number } | string {
    const hours = Number(this.confirmHours);
    if (!Number.isInteger(hours) || hours < 1 || hours > 720) return '确认期限须为1至720小时';
    if (this.mode === 'firstCome')
      return { admissionMode: 'firstCome', lotteryGroups: [], confirmHours: hours };
    const groups: LotteryGroupTerms[] = [];
    for (const g of this.groups) {
      if (!g.name.trim()) return '请填写优先类别名称';
      const places = g.places.trim() === '' ? undefined : Number(g.places);
      if (places !== undefined && (!Number.isInteger(places) || places < 0))
        return `${g.name}的名额须为不小于0的整数`;
      groups.push({ id: g.id, name: g.name.trim(), ...(places === undefined ? {} : { places }) });
    }
    const t = { admissionMode: 'lottery' as const, lotteryGroups: groups, confirmHours: hours };
    return lotteryTermsProblem({ ...t, quota }) ?? t;
  }
}
