import { admissionsIds } from '../../server/src/seed/admissions';
import { DEMO, SCHOOL_A_QUERY, appUrl, baseUrl } from './harness';
import { PNG_1x1 } from './registration-form';
import { newIdNumber } from './id-numbers';

// Applicants of demo school A made through the applicants' API (as the form sends it): the data a
// staff e2e test then works on through the staff screens.
const A = DEMO.A;
const PLAN = admissionsIds(A.tenantId).plans.open;
let seq = 0;

const schoolHeaders = () => ({
  tenantId: A.tenantId,
  orgId: A.orgId,
  requestId: String(Date.now()),
  ysNetType: '0',
});

/** An applicant's session as the SPA gets it: platform login (sandbox WeChat pick), then the token exchange. */
export async function applicantToken(tag: string): Promise<string> {
  const redirect = appUrl('/orientation/enrollment/applylist');
  const q = new URLSearchParams({ ...SCHOOL_A_QUERY, redirect, wxuser: `e2e-${tag}-${++seq}` });
  const login = await fetch(`${baseUrl()}/platform/login?${q}`, { redirect: 'manual' });
  const code = new URL(login.headers.get('location')!, baseUrl()).searchParams.get('accesstoken');
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const ex = await fetch(`${baseUrl()}/platform/api/token/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...schoolHeaders() },
    body: JSON.stringify({ baseUrl: baseUrl(), token: code, getInfo: true }),
  });
  const env = (await ex.json()) as { success: boolean; msg: string; data: { token: string } };
  if (!env.success) throw new Error(`token exchange: ${env.msg}`);
  return env.data.token;
}

/** Submits a registration of the open plan as `name`; answers its id and identity number. */
export async function registerApplicant(
  token: string,
  name: string,
  idPrefix: string,
  planId: string = PLAN,
): Promise<{ id: string; idNumber: string; name: string }> {
  const auth = { authorization: `Bearer ${token}`, ...schoolHeaders() };
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
    '成绩单.pdf',
  );
  const up = (await (
    await fetch(`${baseUrl()}/fileapi/upload`, { method: 'POST', headers: auth, body: form })
  ).json()) as {
    data: unknown;
  };
  const idNumber = newIdNumber(idPrefix);
  const major = A.majors[0]!.id;
  const accepted = await fetch(`${baseUrl()}/enrollment-manage-api/api/app/enrollment/CMS/acceptPromise`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ planId }),
  });
  if (!((await accepted.json()) as { success: boolean }).success) throw new Error('acceptPromise');
  const r = await fetch(`${baseUrl()}/enrollment-manage-api/api/app/enrollment/register/registerStudent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      planId,
      answers: {
        name,
        idNumber,
        birthday: `2010-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`,
        sex: '男',
        phone: `136${String(Date.now()).slice(-4)}${String(seq).padStart(4, '0')}`,
        residence: '本市户籍',
        majors: [major],
        assignedMajor: [major],
        attachments: [up.data],
        signature: `data:image/png;base64,${PNG_1x1.toString('base64')}`,
      },
    }),
  });
  const env = (await r.json()) as { success: boolean; msg: string; data: { registrationId: string } };
  if (!env.success) throw new Error(`register ${name}: ${env.msg}`);
  return { id: env.data.registrationId, idNumber, name };
}
