import { inject, injectable } from 'inversify';
import { DOCUMENT_MAX_COUNT, documentProblem } from '@domain/files/school-documents';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ArticleType, articleDraftProblems, articleLifecycle } from '@domain/journeys/article-lifecycle';
import {
  type ArticleFile,
  type ArticleInput,
  CmsGateway,
  type StaffArticle,
} from '@domain/staff/cms-gateway';
import { chinaInstant } from '@domain/time/china-time';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** What the person types: the publish time as an `<input type="datetime-local">` value in China time. */
export interface ArticleForm {
  title: string;
  summary: string;
  author: string;
  publishAt: string;
  pinned: boolean;
}
export type FormField = keyof ArticleForm | 'content' | 'attachments' | 'cover';

/** '2026-09-10T09:00' (China time) ⇄ '2026-09-10T09:00:00+08:00'. */
export const toInstant = (local: string) => `${local}:00+08:00`;
export const toLocal = (iso: string) => chinaInstant(iso).slice(0, 16);

const IMAGE = /^image\/(jpeg|png|webp)$/;

/** 写新闻公告 / 上传文档 and their edit: `new-news`, `new-document` or an item's id. */
/** The first 16 bytes of a file (FileReader: every browser the staff app supports has it). */
function firstBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.onerror = () => resolve(new Uint8Array());
    r.readAsArrayBuffer(file.slice(0, 16));
  });
}

@injectable('Transient')
export class ArticleEditorVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  id: string | null = null;
  type: ArticleType = 'news';
  form: ArticleForm = { title: '', summary: '', author: '', publishAt: '', pinned: false };
  /** The body as the editor holds it; the server sanitizes it on save. */
  content = '';
  /** The body the editor starts from (changes only when an item is opened). */
  initialContent = '';
  cover: ArticleFile | null = null;
  attachments: ArticleFile[] = [];
  errors: Partial<Record<FormField, string>> = {};
  uploading = false;
  busy = false;
  saved: StaffArticle | null = null;
  notice: { text: string; ok: boolean } | null = null;
  readonly #gw: CmsGateway;

  constructor(@inject(CmsGateway) gw: CmsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async open(id: string, now = new Date()): Promise<void> {
    if (id === 'new-news' || id === 'new-document') {
      this.id = null;
      this.type = id === 'new-news' ? 'news' : 'document';
      // The publish time starts at now (China time); staff may date it otherwise.
      this.form = {
        title: '',
        summary: '',
        author: '',
        publishAt: toLocal(now.toISOString()),
        pinned: false,
      };
      this.content = this.initialContent = '';
      this.status = 'ready';
      return;
    }
    this.id = id;
    await runLoad(
      this,
      () => this.#gw.get(id),
      (a) => this.fill(a),
    );
  }

  private fill(a: StaffArticle) {
    this.type = a.type;
    this.form = {
      title: a.title,
      summary: a.summary,
      author: a.author,
      publishAt: toLocal(a.publishAt),
      pinned: a.pinned,
    };
    this.content = this.initialContent = a.content;
    this.cover =
      a.coverFileId && a.coverUrl
        ? { fileId: a.coverFileId, name: '封面', size: 0, type: 'image/*', url: a.coverUrl }
        : null;
    this.attachments = a.attachments;
  }

  set<K extends keyof ArticleForm>(field: K, value: ArticleForm[K]) {
    this.form = { ...this.form, [field]: value };
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
  }

  setContent(html: string) {
    this.content = html;
  }

  /** One upload through the staff CMS endpoint; the error is said next to the control it belongs to. */
  private async upload(file: File, field: FormField, accept: (type: string) => boolean, wrong: string) {
    if (!accept(file.type)) {
      this.errors = { ...this.errors, [field]: wrong };
      return null;
    }
    this.uploading = true;
    this.errors = { ...this.errors, [field]: undefined };
    try {
      return await this.#gw.upload(file, file.name);
    } catch (e) {
      runInAction(() => (this.errors = { ...this.errors, [field]: loadErrorText(e) }));
      return null;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  async uploadCover(file: File): Promise<void> {
    const f = await this.upload(file, 'cover', (t) => IMAGE.test(t), '封面请选择 JPG、PNG 或 WebP 图片');
    if (f) runInAction(() => (this.cover = f));
  }
  removeCover() {
    this.cover = null;
  }

  /** A body image: its signed link goes into the HTML (the server keeps only the file id). */
  async uploadImage(file: File): Promise<string | null> {
    const f = await this.upload(
      file,
      'content',
      (t) => IMAGE.test(t),
      '正文图片请选择 JPG、PNG 或 WebP 图片',
    );
    return f ? f.url : null;
  }

  /** A document's file: PDF, an image or an office file, checked by count, size and first bytes first. */
  async uploadAttachment(file: File): Promise<void> {
    if (this.attachments.length >= DOCUMENT_MAX_COUNT) {
      this.errors = { ...this.errors, attachments: `最多${DOCUMENT_MAX_COUNT}个文件` };
      return;
    }
    const head = await firstBytes(file);
    const problem = documentProblem(file.name, head, file.size);
    const f = await this.upload(file, 'attachments', () => !problem, problem ?? '');
    if (f) runInAction(() => (this.attachments = [...this.attachments, f]));
  }
  removeAttachment(fileId: string) {
    this.attachments = this.attachments.filter((f) => f.fileId !== fileId);
  }

  /** The domain's rules plus the publish time a person may clear by mistake. */
  validate(): ArticleInput | null {
    const f = this.form;
    const input: ArticleInput = {
      type: this.type,
      title: f.title.trim(),
      summary: f.summary.trim(),
      author: f.author.trim(),
      content: this.content,
      coverFileId: this.cover?.fileId ?? null,
      attachments: this.attachments.map((a) => ({ fileId: a.fileId })),
      publishAt: f.publishAt ? toInstant(f.publishAt) : '',
      pinned: f.pinned,
    };
    const errors: Partial<Record<FormField, string>> = { ...articleDraftProblems(input) };
    if (!f.publishAt) errors.publishAt = '请选择发布时间';
    this.errors = errors;
    return Object.values(errors).some(Boolean) ? null : input;
  }

  /** 保存 (the state stays) or 保存并发布. A failed save keeps what was typed. */
  async save(publish = false): Promise<StaffArticle | null> {
    const input = this.validate();
    if (!input) {
      this.notice = { text: '请按提示修改后再保存', ok: false };
      return null;
    }
    const id = this.id;
    const r = await runAction(
      this,
      async () => {
        const a = id ? await this.#gw.save(id, input) : await this.#gw.create(input);
        runInAction(() => (this.id = a.id));
        return publish && a.state !== 'published' ? this.#gw.publish(a.id) : a;
      },
      publish ? articleLifecycle.states.published.label : '已保存',
    );
    if (r) runInAction(() => (this.saved = r));
    return r;
  }
}
