import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_DOWNLOAD_NAME, downloadUrl, fileViewerUrl } from '@domain/rules/download-url';

/** A light URL generator (fc.webUrl is slow on this machine): base, query pairs, optional hash route. */
const key = fc.constantFrom('a', 'orgId', 'tenantId', 'tn', 'x_y', 'accesstokens', 'token');
const val = fc.string({ maxLength: 8 }).map(encodeURIComponent);
const pageUrl = fc
  .record({
    base: fc.constantFrom('https://s.cn/zhxy/mobile/recruit/', 'http://127.0.0.1:8080/p', 'https://a.b'),
    query: fc.array(fc.tuple(key, val), { maxLength: 4 }),
    hash: fc.option(fc.constantFrom('#/orientation/homepage/index', '#/x?b=1', '#'), { nil: '' }),
  })
  .map(
    ({ base, query, hash }) =>
      base + (query.length ? '?' + query.map(([k, v]) => `${k}=${v}`).join('&') : '') + hash,
  );

describe('downloadUrl (spec section 7 "File handling")', () => {
  test("appends download=true&downloadName=, default 'default'", () => {
    expect(DEFAULT_DOWNLOAD_NAME).toBe('default');
    expect(downloadUrl('https://gw/fileapi/files/1')).toBe(
      'https://gw/fileapi/files/1?download=true&downloadName=default',
    );
    expect(downloadUrl('https://gw/f/1', '')).toBe('https://gw/f/1?download=true&downloadName=default');
  });

  test('keeps an existing query and encodes the name', () => {
    expect(downloadUrl('https://gw/f/1?exp=9&sig=ab', '报名表 1.pdf')).toBe(
      `https://gw/f/1?exp=9&sig=ab&download=true&downloadName=${encodeURIComponent('报名表 1.pdf')}`,
    );
  });

  test('property: the name round-trips through URL parsing', () => {
    fc.assert(
      fc.property(pageUrl, fc.string({ minLength: 1 }), (url, name) => {
        const u = new URL(downloadUrl(url, name));
        expect(u.searchParams.get('download')).toBe('true');
        expect(u.searchParams.get('downloadName')).toBe(name);
      }),
    );
  });

  test('the viewer URL carries the encoded file URL', () => {
    expect(fileViewerUrl('https://gw/fileapi/', 'https://gw/f/1?a=1&b=2')).toBe(
      'https://gw/fileapi/viewer?url=https%3A%2F%2Fgw%2Ff%2F1%3Fa%3D1%26b%3D2',
    );
  });
});
