import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckinApi, type MoreMessage } from './checkin-api';
import { loadErrorText, type LoadStatus } from './load-state';

/** More information for the reported student (moreMessage): class, dormitory, where and when. */
@injectable('Transient')
export class MoreInfoVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  items: MoreMessage['items'] = [];

  readonly #api: CheckinApi;
  constructor(@inject(CheckinApi) api: CheckinApi) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const res = await this.#api.moreMessage();
      runInAction(() => {
        this.items = res.items.filter((i) => i.value.trim() !== '');
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
