import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  linkProblem,
  majorsProblem,
  MAX_MAJORS,
  MAX_QUICK_LINKS,
  PHONE_RULE,
  previewLink,
  type IntegrationCheck,
  type IntegrationTarget,
  type QuickLink,
  type SchoolSettings,
  SchoolSettingsGateway,
  type SecretInputs,
  type SettingsSave,
} from '@domain/staff/school-settings';
import {
  admissionLetterProblem,
  renderAdmissionLetter,
  SAMPLE_LETTER_VALUES,
} from '@domain/admissions/admission-letter';
import { loadErrorText, runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

export const SECTIONS = [
  { key: 'basic', label: '基本信息' },
  { key: 'links', label: '快捷入口' },
  { key: 'texts', label: '文本' },
  { key: 'switches', label: '开关' },
  { key: 'majors', label: '专业' },
  { key: 'integrations', label: '对接配置' },
] as const;
export type SectionKey = (typeof SECTIONS)[number]['key'];

const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const LOGO_MAX = 2 * 1024 * 1024;
const NO_SECRETS: SecretInputs = { appSecret: '', apiV3Key: '', privateKey: '', platformKey: '' };
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/**
 * 学校设置 (学校管理员): each section is edited in a draft and saved on its own; a failed save keeps
 * the draft as typed. Secrets are write-only: typed here, sent once, shown back only as 已配置/尾号.
 */
@injectable('Transient')
export class SettingsVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  saved: SchoolSettings | null = null;
  draft: SchoolSettings | null = null;
  secrets: SecretInputs = { ...NO_SECRETS };
  privateKeyName = '';
  platformKeyName = '';
  previews: string[] = [];
  busy = false;
  savingSection: SectionKey | null = null;
  uploading = false;
  notice: { text: string; ok: boolean } | null = null;
  /** The section the notice belongs to (shown beside its 保存 button). */
  noticeAt: SectionKey | null = null;
  /** 测试连接: the last answer per integration, or why the call itself failed; which one is running. */
  tests: Partial<Record<IntegrationTarget, IntegrationCheck | { error: string }>> = {};
  testing: IntegrationTarget | null = null;
  readonly #gw: SchoolSettingsGateway;

  constructor(@inject(SchoolSettingsGateway) gw: SchoolSettingsGateway) {
    this.#gw = gw;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  load(): Promise<void> {
    return runLoad(
      this,
      () => this.#gw.settings(),
      (s) => this.#accept(s),
    );
  }

  #accept(s: SchoolSettings, only?: SectionKey) {
    this.saved = s;
    if (!this.draft || !only) this.draft = copy(s);
    else if (only === 'basic') this.draft.basic = copy(s.basic);
    else if (only === 'links') this.draft.quickLinks = copy(s.quickLinks);
    else if (only === 'texts') this.draft.texts = copy(s.texts);
    else if (only === 'switches') this.draft.switches = copy(s.switches);
    else if (only === 'majors') this.draft.majors = copy(s.majors);
    else this.draft.integrations = copy(s.integrations);
    if (!only || only === 'integrations') {
      this.secrets = { ...NO_SECRETS };
      this.privateKeyName = '';
      this.platformKeyName = '';
      this.tests = {}; // an earlier 测试连接 tested what was saved before
    }
    void this.#refreshPreviews();
  }

  /** Edits a field of the draft: `edit(d => (d.basic.motto = v))`. */
  edit(change: (d: SchoolSettings) => void) {
    if (this.draft) change(this.draft);
  }
  setSecret(name: keyof SecretInputs, value: string) {
    this.secrets[name] = value;
  }

  // ---------- 快捷入口 ----------
  get canAddLink() {
    return (this.draft?.quickLinks.length ?? 0) < MAX_QUICK_LINKS;
  }
  addLink() {
    if (!this.draft || !this.canAddLink) return;
    this.draft.quickLinks.push({ title: '', url: 'https://' });
    void this.#refreshPreviews();
  }
  removeLink(i: number) {
    this.draft?.quickLinks.splice(i, 1);
    void this.#refreshPreviews();
  }
  moveLink(i: number, by: -1 | 1) {
    const l = this.draft?.quickLinks;
    const j = i + by;
    if (!l || j < 0 || j >= l.length) return;
    [l[i], l[j]] = [l[j]!, l[i]!];
    void this.#refreshPreviews();
  }
  setLink(i: number, patch: Partial<QuickLink>) {
    const l = this.draft?.quickLinks[i];
    if (!l) return;
    Object.assign(l, patch);
    if (patch.url !== undefined) void this.#refreshPreviews();
  }
  async #refreshPreviews() {
    const d = this.draft;
    if (!d) return;
    const filled = await Promise.all(d.quickLinks.map((l) => previewLink(l.url, d)));
    runInAction(() => (this.previews = filled));
  }

  // ---------- 录取通知书 ----------
  /** The letter as an applicant would read it, filled with sample values (学校设置 shows it under the editor). */
  get letterSample() {
    const d = this.draft;
    if (!d) return null;
    return renderAdmissionLetter(d.texts.admissionLetter, {
      ...SAMPLE_LETTER_VALUES,
      school: d.basic.schoolName || SAMPLE_LETTER_VALUES.school,
    });
  }

  // ---------- 专业 ----------
  /** A new row; the code is the next number after the highest numeric one. */
  addMajor() {
    const l = this.draft?.majors;
    if (!l || l.length >= MAX_MAJORS) return;
    const next = Math.max(0, ...l.map((m) => Number(m.code)).filter(Number.isFinite)) + 1;
    l.push({ id: '', code: String(next).padStart(2, '0'), name: '' });
  }
  /** Only a row not saved yet may go (a saved major may be held by plans and students). */
  removeMajor(i: number) {
    if (this.draft?.majors[i]?.id === '') this.draft.majors.splice(i, 1);
  }

  // ---------- uploads ----------
  async uploadLogo(file: File): Promise<void> {
    this.noticeAt = 'basic';
    if (!LOGO_TYPES.includes(file.type)) {
      this.notice = { text: '校徽须为 JPG、PNG 或 WebP 图片', ok: false };
      return;
    }
    if (file.size > LOGO_MAX) {
      this.notice = { text: '校徽图片不能超过 2 MB', ok: false };
      return;
    }
    this.uploading = true;
    const up = await runAction(this, () => this.#gw.uploadAsset(file, file.name), '校徽已上传，保存后生效');
    runInAction(() => {
      this.uploading = false;
      if (up && this.draft) {
        this.draft.basic.logoFileId = up.fileId;
        this.draft.basic.logoUrl = up.url;
      }
    });
  }
  /** The merchant private key (apiclient_key.pem) is read here and sent sealed with the save, never stored as a file. */
  async readPrivateKey(file: File): Promise<void> {
    this.noticeAt = 'integrations';
    if (file.size > 16 * 1024) {
      this.notice = { text: '私钥文件过大，请选择 apiclient_key.pem', ok: false };
      return;
    }
    const text = (await file.text()).trim();
    runInAction(() => {
      if (!/^-----BEGIN (RSA )?PRIVATE KEY-----/.test(text)) {
        this.notice = { text: '商户私钥须为 PEM 格式（apiclient_key.pem）', ok: false };
        return;
      }
      this.secrets.privateKey = text;
      this.privateKeyName = file.name;
      this.notice = null;
    });
  }

  /** The platform certificate (wechatpay_*.pem) or 微信支付公钥 (pub_key.pem), sent with the save. */
  async readPlatformKey(file: File): Promise<void> {
    this.noticeAt = 'integrations';
    if (file.size > 16 * 1024) {
      this.notice = { text: '文件过大，请选择平台证书或微信支付公钥文件', ok: false };
      return;
    }
    const text = (await file.text()).trim();
    runInAction(() => {
      if (!/^-----BEGIN (CERTIFICATE|PUBLIC KEY)-----/.test(text)) {
        this.notice = {
          text: '平台证书或微信支付公钥须为 PEM 格式（wechatpay_*.pem 或 pub_key.pem）',
          ok: false,
        };
        return;
      }
      this.secrets.platformKey = text;
      this.platformKeyName = file.name;
      this.notice = null;
    });
  }

  // ---------- 测试连接 ----------
  /** Tests what is saved (not the draft): the server reads the stored credentials. */
  async testConnection(target: IntegrationTarget): Promise<void> {
    if (this.testing) return;
    this.testing = target;
    delete this.tests[target];
    try {
      const r = await this.#gw.testConnection(target);
      runInAction(() => (this.tests[target] = r));
    } catch (e) {
      runInAction(() => (this.tests[target] = { error: loadErrorText(e) }));
    } finally {
      runInAction(() => (this.testing = null));
    }
  }

  // ---------- saving ----------
  /** The client-side check of a section (the server checks again); null when it may be sent. */
  problem(section: SectionKey): string | null {
    const d = this.draft;
    if (!d) return '设置尚未加载';
    if (section === 'basic') {
      const name = d.basic.schoolName.trim();
      if (name.length < 2) return '请填写学校名称（至少2个字）';
      if (name.length > 40) return '学校名称不能超过40个字符';
      const phone = d.basic.servicePhone.trim();
      if (phone && !PHONE_RULE.test(phone)) return '联系电话格式不正确（手机号或带区号的座机号）';
    }
    if (section === 'links') for (const l of d.quickLinks) if (linkProblem(l)) return linkProblem(l);
    if (section === 'texts' && !d.texts.privacy.content.trim()) return '请填写隐私政策内容';
    if (section === 'texts') return admissionLetterProblem(d.texts.admissionLetter);
    if (section === 'majors') return majorsProblem(d.majors);
    return null;
  }

  #payload(section: SectionKey): SettingsSave {
    const d = this.draft!;
    switch (section) {
      case 'basic': {
        const { logoUrl: _shown, ...basic } = d.basic;
        return {
          basic: { ...basic, schoolName: basic.schoolName.trim(), servicePhone: basic.servicePhone.trim() },
        };
      }
      case 'links':
        return { quickLinks: d.quickLinks.map((l) => ({ title: l.title.trim(), url: l.url.trim() })) };
      case 'texts':
        return {
          texts: {
            promise: {
              title: d.texts.promise.title,
              content: d.texts.promise.content,
              signRequired: d.texts.promise.signRequired,
            },
            privacy: { title: d.texts.privacy.title, content: d.texts.privacy.content },
            admissionLetter: { ...d.texts.admissionLetter },
          },
        };
      case 'switches':
        return { switches: { ...d.switches } };
      case 'majors':
        return { majors: d.majors.map((m) => ({ id: m.id, code: m.code.trim(), name: m.name.trim() })) };
      case 'integrations': {
        const i = d.integrations;
        return {
          integrations: {
            wechat: {
              appId: i.wechat.appId.trim(),
              templates: { ...i.wechat.templates },
              appSecret: this.secrets.appSecret,
            },
            sms: { ...i.sms },
            wxpay: {
              mode: i.wxpay.mode,
              appId: i.wxpay.appId.trim(),
              mchid: i.wxpay.mchid.trim(),
              // A direct merchant has no sub-merchant: what was typed in 服务商 mode is not sent.
              subMchid: i.wxpay.mode === 'sp' ? i.wxpay.subMchid.trim() : '',
              subAppId: i.wxpay.mode === 'sp' ? i.wxpay.subAppId.trim() : '',
              serialNo: i.wxpay.serialNo.trim(),
              platformSerial: i.wxpay.platformSerial.trim(),
              apiV3Key: this.secrets.apiV3Key,
              privateKey: this.secrets.privateKey,
              platformKey: this.secrets.platformKey,
            },
          },
        };
      }
    }
  }

  async save(section: SectionKey): Promise<boolean> {
    this.noticeAt = section;
    const problem = this.problem(section);
    if (problem) {
      this.notice = { text: problem, ok: false };
      return false;
    }
    this.savingSection = section;
    const label = SECTIONS.find((s) => s.key === section)!.label;
    const next = await runAction(this, () => this.#gw.save(this.#payload(section)), `${label}已保存`);
    runInAction(() => {
      this.savingSection = null;
      if (next) this.#accept(next, section);
    });
    return !!next;
  }
}
