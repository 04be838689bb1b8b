import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { registrationReview, reviewState } from '@domain/journeys';
import { CheckinGateway, type StudentDetail } from '@domain/ports/checkin-gateway';
import { loadErrorText, type LoadStatus } from '@ui/kit/load-state/load-state';

export type PhotoReview = 'none' | 0 | 1 | 2;

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

  /** The server's review of the current photo (0 待审核, 1 审核通过, 2 已驳回); none without a photo. */
  get review(): PhotoReview {
    if (!this.detail?.photoUrl) return 'none';
    return this.detail.photoStatus ?? 0;
  }

  /** Why the photo was rejected, when it was. */
  get rejectReason(): string | null {
    return this.review === 2 ? this.detail?.photoRejectReason || '照片不符合要求' : null;
  }

  get reviewText(): string {
    // The photo review reads as the registration review does: 待审核 / 审核通过 / 已驳回.
    return this.review === 'none' ? '未上传' : registrationReview.states[reviewState(this.review)].label;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const detail = await this.#api.detail();
      runInAction(() => {
        this.detail = detail;
        this.status = 'ready';
      });
    } catch (e) {
      runInAction(() => {
        this.error = loadErrorText(e);
        this.status = 'error';
      });
    }
  }
}
