// requirements §2/§4/§8 client behaviours that need no browser: device mode by width, the chunk
// reload guard, transport toast suppression, colour mode forcing, redirect rules.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimChunkReload } from '../../../../app/runtime/chunk-reload.ts';
import { resolveColorMode } from '../../../../app/runtime/color-mode.ts';
import { modeForWidth, swappedLocation } from '../../../../app/runtime/device-mode.ts';
import { onApiNotice, reportApiError, resetNoticeSuppression } from '../../../../app/notices/channel.ts';
import { throttle } from '../../../../app/runtime/throttle.ts';
import { runWhenIdle } from '../../../../app/runtime/idle.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('device mode', () => {
  it('is Mobile below 768 px and PC at 768 px or more', () => {
    expect(modeForWidth(767)).toBe('mobile');
    expect(modeForWidth(768)).toBe('pc');
    expect(modeForWidth(1366)).toBe('pc');
  });
  it('swaps the prefix and keeps query and hash', () => {
    expect(swappedLocation({ pathname: '/importantNews', search: '?page=2', hash: '#top' }, 'mobile')).toBe('/m/importantNews?page=2#top');
    expect(swappedLocation({ pathname: '/m', search: '', hash: '' }, 'pc')).toBe('/');
    expect(swappedLocation({ pathname: '//evil.com', search: '', hash: '' }, 'pc')).toBe('/evil.com');
  });
  it('checks at most once per interval, with one trailing check', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('chunk reload guard', () => {
  it('reloads once per path within 10 s, and again after', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/importantNews', 1_000)).toBe(true);
    expect(claimChunkReload(storage, '/importantNews', 9_000)).toBe(false);
    expect(claimChunkReload(storage, '/information', 9_000)).toBe(true);
    expect(claimChunkReload(storage, '/importantNews', 11_001)).toBe(true);
  });
});

describe('transport error toasts', () => {
  afterEach(() => resetNoticeSuppression());
  it('are suppressed for 10 s after one is shown; other notices are not', () => {
    const seen: string[] = [];
    const stop = onApiNotice((n) => seen.push(`${n.kind}:${n.title}`));
    reportApiError({ kind: 'transport', title: '当前网络不稳定' }, 0);
    reportApiError({ kind: 'transport', title: '当前网络不稳定' }, 9_999);
    reportApiError({ kind: 'notification', title: '当前操作没有权限' }, 9_999);
    reportApiError({ kind: 'transport', title: '系统接口请求超时' }, 10_000);
    stop();
    expect(seen).toEqual(['transport:当前网络不稳定', 'notification:当前操作没有权限', 'transport:系统接口请求超时']);
  });
});

describe('colour mode', () => {
  it('follows the preference, or the system when the preference is system', () => {
    expect(resolveColorMode('dark', false)).toBe('dark');
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });
  it('lets a page force light or dark over the preference (forcing system: color-mode.test.ts)', () => {
    expect(resolveColorMode('dark', false, 'light')).toBe('light');
    expect(resolveColorMode('light', true, 'dark')).toBe('dark');
  });
});

describe('idle tasks', () => {
  it('fall back to a 1 ms timeout where requestIdleCallback is missing', () => {
    const setTimeout = vi.fn();
    runWhenIdle(() => undefined, { setTimeout } as unknown as Window);
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 1);
  });
});

describe('notice durations', () => {
  it('toasts last 3000 ms, transport error toasts 5000 ms, notifications 4500 ms', async () => {
    const { noticeFromApi } = await import('../../../../app/notices/atoms.ts');
    expect(noticeFromApi({ kind: 'toast', title: 'x' })).toMatchObject({ kind: 'toast', durationMs: 3000 });
    expect(noticeFromApi({ kind: 'transport', title: 'x' })).toMatchObject({ kind: 'toast', durationMs: 5000 });
    expect(noticeFromApi({ kind: 'notification', title: 'x' })).toMatchObject({ kind: 'notification', durationMs: 4500 });
  });
});
