import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { loadNotice, readNotice } from '@domain/use-cases/checkin/read-notice';
import { loadOutcome, refusalText, type LoadStatus } from '@ui/kit/load-state/load-state';
import { mainAction } from '../home/checkin-steps';
import { CHECKIN_ROUTES } from '../shared/checkin-routes';
import { noticeHtml } from '@ui/kit/rich-text/notice-html';

/** The student notice (getdocument), sanitised; 我已阅读 stores the read on the server. */
@injectable('Transient')
export class NoticeVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  title = '';
  html = '';
  updatedAt = '';
  marking = false;
  markError: string | null = null;

  readonly #checkin: CheckinGateway;
  readonly #config: AppConfig;

  constructor(@inject(CheckinGateway) checkin: CheckinGateway, @inject(AppConfig) config: AppConfig) {
    this.#checkin = checkin;
    this.#config = config;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Ready with no text: the school has not published its notice (我已阅读 stays offered). */
  get empty(): boolean {
    return this.status === 'ready' && !this.html.trim();
  }

  async load(): Promise<void> {
    const fetch = async () => {
      const doc = await loadNotice(this.#checkin);
      if (doc.kind !== 'done') return doc;
      const html = await noticeHtml(doc.value.content, this.#config.bases.upload);
      return { kind: 'done', value: { doc: doc.value, html } } as const;
    };
    await loadOutcome(this, fetch, ({ doc, html }) => {
      this.title = doc.title;
      this.updatedAt = doc.updatedAt;
      this.html = html;
    });
  }

  /** 我已阅读，下一步: marks the notice read on the server and answers where the next step is. */
  async markRead(): Promise<string | null> {
    this.marking = true;
    this.markError = null;
    const res = await readNotice(this.#checkin);
    return runInAction(() => {
      this.marking = false;
      if (res.kind !== 'done') {
        this.markError = refusalText(res);
        return null;
      }
      return mainAction(res.value)?.to ?? CHECKIN_ROUTES.home;
    });
  }
}
