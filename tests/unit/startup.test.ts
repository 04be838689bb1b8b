import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  entryReset,
  entrySearch,
  readEntryParams,
  urlWithoutAccessToken,
  ysNetType,
} from '@domain/shell/startup';
import { pageUrl } from './page-url-arbitrary';

describe('start-up entry parameters (spec section 2)', () => {
  test('orgId, tenantId and accesstoken are read; tn sets manually', () => {
    expect(readEntryParams('?orgId=o1&tenantId=t1&accesstoken=abc&tn=wifi')).toEqual({
      orgId: 'o1',
      tenantId: 't1',
      accesstoken: 'abc',
      manually: 'wifi',
    });
  });

  test("without tn the network mode is 'none'", () => {
    expect(readEntryParams('')).toEqual({ manually: 'none' });
    expect(readEntryParams('orgId=o1')).toEqual({ orgId: 'o1', manually: 'none' });
    expect(readEntryParams('?tn=')).toEqual({ manually: 'none' });
  });

  test('only both orgId and tenantId reset the stored user info', () => {
    expect(entryReset(readEntryParams('?orgId=o1&tenantId=t1'))).toEqual({ orgId: 'o1', tenantId: 't1' });
    expect(entryReset(readEntryParams('?orgId=o1'))).toBeNull();
    expect(entryReset(readEntryParams('?tenantId=t1'))).toBeNull();
  });

  test('the hash route query is merged in, and wins', () => {
    expect(
      entrySearch({ search: '?orgId=o1&tn=a', hash: '#/orientation/homepage/index?tenantId=t1&tn=b' }),
    ).toBe('?orgId=o1&tn=b&tenantId=t1');
    expect(entrySearch({ search: '', hash: '' })).toBe('');
  });
});

describe('urlWithoutAccessToken (spec section 7, start-up step 3)', () => {
  test('removes accesstoken from the page query and keeps the rest as written', () => {
    expect(
      urlWithoutAccessToken('https://s.cn/zhxy/mobile/recruit/?orgId=1&accesstoken=abc&tenantId=2#/x'),
    ).toBe('https://s.cn/zhxy/mobile/recruit/?orgId=1&tenantId=2#/x');
    expect(urlWithoutAccessToken('https://s.cn/p/?accesstoken=abc#/x')).toBe('https://s.cn/p/#/x');
  });

  test('removes it from the hash route query too', () => {
    expect(
      urlWithoutAccessToken('https://s.cn/p/#/orientation/homepage/index?accesstoken=abc&a=%E4%B8%AD'),
    ).toBe('https://s.cn/p/#/orientation/homepage/index?a=%E4%B8%AD');
  });

  test('a URL without accesstoken is unchanged', () => {
    fc.assert(
      fc.property(pageUrl, (url) => {
        fc.pre(!url.includes('accesstoken'));
        expect(urlWithoutAccessToken(url)).toBe(url);
      }),
    );
  });

  test('property: after removal no accesstoken parameter is left', () => {
    fc.assert(
      fc.property(pageUrl, fc.string({ minLength: 1 }), (url, token) => {
        const main = url.split('#')[0]!;
        const withToken = `${main}${main.includes('?') ? '&' : '?'}accesstoken=${encodeURIComponent(token)}`;
        const out = urlWithoutAccessToken(withToken);
        expect(new URL(out).searchParams.has('accesstoken')).toBe(false);
      }),
    );
  });
});

describe('ysNetType (spec section 9)', () => {
  test("1 in manual mode (manually is not 'none'), otherwise 0", () => {
    expect(ysNetType('none')).toBe(0);
    expect(ysNetType('')).toBe(0);
    expect(ysNetType('wifi')).toBe(1);
    expect(ysNetType('1')).toBe(1);
  });
});
