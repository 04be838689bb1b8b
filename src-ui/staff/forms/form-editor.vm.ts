import { makeAutoObservable, runInAction } from 'mobx';
import { formDesignProblems } from '@domain/forms/design-rules';
import {
  conditionOf,
  conditionParents,
  type FieldCondition,
  type FieldKind,
  freeProp,
  newField,
  optionsFromText,
  removeField,
  renameField,
  setCondition,
  setMaxLength,
  setRequired,
  starterFields,
  type FormDraftDesign,
} from '@domain/forms/designer';
import {
  dropField,
  mergeSectionUp,
  moveInSections,
  renameSection,
  sectionsOf,
  type FormSection,
} from '@domain/forms/sections';
import { hasRegionField, type RegionDivision } from '@domain/forms/region';
import type { FormDesignGateway, PlanOnForm, PublishedFormVersion } from '@domain/staff/plan-setup-gateway';
import type { TemplateField } from '@domain/use-cases/admissions/registration-form';
import { runLoad, type LoadStatus } from '@ui/kit/load-state/load-state';
import { runAction } from '../shared/action';

/** 报名表设计: one form's draft (fields, logic), its published versions, save draft and publish. */
export class FormEditorVm {
  status: LoadStatus = 'loading';
  error: string | null = null;
  busy = false;
  notice: { text: string; ok: boolean } | null = null;
  templateId: string | null;
  design: FormDraftDesign = { name: '新生报名表', fields: starterFields(), logic: [] };
  versions: PublishedFormVersion[] = [];
  /** The field whose settings are open. */
  selected: string | null = null;
  /** A section added by 添加分组 that has no field yet (new fields go into it). */
  pendingSection: string | null = null;
  /** Unsaved changes since the last load or save. */
  dirty = false;
  /** A phone shows one pane at a time: 编辑 or 预览. */
  pane: 'edit' | 'preview' = 'edit';
  /** What staff type in the preview (kept while they edit, so a condition can be tried). */
  previewAnswers: Record<string, unknown> = {};
  /** The region tree for a region field's preview (loaded once the form has one). */
  regions: RegionDivision[] | null = null;
  #regionsAsked = false;
  /** After 发布新版本: the plans still on an earlier version, offered to move (all ticked at first). */
  moveOffer: { version: number; plans: PlanOnForm[]; chosen: string[] } | null = null;
  readonly #gw: FormDesignGateway;

  /** The form a new one is copied from (新建报名表 → 从已有报名表复制). */
  readonly #copyFrom: string | null;

