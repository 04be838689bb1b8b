/**
 * 录取通知书 (issue 26 item 6): the school writes the title and body in 学校设置 with placeholders;
 * the parent's 录取查询, the result QR's notice page and the staff preview fill them per applicant.
 * One module holds the placeholders, the default wording, the check and the filling.
 */

/** What a letter is filled with for one admitted applicant. */
export interface LetterValues {
  name: string;
  plan: string;
  /** The admitted major (assigned, else the first wished), '' when the form asks none. */
  major: string;
  /** 报到时间 of the school, as people read it (reportTimeText). */
  reportTime: string;
  school: string;
}

/** The placeholders staff may insert, in the order the editor lists them, with what each becomes. */
export const LETTER_PLACEHOLDERS = [
  { token: '{姓名}', label: '学生姓名', key: 'name' },
  { token: '{学校}', label: '学校名称', key: 'school' },
  { token: '{计划}', label: '招生计划', key: 'plan' },
  { token: '{专业}', label: '录取专业', key: 'major' },
  { token: '{报到时间}', label: '报到时间', key: 'reportTime' },
] as const satisfies readonly { token: string; label: string; key: keyof LetterValues }[];

/** Wording saved before the placeholders were renamed: still filled, no longer offered. */
const LEGACY: Record<string, keyof LetterValues> = { '{报到日期}': 'reportTime' };

/** What an empty value reads as inside a letter (a form without a major field). */
const MISSING = '待定';

export interface AdmissionLetter {
  title: string;
  body: string;
}

/** The wording of a school that never wrote its own. */
export const DEFAULT_ADMISSION_LETTER: AdmissionLetter = {
  title: '录取通知书',
  body: '{姓名}同学：\n恭喜你被我校{计划}录取，录取专业：{专业}。\n请于{报到时间}持本通知书到校报到。',
};

/** What 学校设置 fills the letter with to show the school its wording. */
export const SAMPLE_LETTER_VALUES: LetterValues = {
  name: '张三',
  plan: '2026年秋季普通招生',
  major: '计算机应用',
  reportTime: '2026年8月28日至9月5日',
  school: '示范中学',
};

export const LETTER_TITLE_MAX = 40;

const TOKEN = /\{([^{}]*)\}/g;
const known = (token: string): keyof LetterValues | undefined =>
  LETTER_PLACEHOLDERS.find((p) => p.token === token)?.key ?? LEGACY[token];

/** Why this wording cannot be saved (a Chinese sentence naming the fault), or null when it can. */
export function letterTextProblem(text: string, label = '录取通知书'): string | null {
  const unknown = [...text.matchAll(TOKEN)].map((m) => m[0]).filter((t) => !known(t));
  if (unknown.length)
    return `${label}中有无法识别的占位符：${[...new Set(unknown)].join('、')}。可用的占位符：${LETTER_PLACEHOLDERS.map((p) => p.token).join(' ')}`;
  if (/[{}]/.test(text.replace(TOKEN, ''))) return `${label}中的花括号“{”“}”只能用于占位符，如 {姓名}`;
  return null;
}

/** The title and body checked together; the first fault, or null. */
export function admissionLetterProblem(l: AdmissionLetter): string | null {
  if (!l.title.trim()) return '请填写录取通知书标题';
  if (!l.body.trim()) return '请填写录取通知书正文';
  return letterTextProblem(l.title, '录取通知书标题') ?? letterTextProblem(l.body, '录取通知书正文');
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A body written in the rich editor (markup) rather than plain lines of an older save or the default. */
export const isLetterHtml = (body: string): boolean => /<[a-z][\s\S]*>/i.test(body);

/**
 * The body as markup to show: the rich editor's HTML as is, plain lines (the default wording, a
 * letter saved before the editor) one paragraph each. Screens sanitize it again before showing it.
 */
export function letterBodyHtml(body: string): string {
  if (isLetterHtml(body)) return body;
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * One text with each placeholder filled (an unknown one, which a save refuses, is left as written);
 * `html`: the text is markup, so the values go in escaped (a name is text, never markup).
 */
export function fillLetterText(text: string, v: LetterValues, html = false): string {
  return text.replace(TOKEN, (t) => {
    const key = known(t);
    if (!key) return t;
    const value = v[key].trim() || MISSING;
    return html ? escapeHtml(value) : value;
  });
}

/**
 * The letter one applicant reads: a plain title; the body as written (the rich editor's markup with
 * the values escaped, or plain lines), shown through letterBodyHtml.
 */
export function renderAdmissionLetter(l: AdmissionLetter, v: LetterValues): AdmissionLetter {
  return { title: fillLetterText(l.title, v), body: fillLetterText(l.body, v, isLetterHtml(l.body)) };
}

/** A stored letter of any age: the old single text is the body under the default title. */
export function storedLetter(raw: unknown): AdmissionLetter {
  if (typeof raw === 'string')
    return { title: DEFAULT_ADMISSION_LETTER.title, body: raw || DEFAULT_ADMISSION_LETTER.body };
  if (raw && typeof raw === 'object') {
    const r = raw as Partial<AdmissionLetter>;
    return {
      title: typeof r.title === 'string' && r.title ? r.title : DEFAULT_ADMISSION_LETTER.title,
      body: typeof r.body === 'string' && r.body ? r.body : DEFAULT_ADMISSION_LETTER.body,
    };
  }
  return DEFAULT_ADMISSION_LETTER;
}

const day = (d: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(d);
  return m ? { y: m[1]!, text: `${Number(m[2])}月${Number(m[3])}日` } : null;
};

/** 报到时间 from the school's 报到设置 days (YYYY-MM-DD): 2026年8月28日至9月5日. */
export function reportTimeText(start: string, end: string): string {
  const a = day(start);
  const b = day(end);
  if (!a) return '';
  if (!b || end === start) return `${a.y}年${a.text}`;
  return `${a.y}年${a.text}至${b.y === a.y ? '' : `${b.y}年`}${b.text}`;
}

interface MajorField {
  prop: string;
  InfochooseMajorList?: readonly { id: string | number; name: string }[];
}

/** The major a letter names: the school-assigned one (assignedMajor), else the first wished (majors). */
export function letterMajor(fields: readonly MajorField[], answers: Record<string, unknown>): string {
  for (const prop of ['assignedMajor', 'majors']) {
    const f = fields.find((x) => x.prop === prop);
    const v = answers[prop];
    const first = Array.isArray(v) ? v[0] : v;
    if (!f || first === undefined || first === null || first === '') continue;
    const m = f.InfochooseMajorList?.find((x) => String(x.id) === String(first));
    return m?.name ?? String(first);
  }
  return '';
}
