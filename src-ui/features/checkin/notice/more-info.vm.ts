import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CheckinApi, type MoreMessage } from '../shared/checkin-api';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';

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
    await runLoad(
      this,
      () => this.#api.moreMessage(),
      (res) => {
        this.items = res.items.filter((i) => i.value.trim() !== '');
      },
    );
  }
}
