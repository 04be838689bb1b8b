import Button from 'antd-mobile/es/components/button';
import Calendar from 'antd-mobile/es/components/calendar';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useEffect, useState } from 'react';
import type { DatePrecision } from './china-date-field';

const pad = (n: number) => String(n).padStart(2, '0');
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The 选择 panel at a desk (≥ 1024 px, a mouse; issue 34 item 22): a month calendar and, for a time,
 * 时/分(/秒) lists, in a centred dialog — not the phone's wheels. Works on the wall clock's parts as a
 * browser Date, as the wheels do.
 */
export function DeskDatePanel({
  visible,
  title,
  precision,
  value,
  min,
  max,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  title: string;
  precision: DatePrecision;
  value: Date;
  min: Date;
  max: Date;
  onConfirm: (d: Date) => void;
  onClose: () => void;
}) {
  const [day, setDay] = useState(value);
  const [time, setTime] = useState({ h: value.getHours(), m: value.getMinutes(), s: value.getSeconds() });
  // Each opening starts from the field's value (by its time: the parent makes a new Date each render).
  const at = value.getTime();
  useEffect(() => {
    if (!visible) return;
    const v = new Date(at);
    setDay(v);
    setTime({ h: v.getHours(), m: v.getMinutes(), s: v.getSeconds() });
  }, [visible, at]);
  const parts: [keyof typeof time, string, number][] = [
    ['h', '时', 24],
    ['m', '分', 60],
    ...(precision === 'second' ? ([['s', '秒', 60]] as [keyof typeof time, string, number][]) : []),
  ];
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} bodyClassName="staff-desk-date">
      <div role="dialog" aria-label={title}>
        <h3 className="staff-desk-date-title">{title}</h3>
        <Calendar
          // Remade at each opening, so it shows the value's month.
          key={visible ? at : 0}
          selectionMode="single"
          weekStartsOn="Monday"
          defaultValue={new Date(at)}
          min={min}
          max={max}
          prevYearButton={<span aria-label="上一年">«</span>}
          prevMonthButton={<span aria-label="上个月">‹</span>}
          nextMonthButton={<span aria-label="下个月">›</span>}
          nextYearButton={<span aria-label="下一年">»</span>}
          onChange={(d) => d && setDay(d)}
        />
        {precision === 'day' ? null : (
          <div className="staff-desk-date-time">
            {parts.map(([k, unit, n]) => (
              <label key={k}>
                <select
                  className="staff-select"
                  value={time[k]}
                  onChange={(e) => setTime({ ...time, [k]: Number(e.target.value) })}
                >
                  {range(n).map((i) => (
                    <option key={i} value={i}>
                      {pad(i)}
                    </option>
                  ))}
                </select>
                {unit}
              </label>
            ))}
          </div>
        )}
        <div className="staff-sheet-actions">
          <Button onClick={onClose}>取消</Button>
          <Button
            color="primary"
            onClick={() => {
              onConfirm(new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.h, time.m, time.s));
              onClose();
            }}
          >
            确定
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
