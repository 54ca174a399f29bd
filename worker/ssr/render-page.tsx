// The SSR page handler: route match, validation and all loader data decide the status
// before any byte is sent; then React streams the document. With every loader resolved there
// is no pending boundary: the shell is the whole page, for crawlers and visitors alike, and
// nothing in it varies per response, so a stored page is served byte for byte.

import { preinit } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type RouteObject,
  type StaticHandlerContext,
} from 'react-router';
import { createContentApi } from '../../app/api/client.ts';
import { apiContext, qrContext, siteContext, withdrawnContext } from '../../app/context.ts';
import { Document, type ForcedColor } from '../../app/document.tsx';
import { writeRouterData } from '../../app/lib/router-data.ts';
import { LIMITED_PAGE_PATH } from '../../app/lib/http-errors.ts';
import { PREPAINT_SCRIPT } from '../../app/prepaint.ts';
import type { PageHandle } from '../../app/page-handle.ts';
import { buildRoutes, PAGES, routes } from '../../app/routes.ts';
import { HANT_PREFIX } from '../../app/constants.ts';
import { isHantPath } from '../../app/lib/variant.ts';
import { hantRoutes } from '../../app/hant/routes.ts';
import type { WorkerConfig } from '../config/worker-config.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Gate } from '../limits/gate.ts';
import { describeError } from '../lib/errors.ts';
import { noteFailure, type RequestLog } from '../lib/request-log.ts';
import type { Timings } from '../lib/timings.ts';
import { qrPicture } from '../files/qr.ts';
import { pageAssets } from './assets.ts';
import { renderInVariant } from './hant.ts';
import { coalesceChunks } from './html-chunks.ts';

const handler = createStaticHandler(routes);
/**
 * The 繁體 view: the same route table under the basename /zh-hant (decision 0117), built
 * again: React Router resolves a route's `lazy` parts into its route object once, so two
 * handlers over one set of objects would leave the second without loaders.
 */
const hantHandler = createStaticHandler(hantRoutes(buildRoutes(PAGES)), { basename: HANT_PREFIX });

interface RenderOptions {
  /** The normalised request (page-query.ts): the page depends on nothing else of the URL. */
  request: Request;
  config: WorkerConfig;
  content: ContentService;
  timings: Timings;
  log: RequestLog;
  /**
   * The request's limits, asked by the content service when a call reaches the store. A
   * request refused while its loaders ran renders nothing: its caller serves a stale copy
   * or the limited page (worker/ssr/page-cache.ts).
   */
  gate?: Gate;
  /**
   * Any refusal ends the render (its caller has a stored copy to serve); otherwise only one
   * that failed a loader does, and a page whose answers all came, stale or not, renders.
   */
  strict?: boolean;
}

/** Server-only: asks React to put the stylesheets into <head>. */
function Stylesheets({ hrefs }: { hrefs: string[] }) {
  for (const href of hrefs) preinit(href, { as: 'style', precedence: 'default' });
  return null;
}

/**
 * Errors that are not route responses (a failed store, a bug) become a plain 500: the page
 * and the hydration data must never carry a message or stack from the server.
 */
function scrubErrors(context: StaticHandlerContext, log: RequestLog): void {
  if (!context.errors) return;
  for (const [routeId, error] of Object.entries(context.errors)) {
    if (isRouteErrorResponse(error)) continue;
    noteFailure(log, error, 'loader failed');
    context.errors[routeId] = new ErrorResponseImpl(500, 'Internal Server Error', { message: 'Internal Server Error' });
  }
}

/** Whether a loader failed (a route response, such as a 404, is an answer). */
function loaderFailed(context: StaticHandlerContext): boolean {
  return Object.values(context.errors ?? {}).some((error) => !isRouteErrorResponse(error));
}

/**
 * The matched branch alone (root, then the page): createStaticRouter converts every route it
 * is given on each render, and the whole table (every page twice, PC and mobile) was the
 * largest part of React Router's share of an article's render. The render reads only the
 * matches, so the branch renders the same page.
 */
function matchedBranch(context: StaticHandlerContext): RouteObject[] {
  return context.matches.reduceRight<RouteObject[]>(
    (children, { route }) => [{ ...route, children: children.length ? children : undefined } as RouteObject],
    [],
  );
}

