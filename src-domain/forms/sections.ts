/**
 * 分组 (sections) of a registration form (issue 26): a field belongs to the section whose title it
 * carries in `section`; a section is a run of neighbouring fields with the same title, so the order
 * of the fields (which the field logic reads top to bottom) stays the one order of the form.
 */
export interface SectionedField {
  prop?: string;
  label: string;
  section?: string;
}

export interface FormSection<F> {
  /** '' for fields without a section (a form of one untitled section shows no heading). */
  title: string;
  fields: F[];
}

export const SECTION_TITLE_MAX = 30;

const titleOf = (f: SectionedField) => f.section?.trim() ?? '';

/** The sections in form order: each run of neighbouring fields with one title. */
export function sectionsOf<F extends SectionedField>(fields: readonly F[]): FormSection<F>[] {
  const out: FormSection<F>[] = [];
  for (const f of fields) {
    const last = out.at(-1);
    if (last && last.title === titleOf(f)) last.fields.push(f);
    else out.push({ title: titleOf(f), fields: [f] });
  }
  return out;
}

/** Whether the student form shows headings: only when some field has a section title. */
export const hasSections = (fields: readonly SectionedField[]): boolean => fields.some((f) => !!titleOf(f));

/** Sets the title of the `index`th section (its fields carry the new title). */
export function renameSection<F extends SectionedField>(
  fields: readonly F[],
  index: number,
  title: string,
): F[] {
  const sections = sectionsOf(fields);
  const target = new Set(sections[index]?.fields ?? []);
  return fields.map((f) => (target.has(f) ? { ...f, section: title } : f));
}

/** Removes the `index`th section (index ≥ 1): its fields join the section above. */
export function mergeSectionUp<F extends SectionedField>(fields: readonly F[], index: number): F[] {
  const sections = sectionsOf(fields);
  if (index < 1 || index >= sections.length) return [...fields];
  return renameSection(fields, index, sections[index - 1]!.title);
}

/**
 * Moves a field one place up (−1) or down (+1) within its section; the first field of a section
 * moving up joins the end of the section above (the last moving down, the start of the one below):
 * the field keeps its place in the form and takes the neighbouring section's title.
 */
export function moveInSections<F extends SectionedField>(
  fields: readonly F[],
  prop: string,
  by: -1 | 1,
): F[] {
  const at = fields.findIndex((f) => f.prop === prop);
  const next = at + by;
  if (at < 0) return [...fields];
  const me = fields[at]!;
  const neighbour = fields[next];
  const out = [...fields];
  if (neighbour && titleOf(neighbour) === titleOf(me)) {
    out[at] = neighbour;
    out[next] = me;
    return out;
  }
  if (!neighbour) return out;
  out[at] = { ...me, section: neighbour.section };
  return out;
}

/**
 * A field dragged onto another (the designer's drag and drop, pointer, touch or keyboard): it takes
 * the other's place in the form and its section's title, so a drop within a section reorders it and
 * a drop in another section moves it there. Sections stay runs of one title. Unknown keys change nothing.
 */
export function dropField<F extends SectionedField>(
  fields: readonly F[],
  prop: string,
  overProp: string,
): F[] {
  const from = fields.findIndex((f) => f.prop === prop);
  const to = fields.findIndex((f) => f.prop === overProp);
  if (from < 0 || to < 0 || from === to) return [...fields];
  const out = [...fields];
  const [me] = out.splice(from, 1);
  const over = fields[to]!;
  const moved = titleOf(me!) === titleOf(over) ? me! : { ...me!, section: over.section };
  out.splice(to, 0, moved);
  return out;
}

/** Whether the field can move that way (at the very top or bottom of the form it cannot). */
export function canMove(fields: readonly SectionedField[], prop: string, by: -1 | 1): boolean {
  const at = fields.findIndex((f) => f.prop === prop);
  return at >= 0 && at + by >= 0 && at + by < fields.length;
}

/** The design rules of sections, in Chinese: titles not too long, one run per title. */
export function sectionProblems(fields: readonly SectionedField[]): string[] {
  const out: string[] = [];
  const sections = sectionsOf(fields);
  const seen = new Set<string>();
  for (const s of sections) {
    if (s.title.length > SECTION_TITLE_MAX)
      out.push(`分组标题“${s.title.slice(0, 10)}…”最多${SECTION_TITLE_MAX}字`);
    if (seen.has(s.title))
      out.push(
        s.title ? `分组“${s.title}”出现在两处，请合并或改名` : '未命名的分组出现在两处，请为分组填写标题',
      );
    seen.add(s.title);
  }
  return out;
}