  constructor(gw: FormDesignGateway, templateId: string | null, copyFrom: string | null = null) {
    this.#gw = gw;
    this.templateId = templateId;
    this.#copyFrom = templateId ? null : copyFrom;
    if (!templateId && !this.#copyFrom) this.status = 'ready';
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get title(): string {
    return this.templateId ? `编辑报名表：${this.design.name}` : '新建报名表';
  }

  /** The design rules' Chinese messages (empty: the form may be saved and published). */
  get problems(): string[] {
    return formDesignProblems(this.design.fields, this.design.logic);
  }

  get latestVersion(): number {
    return this.versions.at(-1)?.version ?? 0;
  }

  field(prop: string): TemplateField | undefined {
    return this.design.fields.find((f) => f.prop === prop);
  }

  condition(prop: string): FieldCondition | null {
    return conditionOf(this.design.logic, prop);
  }

  parents(prop: string): TemplateField[] {
    return conditionParents(this.design.fields, prop);
  }

  /** The sections in form order, with the one 添加分组 made (still empty) at the end. */
  get sections(): FormSection<TemplateField>[] {
    const out = sectionsOf(this.design.fields);
    return this.pendingSection === null ? out : [...out, { title: this.pendingSection, fields: [] }];
  }

  load(): Promise<void> {
    const from = this.#copyFrom;
    if (from)
      // A copy starts from the source's latest published version (else its draft) as a new, unsaved form.
      return runLoad(
        this,
        () => this.#gw.get(from),
        (f) => {
          const src = f.versions.at(-1) ?? f.draft;
          this.design = { name: `${src.name}（副本）`.slice(0, 60), fields: src.fields, logic: src.logic };
          this.dirty = true;
          this.ensureRegions();
        },
      );
    const id = this.templateId;
    if (!id) return Promise.resolve();
    return runLoad(
      this,
      () => this.#gw.get(id),
      (f) => {
        this.design = { name: f.draft.name, fields: f.draft.fields, logic: f.draft.logic };
        this.versions = f.versions;
        this.dirty = false;
        this.ensureRegions();
      },
    );
  }

  #edit(next: FormDraftDesign): void {
    this.design = next;
    this.dirty = true;
    this.notice = null;
    this.ensureRegions();
  }

  /** Loads the region tree once, when the design has a region field (a failure leaves the preview without it). */
  ensureRegions(): void {
    if (this.#regionsAsked || !hasRegionField(this.design.fields)) return;
    this.#regionsAsked = true;
    this.#gw.regions().then(
      (tree) => runInAction(() => (this.regions = tree)),
      () => runInAction(() => (this.#regionsAsked = false)),
    );
  }

  /** 省市区: how deep a region field goes (1 省, 2 省市, 3 省市区). */
  setRegionLevel(prop: string, level: number): void {
    this.#update(prop, (f) => ({ ...f, regionLevel: level }));
  }

  #update(prop: string, change: (f: TemplateField) => TemplateField): void {
    this.#edit({
      ...this.design,
      fields: this.design.fields.map((f) => (f.prop === prop ? change(f) : f)),
    });
  }

  setName(name: string): void {
    this.#edit({ ...this.design, name });
  }

  /** A new field at the end of the last section (the one 添加分组 just made, if any). */
  addField(kind: FieldKind): void {
    const prop = freeProp(this.design.fields);
    const section = this.pendingSection ?? this.design.fields.at(-1)?.section;
    const field = { ...newField(kind, prop), ...(section ? { section } : {}) };
    this.#edit({ ...this.design, fields: [...this.design.fields, field] });
    this.pendingSection = null;
    this.selected = prop;
  }

  /** 添加分组: a new titled section at the end; the next field added goes into it. */
  addSection(): void {
    this.pendingSection = `分组${sectionsOf(this.design.fields).length + 1}`;
  }

  setSectionTitle(index: number, title: string): void {
    if (this.pendingSection !== null && index === sectionsOf(this.design.fields).length) {
      this.pendingSection = title;
      return;
    }
    this.#edit({ ...this.design, fields: renameSection(this.design.fields, index, title) });
  }

  /** 删除分组: its fields join the section above (an empty new section just goes). */
  removeSection(index: number): void {
    if (this.pendingSection !== null && index === sectionsOf(this.design.fields).length) {
      this.pendingSection = null;
      return;
    }
    this.#edit({ ...this.design, fields: mergeSectionUp(this.design.fields, index) });
  }

  select(prop: string | null): void {
    this.selected = this.selected === prop ? null : prop;
  }

  /** One place up or down; across a section boundary the field changes section (sections.ts). */
  move(prop: string, by: -1 | 1): void {
    this.#edit({ ...this.design, fields: moveInSections(this.design.fields, prop, by) });
  }

  /** Drag and drop (pointer, touch or keyboard): the field takes the place and section of `overProp`. */
  drop(prop: string, overProp: string): void {
    if (prop === overProp) return;
    this.#edit({ ...this.design, fields: dropField(this.design.fields, prop, overProp) });
  }

  remove(prop: string): void {
    this.#edit(removeField(this.design, prop));
    if (this.selected === prop) this.selected = null;
  }

  setLabel(prop: string, label: string): void {
    this.#update(prop, (f) => ({ ...f, label }));
  }

  setPlaceholder(prop: string, placeholder: string): void {
    this.#update(prop, (f) => ({ ...f, placeholder }));
  }

