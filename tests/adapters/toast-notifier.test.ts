// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastNotifier } from '@adapters/notifier/toast-notifier';

const shown = () => document.querySelector('.zs-toast-on .zs-toast-main')?.textContent ?? null;

describe('ToastNotifier (DOM toast)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows the text in a live region and hides it after 2 s', () => {
    new ToastNotifier().toast('已保存');
    expect(shown()).toBe('已保存');
    expect(document.querySelector('.zs-toast')!.getAttribute('role')).toBe('status');
    vi.advanceTimersByTime(1999);
    expect(shown()).toBe('已保存');
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });

  it('keeps an error on screen for 3 s', () => {
    new ToastNotifier().error('网络错误');
    vi.advanceTimersByTime(2999);
    expect(shown()).toBe('网络错误');
    vi.advanceTimersByTime(1);
    expect(shown()).toBeNull();
  });

  it('replaces the toast on screen and restarts its time, with one box in the page', () => {
    const n = new ToastNotifier();
    n.toast('第一条');
    vi.advanceTimersByTime(1500);
    n.toast('第二条');
    vi.advanceTimersByTime(1500);
    expect(shown()).toBe('第二条');
    expect(document.querySelectorAll('.zs-toast')).toHaveLength(1);
  });

  it('mounts again when the page body was replaced', () => {
    const n = new ToastNotifier();
    n.toast('一');
    document.body.innerHTML = '';
    n.toast('二');
    expect(shown()).toBe('二');
  });

  it('writes text, never markup', () => {
    new ToastNotifier().toast('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.zs-toast img')).toBeNull();
    expect(shown()).toBe('<img src=x onerror=alert(1)>');
  });
});
