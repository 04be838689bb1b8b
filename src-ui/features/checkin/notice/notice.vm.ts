import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { CheckinGateway } from '@domain/ports/checkin-gateway';
import { loadNotice, readNotice } from '@domain/use-cases/checkin/read-notice';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { checkinSteps } from '../home/checkin-steps';
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

  get empty(): boolean {
    return this.status === 'ready' && !this.html.trim();
  }

  async load(): Promise<void> {
    const fetch = async () => {
      const doc = await loadNotice(this.#checkin);
      return { doc, html: await noticeHtml(doc.content, this.#config.bases.upload) };
    };
    await runLoad(this, fetch, ({ doc, html }) => {
      this.title = doc.title;
      this.updatedAt = doc.updatedAt;
      this.html = html;
    });
  }

  /** 我已阅读，下一步: marks the notice read on the server and answers where the next step is. */
  async markRead(): Promise<string | null> {
    this.marking = true;
    this.markError = null;
    try {
      const progress = await readNotice(this.#checkin);
      const next = checkinSteps(progress).find((s) => s.state === 'next');
      return next?.action?.to ?? CHECKIN_ROUTES.home;
    } catch (e) {
      runInAction(() => (this.markError = loadErrorText(e)));
      return null;
    } finally {
      runInAction(() => (this.marking = false));
    }
  }
}
