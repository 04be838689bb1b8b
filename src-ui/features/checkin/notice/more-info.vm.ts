import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CheckinGateway, type MoreMessage } from '@domain/ports/checkin-gateway';
import { loadMoreInfo } from '@domain/use-cases/checkin/read-notice';
import { loadOutcome, type LoadStatus } from '@ui/kit/load-state/load-state';

/** More information for the reported student (moreMessage): class, dormitory, where and when. */
@injectable('Transient')
export class MoreInfoVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  items: MoreMessage['items'] = [];

  readonly #checkin: CheckinGateway;
  constructor(@inject(CheckinGateway) checkin: CheckinGateway) {
    this.#checkin = checkin;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    await loadOutcome(
      this,
      () => loadMoreInfo(this.#checkin),
      (items) => {
        this.items = items;
      },
      (items) => items.length === 0,
    );
  }
}
