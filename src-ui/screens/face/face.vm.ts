import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { REVIEW_STATUS } from '@domain/rules/statuses';
import { CheckinApi, type StudentDetail } from '../checkin/checkin-api';
import { loadErrorText, type LoadStatus } from '../checkin/load-state';

export type PhotoReview = 'none' | keyof typeof REVIEW_STATUS;

/** The current face photo and its review state. */
@injectable('Transient')
export class FaceVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  detail: StudentDetail | null = null;

  readonly #api: CheckinApi;
  constructor(@inject(CheckinApi) api: CheckinApi) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** No photo → none; staff checked the student in against it → 1 审核通过; else 0 待审核. */
  get review(): PhotoReview {
    if (!this.detail?.photoUrl) return 'none';
    return this.detail.arrivedAt ? 1 : 0;
  }

  get reviewText(): string {
    return this.review === 'none' ? '未上传' : REVIEW_STATUS[this.review];
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
