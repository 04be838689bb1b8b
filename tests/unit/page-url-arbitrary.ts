import fc from 'fast-check';

/** A light URL generator (fc.webUrl is slow on this machine): base, query pairs, optional hash route. */
const key = fc.constantFrom('a', 'orgId', 'tenantId', 'tn', 'x_y', 'accesstokens', 'token');
const val = fc.string({ maxLength: 8 }).map(encodeURIComponent);
export const pageUrl = fc
  .record({
    base: fc.constantFrom('https://s.cn/zhxy/mobile/recruit/', 'http://127.0.0.1:8080/p', 'https://a.b'),
    query: fc.array(fc.tuple(key, val), { maxLength: 4 }),
    hash: fc.option(fc.constantFrom('#/orientation/homepage/index', '#/x?b=1', '#'), { nil: '' }),
  })
  .map(
    ({ base, query, hash }) =>
      base + (query.length ? '?' + query.map(([k, v]) => `${k}=${v}`).join('&') : '') + hash,
  );
