import { labelOf, registrationReview, type ReviewState } from '../journeys';
import { isRegistrationNumber } from '../admissions/registration-number';
import type { RegistrationSort, ReviewFilter } from './types';

export const QUEUE_PAGE_SIZE = 20;

/** What the review queue shows: one plan (or all), one status, a search text, a page. */
export interface QueueFilter {
  planId: string | null;
  review: ReviewFilter;
  q: string;
  /** By 提交时间, newest first unless turned. */
  sort: RegistrationSort;
  page: number;
}

export const initialQueueFilter = (planId: string | null = null): QueueFilter => ({
  planId,
  review: 'pending',
  q: '',
  sort: 'submittedDesc',
  page: 1,
});

/** The other order of 提交时间 (the column header turns it). */
export const turnedSort = (s: RegistrationSort): RegistrationSort =>
  s === 'submittedDesc' ? 'submittedAsc' : 'submittedDesc';

/** The status tabs of the queue, worded by the review journey. */
export const REVIEW_TABS: readonly { key: ReviewFilter; label: string }[] = (
  ['pending', 'approved', 'rejected'] as const
).map((key) => ({ key, label: labelOf(registrationReview, key as ReviewState) }));

export type SearchKind = 'name' | 'idNumber' | 'regNo' | 'phone' | 'none';

/**
 * How the search text is read: 11 digits starting with 1 → phone, a 报名编号 (9–10 digits from a
 * year) → that number or an ID-number tail, digits/X of 4+ → ID number, else name.
 */
export function searchKind(q: string): SearchKind {
  const t = q.trim();
  if (!t) return 'none';
  if (/^1\d{10}$/.test(t)) return 'phone';
  if (isRegistrationNumber(t)) return 'regNo';
  if (/^\d{3,17}[\dXx]$/.test(t)) return 'idNumber';
  return 'name';
}

const SEARCH_HINT: Record<SearchKind, string> = {
  name: '按姓名搜索',
  idNumber: '按证件号搜索',
  regNo: '按报名编号或证件号搜索',
  phone: '按手机号搜索',
  none: '',
};
export const searchHint = (q: string) => SEARCH_HINT[searchKind(q)];

/** The request of a filter (empty fields left out). */
export function queueRequest(f: QueueFilter, pageSize = QUEUE_PAGE_SIZE) {
  const q = f.q.trim();
  return {
    ...(f.planId ? { planId: f.planId } : {}),
    review: f.review,
    ...(q ? { q } : {}),
    sort: f.sort,
    page: f.page,
    pageSize,
  };
}

/** A new filter resets to page 1 unless only the page changes. */
export function withFilter(f: QueueFilter, change: Partial<QueueFilter>): QueueFilter {
  const next = { ...f, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

export const pageCount = (total: number, pageSize = QUEUE_PAGE_SIZE) =>
  Math.max(1, Math.ceil(total / pageSize));
