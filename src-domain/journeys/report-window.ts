/**
 * The school's arrival window (报到时间, issue 27 item 4): China calendar days YYYY-MM-DD, both
 * included. A school that never saved one has no window — never made-up dates: the student is told
 * REPORT_WINDOW_PENDING and check-in is not open (welcome/report refuses, tempConfig says closed).
 */
export const REPORT_WINDOW_PENDING = '报到时间待学校通知';
/** {报到时间} of the 录取通知书 while the school has no window (server letterOf). */
export const REPORT_DATE_PENDING = '学校另行通知的日期';
/** The 报到设置 switch is off. */
export const CHECKIN_CLOSED = '迎新报到暂未开放';

export interface ReportWindow {
  reportStart: string;
  reportEnd: string;
}

const isDay = (d: string | null | undefined): d is string =>
  typeof d === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(d) &&
  new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

/** The window when both days are set (and real, start ≤ end); null: 报到时间待学校通知. */
export function reportWindowOf(w: Partial<ReportWindow> | null | undefined): ReportWindow | null {
  if (!w || !isDay(w.reportStart) || !isDay(w.reportEnd) || w.reportStart > w.reportEnd) return null;
  return { reportStart: w.reportStart, reportEnd: w.reportEnd };
}

/** What the student sees as 报到时间. */
export function reportWindowText(w: Partial<ReportWindow> | null | undefined): string {
  const win = reportWindowOf(w);
  return win ? `${win.reportStart} 至 ${win.reportEnd}` : REPORT_WINDOW_PENDING;
}

/**
 * Whether a student may report in (welcome/report): the 开放报到 switch is on and the school has set
 * its window. null = open; else the Chinese reason shown to the student.
 */
export function checkinClosedReason(
  checkinOpen: boolean,
  w: Partial<ReportWindow> | null | undefined,
): string | null {
  if (!checkinOpen) return CHECKIN_CLOSED;
  if (!reportWindowOf(w)) return REPORT_WINDOW_PENDING;
  return null;
}
