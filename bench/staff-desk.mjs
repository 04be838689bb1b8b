// The staff desk (现场报到) on a phone (brief section 6: LCP ≤ 2.0 s): a demo administrator signs in
// through the API (changing the initial password the first login requires) and the Lighthouse run
// opens staff.html#/desk in a tab whose sessionStorage already holds the staff token.
const STAFF_TOKEN_KEY = 'zs:staff-token'; // src-adapters/api/staff-gateway.ts

const post = async (url, body, token) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json();
  if (!json?.success) throw new Error(`${new URL(url).pathname}: ${json?.msg ?? res.status}`);
  return json.data;
};

/** Signs the first demo administrator in; returns the desk page's URL and the session to seed. */
export async function staffDeskPage(appUrl, demoStaff) {
  const admin = demoStaff?.[0];
  if (!admin) throw new Error('no demo administrator (the bench server did not seed)');
  const api = `${appUrl}/staff-api/`;
  let { token, mustChangePassword } = await post(`${api}login`, {
    orgId: admin.orgId,
    phone: admin.phone,
    password: admin.password,
  });
  if (mustChangePassword) {
    const next = `${admin.password}-bench1`;
    await post(`${api}change-password`, { oldPassword: admin.password, newPassword: next }, token);
    ({ token } = await post(`${api}login`, { orgId: admin.orgId, phone: admin.phone, password: next }));
  }
  return {
    url: `${appUrl}/zhxy/mobile/recruit/staff.html?orgId=${admin.orgId}#/desk`,
    session: { [STAFF_TOKEN_KEY]: token },
  };
}
