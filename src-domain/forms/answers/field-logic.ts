import { fieldKey, fieldValue, isRequired, isShown, type AnswerField, type FieldRule } from './field-def';

/**
 * A register/fieldLogicList rule, the contract's `fieldLogic` shape: when the answer of `when.prop`
 * equals (`eq`, `in`: one of) or differs from (`neq`) `when.value`, `action` applies to `targets`.
 */
export interface FieldLogic {
  id: string;
  when: { prop: string; op: 'eq' | 'neq' | 'in'; value: string | string[] };
  action: 'show' | 'hide' | 'required' | 'optional';
  targets: string[];
}

/** An answer as the strings a rule compares: chosen ids, file ids, or the text. */
function answerList(v: unknown): string[] {
  if (Array.isArray(v)) {
    return v.map((x) => (x && typeof x === 'object' && 'fileId' in x ? String(x.fileId) : String(x)));
  }
  return v == null || v === '' ? [] : [String(v)];
}

function fires(
  l: FieldLogic,
  f: AnswerField | undefined,
  visible: Set<string>,
  values: Record<string, unknown>,
) {
  if (!f || !visible.has(l.when.prop)) return false;
  const wanted = Array.isArray(l.when.value) ? l.when.value : [l.when.value];
  const hit = answerList(fieldValue(f, values)).some((a) => wanted.includes(a));
  return l.when.op === 'neq' ? !hit : hit;
}

/** rules[0] is made (not) required; a first rule with a message of another check keeps it, behind a new one. */
function withRequired(rules: readonly FieldRule[] = [], required: boolean): FieldRule[] {
  const [first, ...rest] = rules;
  if ((first?.required === true) === required) return [...rules];
  if (first && first.required === undefined && first.message !== undefined) return [{ required }, ...rules];
  return [{ ...(first ?? {}), required }, ...rest];
}

/**
 * Applies fieldLogicList to the answers, the same on the client and the server: the template's
 * own show and rules[0].required first, then each firing rule in order. A rule whose own field is
 * hidden does not fire, so chains settle over a few passes. Returns new fields; inputs are kept.
 */
export function applyFieldLogic<F extends AnswerField>(
  fields: readonly F[],
  logic: readonly FieldLogic[],
  values: Record<string, unknown> = {},
): F[] {
  const byKey = new Map(fields.map((f) => [fieldKey(f), f]));
  let visible = new Set(fields.filter(isShown).map(fieldKey));
  let state = new Map<string, { show: boolean; required: boolean }>();
  for (let pass = 0; pass <= fields.length; pass++) {
    state = new Map(fields.map((f) => [fieldKey(f), { show: isShown(f), required: isRequired(f) }]));
    for (const l of logic) {
      if (!fires(l, byKey.get(l.when.prop), visible, values)) continue;
      for (const t of l.targets) {
        const s = state.get(t);
        if (!s) continue;
        if (l.action === 'show' || l.action === 'hide') s.show = l.action === 'show';
        else s.required = l.action === 'required';
      }
    }
    const next = new Set([...state].filter(([, s]) => s.show).map(([k]) => k));
    const stable = next.size === visible.size && [...next].every((k) => visible.has(k));
    visible = next;
    if (stable) break;
  }
  return fields.map((f) => {
    const s = state.get(fieldKey(f))!;
    const out = { ...f, show: s.show };
    if (s.required !== isRequired(f)) out.rules = withRequired(f.rules, s.required);
    return out;
  });
}
