import { describe, expect, test } from 'vitest';
import {
  failureMessage,
  userText,
  isSuccessCode,
  mapServerResult,
  TEXT_FORBIDDEN,
  TEXT_LOGIN,
  TEXT_NETWORK,
} from '@domain/http/error-catalogue';
import { SIGNATURE_EMPTY_TEXT } from '@domain/forms/signature';
import { UPLOAD_TOO_LARGE_TEXT } from '@domain/files/upload';

describe('error catalogue (spec section 8), row by row', () => {
  test('texts', () => {
    expect(TEXT_LOGIN).toBe('请先登录');
    expect(TEXT_FORBIDDEN).toBe('暂无权限');
    expect(TEXT_NETWORK).toBe('网络错误');
  });

  test.each([0, 200, 201])('server code %i: success, no toast, no logout', (code) => {
    expect(isSuccessCode(code)).toBe(true);
    expect(mapServerResult({ kind: 'server', code, msg: 'ok' })).toEqual({ success: true });
  });

  test('other codes are not success', () => {
    for (const code of [1, 202, 204, 400, 401, 403, 500, -1]) expect(isSuccessCode(code)).toBe(false);
  });

  test("server code 401: '请先登录' when the flag is set, then logout", () => {
    expect(mapServerResult({ kind: 'server', code: 401, msg: 'x' }, { loginToast: true })).toEqual({
      success: false,
      toast: '请先登录',
      logout: true,
    });
    expect(mapServerResult({ kind: 'server', code: 401, msg: 'x' })).toEqual({
      success: false,
      logout: true,
    });
  });

  test("server code 403: '暂无权限'", () => {
    expect(mapServerResult({ kind: 'server', code: 403, msg: 'forbidden' })).toEqual({
      success: false,
      toast: '暂无权限',
    });
  });

  test('other server code: msg as a toast, unless showError is false or errors are suppressed', () => {
    const r = { kind: 'server', code: 409, msg: '名额已满' } as const;
    expect(mapServerResult(r)).toEqual({ success: false, toast: '名额已满' });
    expect(mapServerResult(r, { showError: true })).toEqual({ success: false, toast: '名额已满' });
    expect(mapServerResult(r, { showError: false })).toEqual({ success: false });
    expect(mapServerResult(r, { silent: true })).toEqual({ success: false });
    expect(mapServerResult({ kind: 'server', code: 500 })).toEqual({
      success: false,
      toast: '服务暂时不可用，请稍后重试',
    });
  });

  test('HTTP 401: clear local storage, then logout (no toast)', () => {
    expect(mapServerResult({ kind: 'http', status: 401, msg: 'x' }, { loginToast: true })).toEqual({
      success: false,
      logout: true,
      clearStorage: true,
    });
  });

  test("HTTP 403: '暂无权限'", () => {
    expect(mapServerResult({ kind: 'http', status: 403 })).toEqual({ success: false, toast: '暂无权限' });
  });

  test('other HTTP error: the response msg', () => {
    expect(mapServerResult({ kind: 'http', status: 429, msg: '操作过于频繁，请稍后再试' })).toEqual({
      success: false,
      toast: '操作过于频繁，请稍后再试',
    });
    expect(mapServerResult({ kind: 'http', status: 502 })).toEqual({
      success: false,
      toast: '服务暂时不可用，请稍后重试',
    });
  });

  test("no response: '网络错误'", () => {
    expect(mapServerResult({ kind: 'network' })).toEqual({ success: false, toast: '网络错误' });
  });

  test('silent suppresses every toast but keeps logout and storage clearing', () => {
    expect(mapServerResult({ kind: 'network' }, { silent: true })).toEqual({ success: false });
    expect(mapServerResult({ kind: 'http', status: 403 }, { silent: true })).toEqual({ success: false });
    expect(mapServerResult({ kind: 'server', code: 403 }, { silent: true })).toEqual({ success: false });
    expect(mapServerResult({ kind: 'server', code: 401 }, { silent: true, loginToast: true })).toEqual({
      success: false,
      logout: true,
    });
  });

  test('upload too large and empty signature rows', () => {
    expect(UPLOAD_TOO_LARGE_TEXT).toBe('文件大小不能超过20M');
    expect(SIGNATURE_EMPTY_TEXT).toBe('请先填写');
  });
});

describe('failureMessage: the one Chinese sentence of a screen error state', () => {
  const BUSY = '服务暂时不可用，请稍后重试';
  test.each([
    ['server code 403', { kind: 'server', code: 403, msg: 'x' }, '暂无权限'],
    ['HTTP 403', { kind: 'http', status: 403, msg: 'forbidden' }, '暂无权限'],
    ['no response', { kind: 'network', msg: '' }, '网络错误'],
    ['HTTP 500 without msg', { kind: 'http', status: 500, msg: '' }, BUSY],
    ['HTTP 500 English', { kind: 'http', status: 500, msg: 'Internal Server Error' }, BUSY],
    [
      'a Java exception',
      { kind: 'server', code: 500, msg: 'java.lang.NullPointerException: 空\n\tat com.x.Y.z(Y.java:12)' },
      BUSY,
    ],
    ['a Chinese exception name', { kind: 'server', code: 500, msg: '系统异常 RuntimeException' }, BUSY],
    ['other server code', { kind: 'server', code: 409, msg: '名额已满' }, '名额已满'],
    ['other HTTP with Chinese msg', { kind: 'http', status: 429, msg: '操作过于频繁' }, '操作过于频繁'],
  ] as const)('%s', (_, f, text) => {
    expect(failureMessage(f)).toBe(text);
  });

  test('never English, never a stack trace (any ASCII-only msg)', () => {
    for (const m of ['Bad Gateway', 'Error', 'timeout of 15000ms exceeded', '{"a":1}']) {
      expect(userText(m)).toBeUndefined();
      expect(failureMessage({ kind: 'http', status: 502, msg: m })).toBe(BUSY);
    }
  });

  test('toasts follow the same rule', () => {
    expect(mapServerResult({ kind: 'http', status: 500, msg: 'Internal Server Error' }).toast).toBe(BUSY);
    expect(mapServerResult({ kind: 'server', code: 500, msg: 'org.hibernate.Exception' }).toast).toBe(BUSY);
  });
});
