// The walks of `npm run test:engines` (requirements §8.4): a visitor who leaves a page while
// its code is still loading lands where they asked (a link, the search form, back), with no
// reload of the page they left; a chunk a deploy removed still loads the destination afresh,
// once. The same walks run in Chromium inside `npm test` (tests/e2e/leaving-while-loading.spec.ts
// and chunk-reload.spec.ts); here WebKit and Gecko cancel the pending imports themselves.

import type { Session } from './drivers.ts';
import type { HoldingProxy } from './holding-proxy.ts';

const HOME_CHUNK = /^\/assets\/home-[\w-]+\.js$/;
const SEARCH_CHUNK = /^\/assets\/search-[\w-]+\.js$/;
const LAND_WITHIN_MS = 20_000;
/** A static page of the site (public/files/), to go back to. */
export const PAGE_BEFORE = { path: '/files/apostille-application-form', title: '附加证明书申请表' };

export interface Walk {
  name: string;
  run(session: Session, proxy: HoldingProxy): Promise<void>;
}

/** Polls the page (WebDriver has no event to wait on) until `expression` is truthy. */
async function until<T>(session: Session, expression: string, what: string): Promise<T> {
  const end = Date.now() + LAND_WITHIN_MS;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await session.evaluate<T>(expression);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${LAND_WITHIN_MS / 1000} s`);
}

const where = 'location.pathname + location.search';
const heading = "(document.querySelector('h1')?.textContent ?? '').trim()";

/** Waits until the page shown is `path` with a heading holding `title`, fully loaded. */
async function landed(session: Session, path: string, title: string): Promise<void> {
  try {
    await until(
      session,
      `${where} === ${JSON.stringify(path)} && document.readyState === 'complete' && ${heading}.includes(${JSON.stringify(title)})`,
      `landing on ${path} (“${title}”)`,
    );
  } catch (error) {
    const shown = await session.evaluate<string>(`${where} + ' “' + ${heading} + '”'`);
    throw new Error(`${(error as Error).message}; the page shows ${shown ?? 'nothing'}`);
  }
}

/** Fails when the page that was left asked for itself again as a document after `since`. */
function noReload(proxy: HoldingProxy, left: string, since: number): void {
  const again = proxy.log.filter((r) => r.document && r.path === left && r.at >= since);
  if (again.length) throw new Error(`the page left (${left}) was loaded again: a reload over the visitor's navigation`);
}

/** Opens the home page with its page chunk held back: it shows, and its code has not loaded. */
async function homeStillLoading(session: Session, proxy: HoldingProxy): Promise<number> {
  const held = proxy.hold(HOME_CHUNK);
  await session.open(`${proxy.origin}/`);
  await held;
  const hydrated = await session.evaluate<boolean>("document.documentElement.dataset.hydrated === 'true'");
  if (hydrated) throw new Error('the home page hydrated with its chunk held back');
  return Date.now();
}

export const WALKS: Walk[] = [
  {
    name: 'a link followed while the code loads',
    async run(session, proxy) {
      const since = await homeStillLoading(session, proxy);
      await session.click('main a[href="/importantNews"]');
      await landed(session, '/importantNews', '贸促要闻');
      noReload(proxy, '/', since);
    },
  },
  {
    name: 'a search sent while the code loads',
    async run(session, proxy) {
      const since = await homeStillLoading(session, proxy);
      await session.submit('form[role="search"] input', 'RCEP');
      await landed(session, '/search?q=RCEP', '站内搜索');
      noReload(proxy, '/', since);
    },
  },
  {
    name: 'back while the code loads',
    async run(session, proxy) {
      // The page before is one without the site's code (a form's reading copy, as a link in a
      // chat opens it): nothing of it loads the home page's chunk ahead of the walk.
      await session.open(`${proxy.origin}${PAGE_BEFORE.path}`);
      await until(session, `document.readyState === 'complete' && ${heading} !== ''`, 'the page before loading');
      const since = await homeStillLoading(session, proxy);
      await session.back();
      await landed(session, PAGE_BEFORE.path, PAGE_BEFORE.title);
      noReload(proxy, '/', since);
    },
  },
  {
    name: 'a chunk removed by a deploy reloads once, to the destination',
    async run(session, proxy) {
      proxy.gone(SEARCH_CHUNK, /^\/search\?/);
      await session.open(`${proxy.origin}/`);
      await until(session, "document.documentElement.dataset.hydrated === 'true'", 'the home page hydrating');
      const since = Date.now();
      await session.submit('form[role="search"] input', 'RCEP');
      await landed(session, '/search?q=RCEP', '站内搜索');
      const loads = proxy.log.filter((r) => r.document && r.at >= since);
      if (loads.length !== 1 || loads[0]?.path !== '/search?q=RCEP')
        throw new Error(`expected one full load of /search?q=RCEP, saw ${loads.map((r) => r.path).join(', ') || 'none'}`);
      const guard = await session.evaluate<string>("sessionStorage.getItem('chunk-reload') ?? ''");
      if (!guard?.includes('"/search"')) throw new Error(`the reload guard did not record /search (${guard})`);
    },
  },
];
