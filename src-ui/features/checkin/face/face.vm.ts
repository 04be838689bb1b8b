import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { FaceAction, FaceOffer, FaceState } from '@domain/journeys';
import { CheckinGateway, type StudentDetail } from '@domain/ports/checkin-gateway';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';

/** The current face photo and its review state. */
@injectable('Transient')
export class FaceVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  detail: StudentDetail | null = null;

  readonly #api: CheckinGateway;
  constructor(@inject(CheckinGateway) api: CheckinGateway) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** What the server offers for the photo now (progress.face); null until loaded. */
  get offer(): FaceOffer | null {
    return this.detail?.progress.face ?? null;
  }

  /** The photo's state as the server shows it; null until loaded (never a guessed default). */
  get review(): FaceState | null {
    return this.offer?.shown.state ?? null;
  }

  /** Why the photo was rejected, when it was. */
  get rejectReason(): string | null {
    return this.review === 'rejected' ? this.detail?.photoRejectReason || '照片不符合要求' : null;
  }

  /** 未上传 / 审核中 / 已通过 / 已驳回, the server's words (home and 报到流程 say the same). */
  get reviewText(): string {
    return this.offer?.shown.label ?? '';
  }

  /** The actions the server allows now, in its order: 去拍照 / 重新拍摄 lead; 更换照片 is secondary. */
  get actions(): readonly FaceAction[] {
    return this.offer?.actions ?? [];
  }

  /** The leading action (null: nothing to do here but go back). */
  get action(): FaceAction | null {
    return this.actions[0] ?? null;
  }

  async load(): Promise<void> {
    await runLoad(
      this,
      () => this.#api.detail(),
      (detail) => {
        this.detail = detail;
      },
    );
  }
}
