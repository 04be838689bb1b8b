import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AdmissionsGateway } from '@domain/ports/admissions-gateway';
import { AppConfig } from '@domain/ports/app-config';
import { fileViewerUrl } from '@domain/files/download-url';
import { listCms, loadHomeHead, openCmsDocument } from '@domain/use-cases/admissions/load-home';
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
  readonly #admissions: AdmissionsGateway;
  readonly #config: AppConfig;

  constructor(
    @inject(AdmissionsGateway) admissions: AdmissionsGateway,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#admissions = admissions;
    this.#config = config;
    const list = (type: CmsType) => new PagedList<CmsItem>(listCms(admissions, type));
    this.lists = { news: list('news'), document: list('document') };
    makeAutoObservable(this, { lists: false }, { autoBind: true });
  }

  get list(): PagedList<CmsItem> {
    return this.lists[this.tab];
  }

  async load(): Promise<void> {
    const { badge, promise } = await loadHomeHead(this.#admissions);
    runInAction(() => {
      if (badge) this.badge = badge;
      if (promise) this.promise = promise;
      this.headLoaded = true;
    });
    if (this.list.status === 'loading') await this.list.refresh();
  }

  setTab(tab: CmsType): void {
    this.tab = tab;
    if (this.list.status === 'loading' && !this.list.fetching) void this.list.refresh();
  }

  async openDoc(id: string): Promise<void> {
    this.doc = null;
    this.docError = null;
    this.docLoading = true;
    try {
      const doc = await openCmsDocument(this.#admissions, id);
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
