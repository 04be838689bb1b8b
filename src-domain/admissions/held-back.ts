import { resultPublished } from '../journeys/admission';
import { chinaDateTimeString } from '../time/china-time';

/** What a held-back admit reads (issue 34 item 12): never 已录取 before the plan's publication time. */
export function heldBackText(publishAt: Date | null | undefined): string {
  return publishAt
    ? `录取结果将于 ${chinaDateTimeString(publishAt)} 公布（待公布）`
    : '录取结果尚未公布（待公布）';
}

/**
 * The one rule of a held-back admit, for every path that would welcome or receive a new student
 * (新生报到, the desk's 报到): given the publication times of the plans where this student's
 * registrations hold a place, the 待公布 text (the earliest time, when every plan has one) while
 * none of them has published; null when one has, or when there is no registration (an imported student).
 */
export function heldBackReason(
  places: readonly { publishAt: Date | null | undefined }[],
  now: Date,
): string | null {
  if (!places.length || places.some((p) => resultPublished(p.publishAt, now))) return null;
  const times = places.flatMap((p) => (p.publishAt ? [p.publishAt] : []));
  const first = [...times].sort((a, b) => a.getTime() - b.getTime())[0];
  return heldBackText(times.length === places.length ? first : null);
}
