import type { z } from 'zod';
import { apiError } from './errors';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}
const defOf = (s: z.ZodType): Def => (s as unknown as { def: Def }).def;

/** The `.describe('姓名')` label of the field at `path`, looking through optional/default/pipe wrappers. */
export function fieldLabel(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  let s: z.ZodType | undefined = schema;
  let label: string | undefined;
  for (let i = 0; s;) {
    if (s.description) label = s.description;
    const d = defOf(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === 'pipe') s = d.in;
    else if (i === path.length) return label;
    else if (d.type === 'object') {
      s = d.shape?.[String(path[i++])];
      label = undefined;
    } else if (d.type === 'array') {
      s = d.element;
      i++;
    } else return label;
  }
  return label;
}

/** One clear Chinese message naming the field (contract/README: bad input → code 400 with a Chinese msg). */
export function issueMessage(schema: z.ZodType, issue: z.core.$ZodIssue, input: unknown): string {
  const label =
    fieldLabel(schema, issue.path) ?? (issue.path.length ? String(issue.path.join('.')) : '请求参数');
  let value: unknown = input;
  for (const k of issue.path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[k] : undefined;
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? `请填写${label}` : `${label}格式不正确`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}不能超过${String(issue.maximum)}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label}最多${String(issue.maximum)}项`;
      return `${label}不能大于${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `请填写${label}` : `${label}至少${String(issue.minimum)}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `请选择${label}`;
      return `${label}不能小于${String(issue.minimum)}`;
    case 'invalid_value':
      return `${label}的取值无效`;
    case 'custom':
      return issue.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : `${label}不正确`;
    default:
      return `${label}格式不正确`;
  }
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw apiError('BAD_REQUEST', issueMessage(schema, r.error.issues[0]!, input));
}
