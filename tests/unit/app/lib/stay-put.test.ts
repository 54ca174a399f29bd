// A navigation whose content answer says 429 or 503 stays on the page shown (decision 0078):
// React Router's own router, in memory, with the site's data strategy.

import {
  createMemoryRouter,
  type DataRouter,
  type RouteObject,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../app/api/errors.ts';
import { isLimited, stayPutStrategy } from '../../../../app/lib/stay-put.ts';

/** Resolves once the router has loaded its first page and has no navigation under way. */
function idle(router: DataRouter): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

function site(start = '/list?page=2#top'): { router: DataRouter; asked: string[] } {
  const asked: string[] = [];
  const page = (path: string, answer: () => unknown): RouteObject => ({
    path,
    loader: () => {
      asked.push(path);
      return answer();
    },
    Component: () => null,
    ErrorBoundary: () => null,
  });
  const routes: RouteObject[] = [
    page('/list', () => ({ page: 'list' })),
    page('/busy', () => {
      throw new ApiError(503, '网站访问繁忙，请稍后再试');
    }),
    page('/limited', () => {
      throw new ApiError(429, '访问过于频繁，请稍后再试');
    }),
    page('/missing', () => {
      throw new ApiError(404, '访问资源不存在');
    }),
  ];
  const made: { router?: DataRouter } = {};
  made.router = createMemoryRouter(routes, {
    initialEntries: [start],
    dataStrategy: stayPutStrategy(() => made.router),
  });
  return { router: made.router, asked };
}

describe('a limited navigation', () => {
  it.each(['/list?page=2#top', '/list?page=2'])(
    'keeps the page shown (%s), its data and its history entry; nothing is asked again',
    async (start) => {
      const { router, asked } = site(start);
      await idle(router);
      const before = router.state;
      expect(before.loaderData['0']).toEqual({ page: 'list' });
      for (const to of ['/limited', '/busy']) {
        await router.navigate(to);
        await idle(router);
        expect(router.state.location.pathname + router.state.location.search + router.state.location.hash).toBe(start);
        expect(router.state.errors).toBeNull();
        expect(router.state.loaderData['0']).toBe(before.loaderData['0']);
      }
      // The list's loader ran once, for the first view: staying put asked nothing.
      expect(asked).toEqual(['/list', '/limited', '/busy']);
      // No entry was pushed: staying put replaced the page shown with itself.
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('goes on as before for any other failure: a 404 shows the destination’s error', async () => {
    const { router } = site();
    await idle(router);
    await router.navigate('/missing');
    await idle(router);
    expect(router.state.location.pathname).toBe('/missing');
    expect(router.state.errors).not.toBeNull();
  });

  it('from an error page (no data to keep), a limited navigation shows its own error', async () => {
    const { router } = site();
    await idle(router);
    await router.navigate('/missing');
    await idle(router);
    await router.navigate('/limited');
    await idle(router);
    expect(router.state.location.pathname).toBe('/limited');
    expect(isLimited(Object.values(router.state.errors ?? {})[0])).toBe(true);
  });

  it.each([
    ['back', ['/news', '/list'], 1, -1],
    ['forward', ['/list', '/news'], 0, 1],
  ] as const)('by %s keeps the page shown and its history entry; nothing is asked again', async (_, entries, start, move) => {
    // A history whose index the strategy reads, as the browser's `history.state.idx`.
    const history = createMemoryHistory({ initialEntries: [...entries], initialIndex: start });
    let limitedNow = false;
    const asked: string[] = [];
    const routes = ['/list', '/news'].map((path) => ({
      id: path,
      path,
      loader: () => {
        asked.push(path);
        if (limitedNow) throw new ApiError(429, '访问过于频繁，请稍后再试');
        return { page: path };
      },
    }));
    const made: { router?: DataRouter } = {};
    made.router = createRouter({
      routes,
      history,
      dataStrategy: stayPutStrategy(() => made.router, { index: () => history.index, go: (delta) => history.go(delta) }),
    }).initialize();
    const router = made.router;
    await idle(router);
    const shown = router.state.loaderData['/list'];
    limitedNow = true;
    await router.navigate(move);
    await idle(router);
    // The browser's history is back at the entry shown, and the router shows it as it was.
    expect(history.index).toBe(start);
    expect(router.state.location.pathname).toBe('/list');
    expect(router.state.errors).toBeNull();
    expect(router.state.loaderData['/list']).toBe(shown);
    // Asked: the first view, then the limited destination once; never the page shown again.
    expect(asked).toEqual(['/list', '/news']);
    // Once the limit has passed, the same move goes where it was asked.
    limitedNow = false;
    await router.navigate(move);
    await idle(router);
    expect(router.state.location.pathname).toBe('/news');
    expect(history.index).toBe(start + move);
  });

  it('is told by the API error’s code alone', () => {
    expect(isLimited(new ApiError(429, 'x'))).toBe(true);
    expect(isLimited(new ApiError(503, 'x', 'http'))).toBe(true);
    expect(isLimited(new ApiError(500, 'x'))).toBe(false);
    expect(isLimited(new Error('429'))).toBe(false);
    expect(isLimited({ code: 429 })).toBe(false);
  });
});
