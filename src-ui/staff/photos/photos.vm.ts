import { checkin, faceState } from '@domain/journeys';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StaffGateway } from '@domain/staff/gateway';
import type { PhotoRow, ReviewFilter } from '@domain/staff/types';
import { runAction } from '../shared/action';
import { StaffList } from '../shared/staff-list';

/** 人脸照片: the new students' face photos (a table at a desk, a grid on a phone), 通过 / 驳回 with a reason. */
@injectable('Transient')
export class PhotosVm {
  /** By review state; the status tabs' counts (every photo of the school), from the server. */
  readonly list: StaffList<PhotoRow, { status: ReviewFilter }, Record<ReviewFilter, number>>;
  rejecting: string | null = null;
  readonly #gw: StaffGateway;

  constructor(@inject(StaffGateway) gw: StaffGateway) {
    this.#gw = gw;
    this.list = new StaffList({ fetch: (q) => gw.photos(q), query: { status: 'pending' }, pageSize: 24 });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  rowOf(welcomeId: string | null): PhotoRow | null {
    return this.list.find((r) => r.welcomeId === welcomeId);
  }

  #update(r: Pick<PhotoRow, 'welcomeId' | 'photoStatus' | 'rejectReason' | 'actions'>) {
    const before = this.rowOf(r.welcomeId);
    const tab = { reviewing: 'pending', approved: 'approved', rejected: 'rejected' } as const;
    const key = (code: number) => tab[faceState(true, code) as keyof typeof tab] ?? null;
    const from = before ? key(before.photoStatus) : null;
    const to = key(r.photoStatus);
    const l = this.list;
    if (l.counts && from && to && from !== to)
      l.counts = { ...l.counts, [from]: Math.max(0, l.counts[from] - 1), [to]: l.counts[to] + 1 };
    if (l.query.status === 'pending' && faceState(true, r.photoStatus) !== 'reviewing') {
      l.rows = l.rows.filter((x) => x.welcomeId !== r.welcomeId);
      l.total = Math.max(0, l.total - 1);
    } else {
      // The server's new actions for the photo (none until it names them).
      l.rows = l.rows.map((x) =>
        x.welcomeId === r.welcomeId ? { ...x, ...r, actions: r.actions ?? [] } : x,
      );
    }
  }

  async approve(welcomeId: string): Promise<void> {
    const r = await runAction(
      this.list,
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
    const r = await runAction(this.list, () => this.#gw.reviewPhoto(id, false, reason), '照片已驳回');
    runInAction(() => {
      if (r) this.#update(r);
      this.rejecting = null;
    });
  }
}
