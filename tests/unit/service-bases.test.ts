import { describe, expect, test } from 'vitest';
import { appOrigin, originPrefix, serviceBases } from '@domain/http/service-bases';

const loc = { origin: 'https://school.cn', pathname: '/zhxy/mobile/recruit/index.html' };

describe('service bases (spec sections 3, 9)', () => {
  test('the origin prefix is the first 6 characters of the pathname', () => {
    expect(originPrefix('/zhxy/mobile/recruit/')).toBe('/zhxy/');
    expect(originPrefix('/abc')).toBe('/abc');
    expect(originPrefix('/abcdefgh')).toBe('/abcde');
  });

  test('{origin} is the page origin plus the prefix, without a trailing slash', () => {
    expect(appOrigin(loc)).toBe('https://school.cn/zhxy');
    expect(appOrigin({ origin: 'http://h', pathname: '/' })).toBe('http://h');
  });

  test('every base derived from platformGatewayUrl and the location', () => {
    expect(serviceBases({ platformGatewayUrl: 'https://gw.school.cn/' }, loc)).toEqual({
      gateway: 'https://gw.school.cn',
      upload: 'https://gw.school.cn/fileapi',
      dynamicForm: 'https://gw.school.cn/c/gw/dynamic-form/',
      evaluation: 'https://gw.school.cn/c/gw/evaluationapi/',
      workflow: 'https://gw.school.cn/c/gw/workflow/',
      formEditor: 'https://school.cn/zhxy/c/ict/front/#/',
      mobileBase: 'https://school.cn/zhxy/mobile',
      origin: 'https://school.cn/zhxy',
      h5Base: 'https://school.cn',
    });
  });
});
