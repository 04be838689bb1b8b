import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AppConfig } from '@domain/ports/app-config';
import { Session } from '@domain/ports/session';
import { type KeyValueStore, LocalStore } from '@domain/ports/storage';
import { CheckinApi } from '../shared/checkin-api';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { markNoticeRead } from '../shared/notice-read';
import { noticeHtml } from '@ui/kit/rich-text/notice-html';

/** The student notice (getdocument), sanitised; opening it counts as read. */
@injectable('Transient')
export class NoticeVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  title = '';
  html = '';
  updatedAt = '';

  readonly #api: CheckinApi;
  readonly #config: AppConfig;
  readonly #session: Session;
  readonly #local: KeyValueStore;

  constructor(
    @inject(CheckinApi) api: CheckinApi,
    @inject(AppConfig) config: AppConfig,
    @inject(Session) session: Session,
    @inject(LocalStore) local: KeyValueStore,
  ) {
    this.#api = api;
    this.#config = config;
    this.#session = session;
    this.#local = local;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get empty(): boolean {
    return this.status === 'ready' && !this.html.trim();
  }

  async load(): Promise<void> {
    const fetch = async () => {
      const doc = await this.#api.document();
      return { doc, html: await noticeHtml(doc.content, this.#config.bases.upload) };
    };
    await runLoad(this, fetch, ({ doc, html }) => {
      this.title = doc.title;
      this.updatedAt = doc.updatedAt;
      this.html = html;
      const welcomeId = this.#session.userInfo().welcomeId;
      if (welcomeId) markNoticeRead(this.#local, welcomeId);
    });
  }
}
