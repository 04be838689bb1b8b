import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type FaceAction, facePhoto, faceState, type FaceState } from '@domain/journeys';
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

  /** The face photo journey's state: the server's, else read from the record; null until loaded. */
  get review(): FaceState | null {
    const d = this.detail;
    if (!d) return null;
    return d.progress.photo ?? faceState(!!d.photoUrl, d.photoStatus);
  }

  /** Why the photo was rejected, when it was. */
  get rejectReason(): string | null {
    return this.review === 'rejected' ? this.detail?.photoRejectReason || '照片不符合要求' : null;
  }

  /** 未上传 / 审核中 / 已通过 / 已驳回, as home and 报到流程 say it (journeys/face-photo). */
  get reviewText(): string {
    return this.review ? facePhoto.states[this.review].label : '';
  }

  /** The action the journey offers now: 去拍照 / 重新拍摄 lead; 更换照片 is secondary. */
  get action(): FaceAction | null {
    return this.review ? (facePhoto.states[this.review].actions[0] ?? null) : null;
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