/** requirements §4: the matched page may force light or dark; 'system' cannot be forced. */
function forcedColor(context: StaticHandlerContext): ForcedColor {
  const wanted = (context.matches.at(-1)?.route.handle as PageHandle | undefined)?.colorMode;
  return wanted === 'light' || wanted === 'dark' ? wanted : undefined;
}

/**
 * The earliest `Expires` a loader set (a notice in force until its "valid until"), in epoch
 * ms: the page is wrong from then on, and the page cache keeps no copy past it.
 */
function earliestExpiry(context: StaticHandlerContext): number | undefined {
  let earliest: number | undefined;
  for (const headers of Object.values(context.loaderHeaders)) {
    const at = Date.parse(headers.get('Expires') ?? '');
    if (Number.isFinite(at) && (earliest === undefined || at < earliest)) earliest = at;
  }
  return earliest;
}

export function renderPage(options: RenderOptions): Promise<Response> {
  const hant = isHantPath(new URL(options.request.url).pathname);
  return renderInVariant(hant, () => renderIn(hant, options));
}

async function renderIn(
  hant: boolean,
  { request, config, content, timings, log, gate, strict }: RenderOptions,
): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(
    apiContext,
    createContentApi((url) => content.get(url).then((r) => r.body)),
  );
  context.set(siteContext, config.site);
  // The QR library stays on the server: pages get the picture as loader data.
  const origin = config.site.origin || new URL(request.url).origin;
  context.set(qrContext, async (path) => qrPicture(origin + path));
  context.set(withdrawnContext, (kind, id) => content.withdrawn(kind, id));
  const t0 = performance.now();
  const result = await (hant ? hantHandler : handler).query(request, { requestContext: context });
  timings.add('data', performance.now() - t0);
  if (result instanceof Response) return result;
  // A bare 503 its caller replaces (RenderOptions.gate): React never runs for it. A page whose
  // loaders all had their answers (a stale copy of each, for the refused store) may render.
  if (gate?.refusal && (strict || loaderFailed(result))) return new Response(null, { status: 503 });
  scrubErrors(result, log);
  const router = createStaticRouter(matchedBranch(result), result);
  const assets = pageAssets(result.matches);
  // A platform's other council: its colour sets after the build's, overriding them (decision 0137).
  const css = config.brandCss ? [...assets.css, config.brandCss] : assets.css;
  // The page for a visitor past a limit is kept and served under whatever URL was refused:
  // it ships no script, so nothing hydrates it under another route or asks the site for more.
  const scripts = LIMITED_PAGE_PATH.test(new URL(request.url).pathname) ? [] : assets.bootstrap;
  const t1 = performance.now();
  // Every loader has resolved, and the parts a page hydrates later (components/hydrated-later.tsx)
  // are complete before the first byte goes out (allReady; their lazy components wait for
  // nothing but a module of this worker): no Suspense boundary is pending at flush, so React
  // writes no inline runtime script, and the router's data goes out as a data block.
  const stream = await renderToReadableStream(
    <Document
      hant={hant}
      forceColor={forcedColor(result)}
      routerData={writeRouterData(result)}
      prepaint={PREPAINT_SCRIPT}
      identity={config.site.identity}
    >
      <Stylesheets hrefs={css} />
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </Document>,
    {
      bootstrapModules: scripts,
      // A complete boundary is written in place however large the page already is: React
      // would otherwise move one past its chunk size (12.8 KB) out to a script the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        log.error ??= describeError(error, 'render failed');
      },
    },
  );
  await stream.allReady;
  log.shellMs = performance.now() - t1;
  log.streamed = true;
  timings.add('shell', log.shellMs);
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  const expires = earliestExpiry(result);
  if (expires !== undefined) headers.set('Expires', new Date(expires).toUTCString());
  // Only the stylesheet is announced early: scripts stay off the first-paint path.
  if (css.length) headers.set('Link', css.map((href) => `<${href}>; rel=preload; as=style`).join(', '));
  return new Response(stream.pipeThrough(coalesceChunks()), { status: result.statusCode, headers });
}
