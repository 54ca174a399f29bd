// The SSR page handler: route match, validation and critical loader data decide the status
// before any byte is sent; then React streams the document (crawlers get it all at once).

import { isbot } from 'isbot';
import { preinit, preloadModule } from 'react-dom';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type StaticHandlerContext,
} from 'react-router';
import { createContentApi } from '../../app/api/client.ts';
import { apiContext, siteContext } from '../../app/context.ts';
import { Document, type ForcedColor } from '../../app/document.tsx';
import type { PageHandle } from '../../app/routes.ts';
import { AppProviders, createStore } from '../../app/providers.tsx';
import { routes } from '../../app/routes.ts';
import type { WorkerConfig } from '../config.ts';
import type { ContentService } from '../content/service.ts';
import type { RequestLog } from '../app-env.ts';
import type { Timings } from '../lib/timings.ts';
import { pageAssets, type PageAssets } from './assets.ts';

const handler = createStaticHandler(routes);

interface RenderOptions {
  request: Request;
  config: WorkerConfig;
  content: ContentService;
  nonce: string;
  timings: Timings;
  log: RequestLog;
}

/** Server-only: asks React to put the stylesheet and module preloads into <head>. */
function ServerAssets({ css, modulepreload }: PageAssets) {
  for (const href of css) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of modulepreload) preloadModule(href, { as: 'script' });
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
    log.error = error instanceof Error ? `${error.name}: ${error.message}` : 'loader failed';
    context.errors[routeId] = new ErrorResponseImpl(500, 'Internal Server Error', { message: 'Internal Server Error' });
  }
}

/** SPEC §4: the matched page may force light or dark; 'system' cannot be forced. */
function forcedColor(context: StaticHandlerContext): ForcedColor {
  const wanted = (context.matches.at(-1)?.route.handle as PageHandle | undefined)?.colorMode;
  return wanted === 'light' || wanted === 'dark' ? wanted : undefined;
}

export async function renderPage({ request, config, content, nonce, timings, log }: RenderOptions): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(apiContext, createContentApi((url) => content.get(url).then((r) => r.body)));
  context.set(siteContext, config.site);
  const t0 = performance.now();
  const result = await handler.query(request, { requestContext: context });
  timings.add('data', performance.now() - t0);
  if (result instanceof Response) return result;
  scrubErrors(result, log);
  const router = createStaticRouter(handler.dataRoutes, result);
  const assets = pageAssets(result.matches);
  const t1 = performance.now();
  const stream = await renderToReadableStream(
    <Document nonce={nonce} forceColor={forcedColor(result)}>
      <AppProviders store={createStore()}>
        <ServerAssets {...assets} />
        <StaticRouterProvider router={router} context={result} nonce={nonce} />
      </AppProviders>
    </Document>,
    {
      nonce,
      bootstrapModules: assets.bootstrap,
      onError(error) {
        log.error ??= error instanceof Error ? `${error.name}: ${error.message}` : 'render failed';
      },
    },
  );
  log.shellMs = performance.now() - t1;
  timings.add('shell', log.shellMs);
  if (isbot(request.headers.get('User-Agent') ?? '')) await stream.allReady;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
  const preload = [
    ...assets.css.map((href) => `<${href}>; rel=preload; as=style`),
    ...assets.bootstrap.map((href) => `<${href}>; rel=modulepreload`),
  ];
  if (preload.length) headers.set('Link', preload.join(', '));
  return new Response(stream, { status: result.statusCode, headers });
}