  setRequired(prop: string, required: boolean): void {
    this.#update(prop, (f) => setRequired(f, required));
  }

  setMaxLength(prop: string, text: string): void {
    const n = Number.parseInt(text, 10);
    this.#update(prop, (f) => setMaxLength(f, Number.isFinite(n) && n > 0 ? n : undefined));
  }

  /** A pasted list: one option per line. A condition naming a removed option is kept for the rules to flag. */
  setOptions(prop: string, text: string): void {
    this.#update(prop, (f) => ({ ...f, options: optionsFromText(text) }));
  }

  /** Renames the answer key (and every rule naming it); an empty key is kept for the rules to flag. */
  setProp(prop: string, next: string): void {
    const to = next.trim();
    if (to === prop) return;
    this.#edit(renameField(this.design, prop, to));
    if (this.selected === prop) this.selected = to;
  }

  /** '' for the parent clears the condition; a new parent starts with its first option. */
  setConditionParent(prop: string, parent: string): void {
    const first = this.field(parent)?.options?.[0]?.label ?? '';
    this.#edit(setCondition(this.design, prop, parent ? { parent, value: first } : null));
  }

  setConditionValue(prop: string, value: string): void {
    const c = this.condition(prop);
    if (c) this.#edit(setCondition(this.design, prop, { ...c, value }));
  }

  setPane(pane: 'edit' | 'preview'): void {
    this.pane = pane;
  }

  setPreviewAnswer(key: string, value: unknown): void {
    this.previewAnswers = { ...this.previewAnswers, [key]: value };
  }

  resetPreview(): void {
    this.previewAnswers = {};
  }

  /** Saves the draft (creating the form the first time); refused with the rules' messages when broken. */
  async save(): Promise<boolean> {
    if (this.problems.length) {
      this.notice = { text: `请先修改：${this.problems[0]}`, ok: false };
      return false;
    }
    const r = await runAction(this, () => this.#gw.saveDraft(this.templateId, this.design), '草稿已保存');
    if (!r) return false;
    runInAction(() => {
      this.templateId = r.templateId;
      this.dirty = false;
    });
    return true;
  }

  toggleMove(planId: string): void {
    const o = this.moveOffer;
    if (!o) return;
    o.chosen = o.chosen.includes(planId) ? o.chosen.filter((x) => x !== planId) : [...o.chosen, planId];
  }
  dismissMove(): void {
    this.moveOffer = null;
  }
  /** Moves the ticked plans to the new version (audited on the server); the dialog closes either way. */
  async confirmMove(): Promise<boolean> {
    const o = this.moveOffer;
    if (!o || !o.chosen.length || !this.templateId) return false;
    const id = this.templateId;
    const r = await runAction(
      this,
      () => this.#gw.movePlans(id, o.version, o.chosen),
      (m) => `${m.moved.map((p) => p.name).join('、')} 已改用第${m.version}版，家长报名时填写新版本`,
    );
    runInAction(() => (this.moveOffer = null));
    return !!r;
  }

  /** Saves, then freezes the draft as the next version and offers to move the plans still on an earlier one. */
  async publish(): Promise<boolean> {
    if (this.dirty || !this.templateId) {
      if (!(await this.save())) return false;
    }
    const id = this.templateId!;
    const r = await runAction(
      this,
      () => this.#gw.publish(id),
      (v) =>
        v.earlierPlans.length
          ? `已发布第${v.version}版。已提交的报名保留原版本`
          : `已发布第${v.version}版。已提交的报名保留原版本；新建或编辑招生计划时可选用新版本`,
    );
    if (!r) return false;
    runInAction(() => {
      const { templateId: _t, earlierPlans, ...version } = r;
      this.versions = [...this.versions, version];
      this.moveOffer = earlierPlans.length
        ? { version: r.version, plans: earlierPlans, chosen: earlierPlans.map((p) => p.planId) }
        : null;
    });
    return true;
  }
}
