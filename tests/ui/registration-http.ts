import * as enrollmentApi from '@contract/enrollment';
import { FIELDS, LOGIC, plan } from '@ui/testing/registration-fixtures';
import { FakeHttp } from './fake-http';

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
    .on(enrollmentApi.getTemplate, () => ({ templateId: 'T1', planId: 'P1', name: '报名表', fields: FIELDS }))
    .on(enrollmentApi.fieldLogicList, () => LOGIC);
}
