import {
  checkinClosedReason,
  REPORT_WINDOW_PENDING,
  reportWindowOf,
  reportWindowText,
} from '@domain/journeys/report-window';
import { describe, expect, it } from 'vitest';
import { photoDueAt } from '../../server/src/jobs/face-photos';
import { passExpiry } from '../../server/src/modules/welcome-manage/pass';
import { arrivalWindow } from '@domain/use-cases/checkin/arrival-plan';

// Issue 27 item 4: no window saved = no dates anywhere.
const none = { reportStart: '', reportEnd: '' };
const set = { reportStart: '2026-08-28', reportEnd: '2026-09-05' };

describe('report window', () => {
  it('is null when unset, half set, not a real day or reversed', () => {
    expect(reportWindowOf(none)).toBeNull();
    expect(reportWindowOf(undefined)).toBeNull();
    expect(reportWindowOf({ reportStart: '2026-08-28', reportEnd: '' })).toBeNull();
    expect(reportWindowOf({ reportStart: '2026-02-30', reportEnd: '2026-03-01' })).toBeNull();
    expect(reportWindowOf({ reportStart: '2026-09-05', reportEnd: '2026-08-28' })).toBeNull();
    expect(reportWindowOf(set)).toEqual(set);
  });
  it('the student reads 报到时间待学校通知', () => {
    expect(reportWindowText(none)).toBe(REPORT_WINDOW_PENDING);
    expect(REPORT_WINDOW_PENDING).toBe('报到时间待学校通知');
    expect(reportWindowText(set)).toBe('2026-08-28 至 2026-09-05');
  });
  it('check-in is closed by the switch, then by a missing window', () => {
    expect(checkinClosedReason(false, set)).toBe('迎新报到暂未开放');
    expect(checkinClosedReason(true, none)).toBe(REPORT_WINDOW_PENDING);
    expect(checkinClosedReason(true, set)).toBeNull();
  });
  it('the readers of the window cope with none', () => {
    const now = new Date('2026-08-30T02:00:00Z');
    // Photo retention: only the review's clock runs.
    const reviewed = { photoStatus: 1, photoReviewedAt: now };
    expect(photoDueAt(reviewed, '', 30)).toBe(now.getTime() + 30 * 86_400_000);
    expect(photoDueAt({ photoStatus: 0, photoReviewedAt: null }, '', 30)).toBe(Infinity);
    // The pass lasts to the end of the China day.
    expect(passExpiry(now, none).toISOString()).toBe('2026-08-30T15:59:59.000Z');
    // No dates offered for the arrival plan.
    expect(arrivalWindow(none, now)).toBeNull();
  });
});
