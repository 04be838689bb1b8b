import { describe, expect, test } from 'vitest';
import { addQueryParams, appendQuery, dropQueryParams } from '@domain/http/query-string';

describe('query-string helpers', () => {
  test('appendQuery adds before the fragment with the right separator', () => {
    expect(appendQuery('https://a/b', { x: '1' })).toBe('https://a/b?x=1');
    expect(appendQuery('https://a/b?y=2', { x: '1' })).toBe('https://a/b?y=2&x=1');
    expect(appendQuery('https://a/b?', { x: '1' })).toBe('https://a/b?x=1');
    expect(appendQuery('https://a/b#/r?z=3', { x: '中' })).toBe('https://a/b?x=%E4%B8%AD#/r?z=3');
    expect(appendQuery('https://a/b', {})).toBe('https://a/b');
    expect(addQueryParams('/r?z=3&', { x: '1' })).toBe('/r?z=3&x=1');
  });

  test('dropQueryParams keeps the others as written, and leaves a query without them untouched', () => {
    expect(dropQueryParams('?a=1&accesstoken=x&b=%E4%B8%AD', ['accesstoken'])).toBe('?a=1&b=%E4%B8%AD');
    expect(dropQueryParams('?accesstoken=x', ['accesstoken'])).toBe('');
    expect(dropQueryParams('?a=1&&b', ['accesstoken'])).toBe('?a=1&&b');
    expect(dropQueryParams('?access%74oken=x&a', ['accesstoken'])).toBe('?a');
  });
});
