// requirements §8: the browser API client's error catalogue, code by code, texts verbatim.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTransport } from '../../../../app/api/browser.ts';
import type { ApiError } from '../../../../app/api/errors.ts';
import { isLimited } from '../../../../app/lib/stay-put.ts';
import { onApiNotice, resetNoticeSuppression, type ApiNotice } from '../../../../app/notices/channel.ts';

let notices: ApiNotice[] = [];
let stop: () => void;
const realFetch = globalThis.fetch;

function answer(body: unknown, init: ResponseInit = {}) {
  globalThis.fetch = vi.fn(async () =>
    typeof body === 'string' || body instanceof Uint8Array ? new Response(body as BodyInit, init) : Response.json(body, init),
  ) as typeof fetch;
}

async function failure(): Promise<ApiError> {
  try {
    await browserTransport('/api/cn/listColumn');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not reject');
}

beforeEach(() => {
  notices = [];
  stop = onApiNotice((n) => notices.push(n));
  resetNoticeSuppression();
});
afterEach(() => {
  stop();
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

describe('envelope codes', () => {
  it('200 (or no code at all) resolves with the body', async () => {
    answer({ code: 200, msg: '操作成功', data: [] });
    expect(await browserTransport('/x')).toEqual({ code: 200, msg: '操作成功', data: [] });
    answer({ data: [1] });
    expect(await browserTransport('/x')).toEqual({ data: [1] });
    expect(notices).toEqual([]);
  });

  it('401 notifies 认证失败，无法访问系统资源 and rejects with the session-expired text', async () => {
    answer({ code: 401, msg: 'token expired' });
    const error = await failure();
    expect(notices).toEqual([{ kind: 'notification', title: '认证失败，无法访问系统资源' }]);
    expect(error.message).toBe('无效的会话，或者会话已过期，请重新登录。');
    expect(error.code).toBe(401);
  });

  it('403 notifies 当前操作没有权限 and rejects', async () => {
    answer({ code: 403, msg: 'forbidden' });
    expect((await failure()).message).toBe('当前操作没有权限');
    expect(notices).toEqual([{ kind: 'notification', title: '当前操作没有权限' }]);
  });

  it('404 notifies 访问资源不存在 and rejects', async () => {
    answer({ code: 404, msg: 'x' });
    expect((await failure()).message).toBe('访问资源不存在');
    expect(notices[0]).toEqual({ kind: 'notification', title: '访问资源不存在' });
  });

  it('500 shows an error toast with the server message, then rejects', async () => {
    answer({ code: 500, msg: '数据库维护中' });
    expect((await failure()).message).toBe('数据库维护中');
    expect(notices).toEqual([{ kind: 'toast', title: '数据库维护中' }]);
  });

  it('a store failing for a moment (HTTP 503, code 500) shows the toast, then rejects as a busy site, so a navigation stays put', async () => {
    answer({ code: 500, msg: '服务暂时不可用，请稍后再试' }, { status: 503, headers: { 'Retry-After': '10' } });
    const error = await failure();
    expect(notices).toEqual([{ kind: 'toast', title: '服务暂时不可用，请稍后再试' }]);
    expect(error.code).toBe(503);
    expect(isLimited(error)).toBe(true);
  });

  it('any other code notifies with the server message, or 系统未知错误，请反馈给管理员', async () => {
    answer({ code: 601, msg: '参数校验失败' });
    expect((await failure()).message).toBe('参数校验失败');
    answer({ code: 601 });
    expect((await failure()).message).toBe('系统未知错误，请反馈给管理员');
    expect(notices.map((n) => n.title)).toEqual(['参数校验失败', '系统未知错误，请反馈给管理员']);
  });
});

describe('transport failures', () => {
  it('a network failure is 当前网络不稳定', async () => {
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await failure();
    expect(error.message).toBe('当前网络不稳定');
    expect(notices).toEqual([{ kind: 'transport', title: '当前网络不稳定' }]);
  });

  it('no answer within 60 000 ms is 系统接口请求超时', async () => {
    vi.useFakeTimers();
    globalThis.fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as typeof fetch;
    const pending = failure();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe('系统接口请求超时');
  });

  it('an HTTP failure without an envelope is 系统接口{status}异常', async () => {
    answer('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    expect((await failure()).message).toBe('系统接口502异常');
  });

  it('binary responses are returned unchecked', async () => {
    answer(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } });
    const blob = (await browserTransport('/files/x')) as Blob;
    expect(blob.size).toBe(3);
  });

  it('echoes an existing XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    const doc = { cookie: 'a=1; XSRF-TOKEN=abc%3D123' };
    vi.stubGlobal('document', doc);
    answer({ code: 200, data: [] });
    await browserTransport('/x');
    const init = vi.mocked(globalThis.fetch).mock.calls[0]![1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=123');
    vi.unstubAllGlobals();
  });
});
