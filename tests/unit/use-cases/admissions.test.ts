import { describe, expect, it } from 'vitest';
import type { EnrollResult, PlanSummary } from '@domain/ports/admissions-gateway';
import { canRegister, listPlans } from '@domain/use-cases/admissions/list-plans';
import { listCms, loadHomeHead, openCmsDocument } from '@domain/use-cases/admissions/load-home';
import {
  NAME_REQUIRED,
  clearLookUp,
  lastLookUp,
  lookUpResult,
} from '@domain/use-cases/admissions/look-up-result';
import { ID, clockAt, failure, fakeAdmissions, memorySession } from './fakes';

const badge = { schoolName: '示范中学', badgeUrl: '', motto: '', themeColor: '#000' };
const promise = { title: '承诺', content: '……', signRequired: false };

describe('load home', () => {
  it('reads badge and promise; one failing leaves the other', async () => {
    const both = fakeAdmissions({ schoolBadge: async () => badge, schoolPromise: async () => promise });
    expect(await loadHomeHead(both)).toEqual({ badge, promise });
    const noBadge = fakeAdmissions({
      schoolBadge: async () => {
        throw failure(500);
      },
      schoolPromise: async () => promise,
    });
    expect(await loadHomeHead(noBadge)).toEqual({ badge: null, promise });
  });

  it('pages news and documents by type, and opens one document', async () => {
    const admissions = fakeAdmissions({
      cmsPage: async (type, pageNo, pageSize) => ({ list: [], total: 0, pageNo, pageSize, type }),
      cmsDocument: async (id) => ({ id }) as never,
    });
    await listCms(admissions, 'document')(2, 10);
    expect(admissions.calls).toEqual([['cmsPage', ['document', 2, 10]]]);
    expect(await openCmsDocument(admissions, 'D1')).toEqual({ id: 'D1' });
  });
});

describe('list plans', () => {
  it('pages the plans', async () => {
    const admissions = fakeAdmissions({
      planPage: async (pageNo, pageSize) => ({ list: [], total: 0, pageNo, pageSize }),
    });
    expect(await listPlans(admissions)(3, 20)).toMatchObject({ pageNo: 3, pageSize: 20 });
  });

  it('offers registration only while open with places left', () => {
    const p = (state: PlanSummary['state'], left: number) => ({ state, left });
    expect(canRegister(p('open', 1))).toBe(true);
    expect(canRegister(p('open', 0))).toBe(false);
    expect(canRegister(p('notStarted', 5))).toBe(false);
    expect(canRegister(p('full', 5))).toBe(false);
    expect(canRegister(p('closed', 5))).toBe(false);
  });
});

describe('look up a result', () => {
  const clock = clockAt('2026-06-01T02:00:00Z');
  const answer: EnrollResult = { found: false, records: [] };

  it('checks name and identity number before any call', async () => {
    const admissions = fakeAdmissions();
    const res = await lookUpResult(
      { admissions, session: memorySession(), clock },
      { name: '', idNumber: '123' },
    );
    expect(res.kind).toBe('invalid');
    expect(res.kind === 'invalid' && res.errors.name).toBe(NAME_REQUIRED);
    expect(res.kind === 'invalid' && res.errors.idNumber).toMatch(/身份证号/);
    expect(admissions.calls).toEqual([]);
  });

  it('asks with the normalized identity and keeps the answer as searchResult', async () => {
    const admissions = fakeAdmissions({ enrollResult: async () => answer });
    const session = memorySession();
    const res = await lookUpResult(
      { admissions, session, clock },
      { name: ' 张三 ', idNumber: ID.toLowerCase() },
    );
    expect(res).toEqual({ kind: 'done', value: answer });
    expect(admissions.calls).toEqual([['enrollResult', [{ idNumber: ID.toUpperCase(), name: '张三' }]]]);
    expect(lastLookUp(session)).toEqual({
      name: '张三',
      idNumber: ID.toUpperCase(),
      result: answer,
      at: Date.parse('2026-06-01T02:00:00Z'),
    });
    clearLookUp(session);
    expect(lastLookUp(session)).toBeNull();
  });

  it("a failed call is refused with the error catalogue's sentence and keeps the previous look-up", async () => {
    const session = memorySession();
    session.set('searchResult', { name: '李四', idNumber: ID, result: answer, at: 1 });
    const admissions = fakeAdmissions({
      enrollResult: async () => {
        throw failure(429, '操作过于频繁');
      },
    });
    expect(await lookUpResult({ admissions, session, clock }, { name: '张三', idNumber: ID })).toEqual({
      kind: 'refused',
      message: '操作过于频繁',
    });
    expect(lastLookUp(session)?.name).toBe('李四');
    // The look-up needs no login: a 401 is refused with its sentence, not sent to login.
    const refused401 = fakeAdmissions({
      enrollResult: async () => {
        throw failure(401, '请先登录');
      },
    });
    expect(
      await lookUpResult({ admissions: refused401, session, clock }, { name: '张三', idNumber: ID }),
    ).toEqual({ kind: 'refused', message: '请先登录' });
  });
});
