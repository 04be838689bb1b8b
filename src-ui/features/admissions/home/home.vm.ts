import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { enrollmentApi } from '@contract/api/enrollment';
import { AppConfig } from '@domain/ports/app-config';
import { HttpPort } from '@domain/ports/http';
import { fileViewerUrl } from '@domain/files/download-url';
import { call } from '@ui/api/call';
import { PagedList, failureText } from '@ui/features/admissions/shared/paged-list';
import type { CmsDocument, CmsItem, CmsType, SchoolBadge, SchoolPromise } from './home-types';

/** Home: school badge and promise, the CMS list (news / documents) and one opened document. */
@injectable('Transient')
export class HomeVm {
  badge: SchoolBadge | null = null;
  promise: SchoolPromise | null = null;
  /** The badge and promise calls have answered (either way). */
  headLoaded = false;
  tab: CmsType = 'news';
  lists: Record<CmsType, PagedList<CmsItem>>;
  doc: CmsDocument | null = null;
  docLoading = false;
  docError: string | null = null;
  readonly #http: HttpPort;
  readonly #config: AppConfig;

  constructor(@inject(HttpPort) http: HttpPort, @inject(AppConfig) config: AppConfig) {
    this.#http = http;
    this.#config = config;
    const list = (type: CmsType) =>
      new PagedList<CmsItem>((pageNo, pageSize) =>
        call(http, enrollmentApi.cmsQuery, { type, pageNo, pageSize }, { silent: true }),
      );
    this.lists = { news: list('news'), document: list('document') };
    makeAutoObservable(this, { lists: false }, { autoBind: true });
  }

  get list(): PagedList<CmsItem> {
    return this.lists[this.tab];
  }

  async load(): Promise<void> {
    const [badge, promise] = await Promise.allSettled([
      call(this.#http, enrollmentApi.schoolBadgeConfig, {}, { silent: true }),
      call(this.#http, enrollmentApi.schoolPromiseConfig, {}, { silent: true }),
    ]);
    runInAction(() => {
      if (badge.status === 'fulfilled') this.badge = badge.value;
      if (promise.status === 'fulfilled') this.promise = promise.value;
      this.headLoaded = true;
    });
    if (!this.list.loaded) await this.list.refresh();
  }

  setTab(tab: CmsType): void {
    this.tab = tab;
    if (!this.list.loaded && !this.list.loading) void this.list.refresh();
  }

  async openDoc(id: string): Promise<void> {
    this.doc = null;
    this.docError = null;
    this.docLoading = true;
    try {
      const doc = await call(this.#http, enrollmentApi.cmsDocumentInfo, { id }, { silent: true });
      runInAction(() => (this.doc = doc));
    } catch (e) {
      runInAction(() => (this.docError = failureText(e)));
    } finally {
      runInAction(() => (this.docLoading = false));
    }
  }

  closeDoc(): void {
    this.doc = null;
    this.docError = null;
    this.docLoading = false;
  }

  /** Attachments open in the gateway's document viewer (spec section 2). */
  viewerUrl(fileUrl: string): string {
    return fileViewerUrl(this.#config.bases.upload, fileUrl);
  }
}
