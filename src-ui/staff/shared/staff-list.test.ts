import { describe, expect, it } from 'vitest';
import type { Page, PlanSummary } from '@domain/staff/types';
import { StaffList, type PageQuery } from './staff-list';

type Q = { status: 'a' | 'b'; sort: 'asc' | 'desc' };
type Answer = Page<string> & { counts?: Record<'a' | 'b', number> };

/** A fetch whose answers the test releases one by one, in any order. */
function deferredFetch() {
  const calls: { q: PageQuery<Q>; answer: (a: Answer) => void; fail: (e: unknown) => void }[] = [];
  const fetch = (q: PageQuery<Q>) => new Promise<Answer>((answer, fail) => calls.push({ q, answer, fail }));
  return { calls, fetch };
}

const listOf = (fetch: (q: PageQuery<Q>) => Promise<Answer>, plans?: () => Promise<PlanSummary[]>) =>
  new StaffList<string, Q, Record<'a' | 'b', number>>({
    fetch,
    query: { status: 'a', sort: 'asc' },
    pageSize: 2,
    ...(plans ? { plans } : {}),
  });

describe('StaffList (the staff table screens’ list)', () => {
  it('asks for the query and the page; rows, total and counts from the answer', async () => {
    const asked: PageQuery<Q>[] = [];
    const list = listOf(async (q) => {
      asked.push(q);
      return { rows: ['x', 'y'], total: 5, counts: { a: 5, b: 1 } };
    });
    expect(list.status).toBe('loading');
    expect(list.counts).toBeNull();
    await list.load();
    expect(asked).toEqual([{ status: 'a', sort: 'asc', page: 1, pageSize: 2 }]);
    expect(list.status).toBe('ready');
    expect(list.rows).toEqual(['x', 'y']);
    expect(list.total).toBe(5);
    expect(list.counts).toEqual({ a: 5, b: 1 });
  });

  it('a page keeps the query; a filter or sort change merges into it and goes back to page 1', async () => {
    const asked: PageQuery<Q>[] = [];
    const list = listOf(async (q) => {
      asked.push(q);
      return { rows: [], total: 9 };
    });
    await list.setPage(3);
    expect(asked.at(-1)).toEqual({ status: 'a', sort: 'asc', page: 3, pageSize: 2 });
    expect(list.counts).toBeNull();
    await list.set({ status: 'b' });
    expect(list.page).toBe(1);
    expect(asked.at(-1)).toEqual({ status: 'b', sort: 'asc', page: 1, pageSize: 2 });
    await list.setPage(2);
    await list.set({ sort: 'desc' });
    expect(asked.at(-1)).toEqual({ status: 'b', sort: 'desc', page: 1, pageSize: 2 });
  });

  it('drops a late answer of an older request (or its failure) after a newer one', async () => {
    const { calls, fetch } = deferredFetch();
    const list = listOf(fetch);
    const first = list.load();
    const second = list.set({ status: 'b' });
    calls[1]!.answer({ rows: ['new'], total: 1, counts: { a: 0, b: 1 } });
    await second;
    calls[0]!.answer({ rows: ['old'], total: 7, counts: { a: 7, b: 0 } });
    await first;
    expect(list.rows).toEqual(['new']);
    expect(list.total).toBe(1);
    expect(list.counts).toEqual({ a: 0, b: 1 });
    expect(list.status).toBe('ready');

    const third = list.setPage(2);
    const fourth = list.setPage(3);
    calls[3]!.answer({ rows: ['p3'], total: 6 });
    await fourth;
    calls[2]!.fail(new Error('down'));
    await third;
    expect(list.status).toBe('ready');
    expect(list.error).toBeNull();
    expect(list.rows).toEqual(['p3']);
  });

  it('a failed load shows the error (status error), and a retry clears it', async () => {
    let down = true;
    const list = listOf(async () => {
      if (down) throw new Error('down');
      return { rows: ['x'], total: 1 };
    });
    await list.load();
    expect(list.status).toBe('error');
    expect(list.error).toEqual(expect.any(String));
    expect(list.error).not.toBe('');
    down = false;
    await list.load();
    expect(list.status).toBe('ready');
    expect(list.error).toBeNull();
  });

  it('open() reads the plans once; their failure leaves 全部计划 and the list still loads', async () => {
    let reads = 0;
    const plan = { id: 'p1', name: '计划' } as PlanSummary;
    const ok = listOf(
      async () => ({ rows: ['x'], total: 1 }),
      async () => {
        reads++;
        return [plan];
      },
    );
    await ok.open();
    await ok.open();
    expect(reads).toBe(1);
    expect(ok.plans).toEqual([plan]);

    const failing = listOf(
      async () => ({ rows: ['x'], total: 1 }),
      async () => {
        throw new Error('down');
      },
    );
    await failing.open();
    expect(failing.plans).toEqual([]);
    expect(failing.status).toBe('ready');
    expect(failing.rows).toEqual(['x']);
  });

  it('says and clears the notice', () => {
    const list = listOf(async () => ({ rows: [], total: 0 }));
    expect(list.notice).toBeNull();
    list.say('已保存', true);
    expect(list.notice).toEqual({ text: '已保存', ok: true });
    list.clearNotice();
    expect(list.notice).toBeNull();
  });
});
