import { checkin, faceState } from '@domain/journeys';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { PhotoRow, ReviewFilter } from '@domain/staff/types';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 人脸照片: the new students' face photos (a table at a desk, a grid on a phone), 通过 / 驳回 with a reason. */
@injectable('Transient')
export class PhotosVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  filter: ReviewFilter = 'pending';
  rows: PhotoRow[] = [];
  total = 0;
  /** The status tabs' counts (every photo of the school), from the server. */
  counts: Record<ReviewFilter, number> | null = null;
  page = 1;
  readonly pageSize = 24;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  rejecting: string | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.photos({ status: this.filter, page: this.page, pageSize: this.pageSize }),
      (p) => {
        this.rows = p.rows;
        this.total = p.total;
        this.counts = p.counts ?? null;
      },
    );
  }
  setFilter(f: ReviewFilter) {
    this.filter = f;
    this.page = 1;
    return this.load();
  }
  setPage(p: number) {
    this.page = p;
    return this.load();
  }

  rowOf(welcomeId: string | null): PhotoRow | null {
    return this.rows.find((r) => r.welcomeId === welcomeId) ?? null;
  }

  #update(r: Pick<PhotoRow, 'welcomeId' | 'photoStatus' | 'rejectReason' | 'actions'>) {
    const before = this.rowOf(r.welcomeId);
    const tab = { reviewing: 'pending', approved: 'approved', rejected: 'rejected' } as const;
    const key = (code: number) => tab[faceState(true, code) as keyof typeof tab] ?? null;
    const from = before ? key(before.photoStatus) : null;
    const to = key(r.photoStatus);
    if (this.counts && from && to && from !== to)
      this.counts = { ...this.counts, [from]: Math.max(0, this.counts[from] - 1), [to]: this.counts[to] + 1 };
    if (this.filter === 'pending' && faceState(true, r.photoStatus) !== 'reviewing') {
      this.rows = this.rows.filter((x) => x.welcomeId !== r.welcomeId);
      this.total = Math.max(0, this.total - 1);
    } else {
      // The server's new actions for the photo (none until it names them).
      this.rows = this.rows.map((x) =>
        x.welcomeId === r.welcomeId ? { ...x, ...r, actions: r.actions ?? [] } : x,
      );
    }
  }

  async approve(welcomeId: string): Promise<void> {
    const r = await runAction(
      this,
      () => this.#gw.reviewPhoto(welcomeId, true),
      checkin.states.photoOk.label,
    );
    if (r) runInAction(() => this.#update(r));
  }
  openReject(welcomeId: string) {
    this.rejecting = welcomeId;
  }
  closeReject() {
    this.rejecting = null;
  }
  async reject(reason: string): Promise<void> {
    const id = this.rejecting;
    if (!id) return;
    const r = await runAction(this, () => this.#gw.reviewPhoto(id, false, reason), '照片已驳回');
    runInAction(() => {
      if (r) this.#update(r);
      this.rejecting = null;
    });
  }
}
