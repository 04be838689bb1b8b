import * as enrollmentApi from '@contract/enrollment';
import { FIELDS, LOGIC, plan } from '@ui/testing/registration-fixtures';
import { FakeHttp } from './fake-http';
import type { Out } from '@adapters/api/call';

/** The registration form's reads over the wire (the fixtures of src-ui/testing as the server sends them). */
export function registrationHttp(opts: { state?: 'open' | 'full' | 'closed'; left?: number } = {}) {
  const p = plan(opts.state, opts.left);
  return new FakeHttp()
    .on(enrollmentApi.getPlanDetail, () => p)
    .on(enrollmentApi.judgeUpperLimit, () => ({
      full: p.left === 0,
      quota: p.quota,
      taken: p.taken,
      left: p.left,
    }))
    .on(enrollmentApi.getTemplate, () => ({
      templateId: 'T1',
      planId: 'P1',
      name: '报名表',
      // The domain's field type allows a RegExp rule; the fixtures hold none (the wire's strings).
      fields: FIELDS as Out<typeof enrollmentApi.getTemplate>['fields'],
    }))
    .on(enrollmentApi.fieldLogicList, () => LOGIC);
}
