/**
 * 录取专业 (issue 34 items 4 and 13): the one major an admission names. The 录取 dialog offers the
 * plan's 招生专业 and starts on the first 意向专业 the parent chose among them; the server refuses any
 * other. The letter's {专业}, the roster, placement, exports and the staff rows read the stored choice.
 */

export interface MajorChoice {
  id: string;
  name: string;
}

/** The fields that may carry the parent's 意向专业. */
export interface WishField {
  prop: string;
  /** A designer 意向专业 field: its choices are the plan's 招生专业. */
  planMajors?: boolean;
  InfochooseMajorList?: readonly { id: string | number }[];
  /** A 下拉选择 whose options are majors by name (a form built before the 意向专业 kind). */
  options?: readonly { index: number; label: string }[];
}

const listOf = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];

/**
 * The ids the parent wished for, first choice first (every major field of the form, in form order).
 * With `majors` (the school's or the plan's), a picker answer naming one of them counts as its wish.
 */
export function wishedMajorIds(
  fields: readonly WishField[],
  answers: Record<string, unknown>,
  majors: readonly MajorChoice[] = [],
): string[] {
  const out: string[] = [];
  const add = (id: string) => {
    if (!out.includes(id)) out.push(id);
  };
  for (const f of fields) {
    // A major the school fixed on the form (定向专业, not the parent's choice) is not a wish.
    if (f.prop === 'assignedMajor') continue;
    const v = listOf(answers[f.prop]);
    if (f.planMajors || f.InfochooseMajorList?.length) {
      for (const x of v) add(String(x));
    } else if (f.options?.length && majors.length) {
      for (const x of v) {
        const label = f.options.find((o) => String(o.index) === String(x))?.label ?? String(x);
        const m = majors.find((c) => c.name === label.trim());
        if (m) add(m.id);
      }
    }
  }
  return out;
}

/** The 录取专业 the dialog starts on: the first wish that the plan offers, else the plan's only major, else null. */
export function defaultAdmittedMajor(
  planMajors: readonly MajorChoice[],
  wished: readonly string[],
): string | null {
  const offered = new Set(planMajors.map((m) => m.id));
  const first = wished.find((id) => offered.has(id));
  if (first) return first;
  return planMajors.length === 1 ? planMajors[0]!.id : null;
}

/**
 * Why `majorId` cannot be the 录取专业 of an admission on this plan (a Chinese sentence), or null.
 * A plan without 招生专业 admits without a major; a plan with them needs one of them.
 */
export function admittedMajorProblem(
  planMajors: readonly MajorChoice[],
  majorId: string | null | undefined,
): string | null {
  if (!planMajors.length) return majorId ? '该招生计划没有设置招生专业，不能指定录取专业' : null;
  if (!majorId) return '请选择录取专业';
  if (!planMajors.some((m) => m.id === majorId)) return '录取专业不在该招生计划的招生专业中';
  return null;
}

/** The name of a stored 录取专业 ('' when none). */
export function majorNameOf(choices: readonly MajorChoice[], id: string | null | undefined): string {
  if (!id) return '';
  return choices.find((m) => m.id === id)?.name ?? '';
}

/** A form's 意向专业 fields (planMajors) with their choices filled in; other fields unchanged. */
export function withPlanMajors<F extends { planMajors?: boolean }>(
  fields: readonly F[],
  choices: readonly MajorChoice[],
): F[] {
  return fields.map((f) =>
    f.planMajors ? { ...f, InfochooseMajorList: choices.map((m) => ({ id: m.id, name: m.name })) } : f,
  );
}
