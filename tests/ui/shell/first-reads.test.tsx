import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as enrollmentApi from '@contract/enrollment';
import type { HttpRequest } from '@domain/ports/http';
import HomePage from '@ui/features/admissions/home/home-page';
import PlanListPage from '@ui/features/admissions/plans/plan-list-page';
import RegistrationPage from '@ui/features/admissions/registration/registration-page';
import { firstScreenReads as readsOf } from '@adapters/api/first-reads';
import { PAGE_SIZE } from '@ui/features/admissions/shared/page-size';
import { renderScreen, setupHarness, type HarnessOptions } from '@ui/testing/admissions-harness';
import { FakeHttp } from '../fake-http';
import { registrationHttp } from '../registration-http';

/** The reads as the composition root asks for them. */
const firstScreenReads = (hash: string) => readsOf(hash, PAGE_SIZE);
const EMPTY_PAGE = { list: [], total: 0, pageNo: 1, pageSize: 10 };
/** What an early read and a screen call must share to be the same read. */
const read = (r: HttpRequest) => ({
  method: r.method,
  url: r.url,
  data: r.data ?? null,
  notToken: !!r.notToken,
});

async function screenCalls(Screen: ComponentType, http: FakeHttp, opts: HarnessOptions, expected: number) {
  renderScreen(Screen, setupHarness(http, opts));
  await waitFor(() => expect(http.calls.length).toBeGreaterThanOrEqual(expected));
  return http.calls.map(read);
}

describe('first screen reads equal the screens own calls (else they would be sent twice)', () => {
  it('home: badge, promise and the first news page', async () => {
    const reads = firstScreenReads('#/orientation/homepage/index?orgId=o1').map(read);
    expect(reads).toHaveLength(3);
    const http = new FakeHttp()
      .on(enrollmentApi.schoolBadgeConfig, () => ({
        schoolName: '一中',
        badgeUrl: '',
        themeColor: '',
        motto: '',
      }))
      .on(enrollmentApi.schoolPromiseConfig, () => ({ title: '承诺', content: '', signRequired: false }))
      .on(enrollmentApi.cmsQuery, () => EMPTY_PAGE);
    const calls = await screenCalls(HomePage as ComponentType, http, {}, 3);
    for (const r of reads) expect(calls).toContainEqual(r);
    expect(firstScreenReads('#/').map(read)).toEqual(reads);
  });

  it('plan list: the first page', async () => {
    const reads = firstScreenReads('#/orientation/enrollment/index').map(read);
    expect(reads).toHaveLength(1);
    const http = new FakeHttp().on(enrollmentApi.findPlanList, () => EMPTY_PAGE);
    const calls = await screenCalls(
      PlanListPage as ComponentType,
      http,
      { path: '/orientation/enrollment/index' },
      1,
    );
    expect(calls).toContainEqual(reads[0]);
  });

  it('registration form: plan, places left, template and field logic of the planId in the link', async () => {
    const reads = firstScreenReads('#/orientation/enrollment/details?planId=P1').map(read);
    expect(reads).toHaveLength(4);
    const calls = await screenCalls(
      RegistrationPage as ComponentType,
      registrationHttp(),
      { path: '/orientation/enrollment/details', search: 'planId=P1' },
      4,
    );
    for (const r of reads) expect(calls).toContainEqual(r);
  });

  it('nothing is read ahead without a planId, or for screens that need a login or change data', () => {
    expect(firstScreenReads('#/orientation/enrollment/details')).toEqual([]);
    expect(firstScreenReads('#/orientation/enrollment/applylist')).toEqual([]);
    expect(firstScreenReads('#/orientation/checkin/confirm')).toEqual([]);
    expect(firstScreenReads('')).toHaveLength(3);
  });
});
