import { fieldKey, type AnswerField } from './answers/field-def';
import { ID_NUMBER_PROP, NAME_PROP } from './answers/template-rules';
import { FIELD_TYPE_NAMES, fieldTypeOf, type FieldTypeName } from './field-types';
import { sectionProblems, type SectionedField } from './sections';

/** Every field type the student app's dynamic form renders: the registered ones (contract fieldType reads them too). */
export const FORM_FIELD_TYPES = FIELD_TYPE_NAMES;
export type FormFieldType = FieldTypeName;

/** A field's answer key: a letter first, then letters, digits or _ (it is a JSON key and an xlsx column). */
export const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** What the design rules read of a logic rule (contract fieldLogic). */
export interface DesignLogic {
  id: string;
  action?: string;
  when: { prop: string };
  targets: readonly string[];
}

const named = (f: AnswerField, i: number) =>
  `第${i + 1}个字段${f.label?.trim() ? `（${f.label.trim()}）` : ''}`;

/** One field's own problems, in Chinese. */
function fieldProblems(f: AnswerField, i: number): string[] {
  const out: string[] = [];
  const where = named(f, i);
  if (!f.label?.trim()) out.push(`${where}缺少名称`);
  if (!FIELD_KEY.test(f.prop ?? '')) out.push(`${where}的字段标识须以字母开头，只含字母、数字和下划线`);
  const type = fieldTypeOf(f.type);
  if (!type) out.push(`${where}的类型“${f.type ?? ''}”不存在`);
  out.push(...(type?.designProblems?.(f, where) ?? []));
  return out;
}

/**
 * The design rules of a registration form, as Chinese messages (empty when the form may be saved):
 * fields named, keys unique and well formed, known types, pickers with options, the name and identity
 * number every registration carries, and logic naming only fields of the form.
 */
export function formDesignProblems(
  fields: readonly (AnswerField & SectionedField)[],
  logic: readonly DesignLogic[] = [],
): string[] {
  if (!fields.length) return ['报名表至少需要一个字段'];
  const out = fields.flatMap(fieldProblems);
  const seen = new Map<string, number>();
  fields.forEach((f, i) => {
    const key = f.prop ?? '';
    if (!key) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else out.push(`字段标识“${key}”重复（第${first + 1}个和第${i + 1}个字段）`);
  });
  for (const key of [NAME_PROP, ID_NUMBER_PROP])
    if (!seen.has(key))
      out.push(`报名表须包含字段标识为“${key}”的${key === NAME_PROP ? '姓名' : '证件号码'}字段`);
  const keys = new Set(fields.map(fieldKey));
  for (const rule of logic) {
    if (!keys.has(rule.when.prop)) out.push(`字段逻辑引用了不存在的字段“${rule.when.prop}”`);
    for (const t of rule.targets) {
      if (!keys.has(t)) out.push(`字段逻辑引用了不存在的字段“${t}”`);
      else if (t === rule.when.prop) out.push(`字段“${t}”的逻辑不能以自身为条件`);
    }
    if (!rule.targets.length) out.push('字段逻辑至少需要一个目标字段');
  }
  return [...out, ...sectionProblems(fields), ...logicOrderProblems(fields, logic)];
}

/**
 * The logic as a graph (condition field → target fields) must read top to bottom: a condition field
 * comes before every field it shows or hides, so a parent answers before its child appears and no
 * chain of conditions can loop back (a cycle is named first, as the clearer message).
 */
export function logicOrderProblems(fields: readonly AnswerField[], logic: readonly DesignLogic[]): string[] {
  const at = new Map(fields.map((f, i) => [fieldKey(f), i]));
  const label = (k: string) => fields[at.get(k)!]?.label?.trim() || k;
  const edges = logic.flatMap((r) =>
    r.targets
      .filter((t) => t !== r.when.prop && at.has(t) && at.has(r.when.prop))
      .map((t) => [r.when.prop, t] as const),
  );
  const cycle = findCycle(edges);
  if (cycle) return [`字段逻辑形成循环：${cycle.map(label).join(' → ')}`];
  const out: string[] = [];
  // One parent condition per field (pretix's model): a field is shown or hidden by one other field.
  const parents = new Map<string, Set<string>>();
  for (const r of logic)
    if (r.action === 'show' || r.action === 'hide')
      for (const t of r.targets) parents.set(t, (parents.get(t) ?? new Set()).add(r.when.prop));
  for (const [child, from] of parents)
    if (from.size > 1 && at.has(child)) out.push(`字段“${label(child)}”只能由一个条件字段控制显示`);
  for (const [parent, child] of edges)
    if (at.get(parent)! > at.get(child)!)
      out.push(`条件字段“${label(parent)}”须排在它控制的字段“${label(child)}”之前`);
  return [...new Set(out)];
}

/** One cycle of the directed graph, as its keys with the first repeated at the end; null when none. */
export function findCycle(edges: readonly (readonly [string, string])[]): string[] | null {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (k: string): string[] | null => {
    if (onPath.has(k)) return [...path.slice(path.indexOf(k)), k];
    if (done.has(k)) return null;
    path.push(k);
    onPath.add(k);
    for (const n of next.get(k) ?? []) {
      const c = visit(n);
      if (c) return c;
    }
    path.pop();
    onPath.delete(k);
    done.add(k);
    return null;
  };
  for (const k of next.keys()) {
    const c = visit(k);
    if (c) return c;
  }
  return null;
}
