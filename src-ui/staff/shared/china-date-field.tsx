import DatePicker from 'antd-mobile/es/components/date-picker';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DESK_POINTER, useWide } from './use-wide';
import './china-date-field.css';

// The desk's calendar loads on its first opening (a chunk of its own, as the phone's wheels' popup is).
const DeskDatePanel = lazy(() => import('./desk-date-panel').then((m) => ({ default: m.DeskDatePanel })));

export type DatePrecision = 'day' | 'minute' | 'second';

const PATTERN = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock time in China (北京时间) as typed: "2026-06-01 08:00", "2026-06-01T08:00" or, for a
 * date, "2026-06-01"; the value form is the one the view models read (YYYY-MM-DD[THH:mm[:ss]]).
 * Null when it is not a whole, real date of the precision.
 */
export function wallClock(text: string, precision: DatePrecision): string | null {
  const m = PATTERN.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const day = `${m[1]}-${pad(mo)}-${pad(d)}`;
  if (precision === 'day') return m[4] === undefined ? day : null;
  if (m[4] === undefined) return null;
  const [h, mi, s] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return null;
  return precision === 'minute' ? `${day}T${pad(h)}:${pad(mi)}` : `${day}T${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** The box's text of a value: the date and time with a space, as Chinese forms write it. */
const shown = (value: string) => value.replace('T', ' ');

/**
 * The picker works on the browser's Date; China time is kept by carrying the wall clock's parts
 * (whatever the browser's own time zone, 08:00 stays 08:00 北京时间).
 */
function toDate(value: string, precision: DatePrecision): Date | undefined {
  const v = wallClock(value, precision);
  if (!v) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = v.split(/[-T:]/).map(Number) as number[];
  return new Date(y!, mo! - 1, d, h, mi, s);
}
function fromDate(d: Date, precision: DatePrecision): string {
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  if (precision === 'day') return day;
  const hm = `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return precision === 'minute' ? hm : `${hm}:${pad(d.getSeconds())}`;
}

/** This minute's wall clock in China (UTC+8, no daylight time) as a browser Date with those parts. */
function chinaNow(): Date {
  const c = new Date(Date.now() + 8 * 3600_000);
  return new Date(c.getUTCFullYear(), c.getUTCMonth(), c.getUTCDate(), c.getUTCHours(), c.getUTCMinutes());
}

const UNITS: Record<string, string> = {
  year: '年',
  month: '月',
  day: '日',
  hour: '时',
  minute: '分',
  second: '秒',
};
const PLACEHOLDER: Record<DatePrecision, string> = {
  day: '如 2026-09-01',
  minute: '如 2026-09-01 08:00',
  second: '如 2026-09-01 08:00:00',
};

/**
 * A staff date (or date and time) field in China time with a zh-CN picker (issue 24 item 2): a text
 * box that takes the date typed (keyboard, the same at every browser locale) and a 选择 button that
 * opens a picker: at a desk a month calendar with 时/分 lists (DeskDatePanel), on a phone antd-mobile's
 * DatePicker (zh-CN wheels: 年 月 日 时 分). Usable at 1280 and 375 px.
 */
export function ChinaDateField({
  id,
  label,
  value,
  onChange,
  precision = 'minute',
  describedBy,
  invalid,
  className = 'staff-select',
  min,
  max,
}: {
  id?: string;
  /** The field's name (the picker's title, the 选择 button's name; the box's when no id is given). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  precision?: DatePrecision;
  describedBy?: string;
  /** The form refused the value (aria-invalid; the error is the describedBy element). */
  invalid?: boolean;
  className?: string;
  min?: Date;
  max?: Date;
}) {
  const [text, setText] = useState(() => shown(value));
  const [open, setOpen] = useState(false);
  // A value set from outside (a draft loaded, the picker) shows in the box unless it is what is typed.
  useEffect(() => {
    setText((t) => (wallClock(t, precision) === value ? t : shown(value)));
  }, [value, precision]);
  // Nothing chosen yet: the picker starts at this minute in Beijing, whatever the browser's zone.
  const now = chinaNow();
  // At a desk (wide, a mouse) a calendar; on a phone the zh-CN wheels.
  const desk = useWide(DESK_POINTER);
  // What both pickers take: the value as a Date (China wall clock), the range, a choice, closing.
  const picker = {
    visible: open,
    title: label,
    precision,
    value: toDate(value, precision) ?? now,
    min: min ?? new Date(now.getFullYear() - 5, 0, 1),
    max: max ?? new Date(now.getFullYear() + 5, 11, 31),
    onConfirm: (d: Date) => {
      const v = fromDate(d, precision);
      setText(shown(v));
      onChange(v);
    },
    onClose: () => setOpen(false),
  };
  return (
    <span className="staff-date">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={className}
        aria-label={id ? undefined : label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={PLACEHOLDER[precision]}
        value={text}
        onChange={(e) => {
          const t = e.target.value;
          setText(t);
          // Whole dates go to the form in its form; anything else as typed (the form says what is wrong).
          onChange(wallClock(t, precision) ?? t);
        }}
        onBlur={() => {
          const v = wallClock(text, precision);
          if (v) setText(shown(v));
        }}
      />
      {/* Named by its text (选择 + the field, the latter visually hidden), not aria-label: the
          field's label names the text box alone. */}
      <button type="button" className="staff-date-pick" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        选择<span className="staff-date-hidden">{label}</span>
      </button>
      {desk ? (
        open && (
          <Suspense fallback={null}>
            <DeskDatePanel {...picker} />
          </Suspense>
        )
      ) : (
        <DatePicker
          {...picker}
          renderLabel={(type, data) => `${type === 'year' ? data : pad(data)}${UNITS[type] ?? ''}`}
          confirmText="确定"
          cancelText="取消"
        />
      )}
    </span>
  );
}
