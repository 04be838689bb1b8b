import type { Answers, FieldLogicDef, FormFieldDef } from '@contract/api/enrollment';

function matches(when: FieldLogicDef['when'], answers: Answers): boolean {
  const raw = answers[when.prop];
  const given = Array.isArray(raw) ? raw.map((v) => (typeof v === 'string' ? v : v.fileId)) : raw == null ? [] : [raw];
  const wanted = Array.isArray(when.value) ? when.value : [when.value];
  const hit = given.some((g) => wanted.includes(g));
  return when.op === 'neq' ? !hit : hit;
}

/**
 * fieldLogicList applied to the answers as the server applies it: the template's own show and
 * rules[0].required first, then each matching rule in order (show, hide, required, optional).
 * Returns the fields with `show` and rules[0].required set, ready for the dynamic form.
 */
export function applyLogic(fields: readonly FormFieldDef[], logic: readonly FieldLogicDef[], answers: Answers): FormFieldDef[] {
  const state = new Map(fields.map((f) => [f.prop, { show: f.show, required: !!f.rules[0]?.required }]));
  for (const rule of logic) {
    if (!matches(rule.when, answers)) continue;
    for (const t of rule.targets) {
      const s = state.get(t);
      if (!s) continue;
      if (rule.action === 'show') s.show = true;
      else if (rule.action === 'hide') s.show = false;
      else s.required = rule.action === 'required';
    }
  }
  return fields.map((f) => {
    const s = state.get(f.prop)!;
    const [first, ...rest] = f.rules;
    const rules = s.required === !!first?.required ? f.rules : [{ ...(first ?? {}), required: s.required }, ...rest];
    return { ...f, show: s.show, rules };
  });
}
