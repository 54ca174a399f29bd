// The router's hydration data block (architecture.md "CSP and caching"): CMS text inside it cannot end
// the <script> element or open a comment, what the worker writes the browser reads back
// unchanged, and the route errors of requirements §2 come back as the error responses they were.

import { createStaticHandler, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageNotFound } from '../../../../app/lib/http-errors.ts';
import { readRouterData, writeRouterData } from '../../../../app/lib/router-data.ts';

const HOSTILE_TITLE = '展会通知</script><script>alert(1)</script><!-- 注释 -->';
const ARTICLE = {
  id: '1001',
  title: HOSTILE_TITLE,
  content: '<p>2024年我会签发原产地证书9.6万份</p><!--[if IE]><script src=//evil.example/x.js></script><![endif]-->',
  // Line and paragraph separators end a line in old JavaScript parsers.
  summary: '第一段\u2028第二段\u2029第三段',
};

/** A route with its own error boundary gets its errors (the router reads the component's presence). */
const ErrorBoundary = () => null;

/** What the worker renders from: a static handler's answer for `path`. */
async function rendered(path: string): Promise<StaticHandlerContext> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      ErrorBoundary,
      loader: () => ({ site: { name: '市贸促会' } }),
      children: [
        {
          id: 'detail',
          path: 'detail/:id',
          ErrorBoundary,
          loader: ({ params, request }) => {
            if (params.id !== '1001') throw pageNotFound(new URL(request.url).pathname);
            return ARTICLE;
          },
        },
        {
          id: 'broken',
          path: 'broken',
          ErrorBoundary,
          loader: () => {
            throw new TypeError("Cannot read properties of undefined (reading 'rows')");
          },
        },
      ],
    },
  ]);
  const context = await handler.query(new Request(`https://www.council.example${path}`));
  if (context instanceof Response) throw new Error(`unexpected redirect for ${path}`);
  return context;
}

describe('writeRouterData', () => {
  it('never lets CMS text close the <script> element or open an HTML comment', async () => {
    const text = writeRouterData(await rendered('/detail/1001'));
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
  });

  it('writes U+2028 and U+2029 as escapes, not as raw line breaks', async () => {
    const text = writeRouterData(await rendered('/detail/1001'));
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('sends only the message of an unexpected error, never the server’s stack', async () => {
    const context = await rendered('/broken');
    const thrown = context.errors?.broken as Error;
    expect(thrown.stack).toBeTruthy();
    const written = JSON.parse(writeRouterData(context)) as { errors: Record<string, unknown> };
    expect(written.errors.broken).toEqual({
      __type: 'Error',
      message: "Cannot read properties of undefined (reading 'rows')",
    });
  });

  it('a thrown non-Error becomes the generic text', () => {
    const text = writeRouterData({ loaderData: {}, errors: { detail: 'boom' } });
    expect(JSON.parse(text).errors.detail).toEqual({ __type: 'Error', message: 'Internal Server Error' });
  });
});

describe('readRouterData', () => {
  it('reads back exactly the loader data the worker rendered with, markup and separators included', async () => {
    const context = await rendered('/detail/1001');
    const state = readRouterData(writeRouterData(context));
    expect(state.loaderData).toEqual({ root: { site: { name: '市贸促会' } }, detail: ARTICLE });
    expect((state.loaderData?.detail as typeof ARTICLE | undefined)?.title).toBe(HOSTILE_TITLE);
    expect(state.actionData).toBeNull();
    expect(state.errors).toBeNull();
  });

  it('revives requirements §2’s “Page not found” as a 404 error response for the route’s boundary', async () => {
    const context = await rendered('/detail/999');
    const state = readRouterData(writeRouterData(context));
    const error = state.errors?.detail;
    expect(isRouteErrorResponse(error)).toBe(true);
    if (!isRouteErrorResponse(error)) return;
    expect(error.status).toBe(404);
    expect(error.data).toEqual({ message: 'Page not found: /detail/999' });
    expect(state.loaderData).toEqual({ root: { site: { name: '市贸促会' } } });
  });

  it('revives the router’s own 404 (no route matched) as an internal error response', async () => {
    const context = await rendered('/no/such/page');
    const state = readRouterData(writeRouterData(context));
    const [error] = Object.values(state.errors ?? {});
    expect(isRouteErrorResponse(error)).toBe(true);
    if (!isRouteErrorResponse(error)) return;
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect((error as unknown as { internal: boolean }).internal).toBe(true);
  });

  it('revives an unexpected error as an Error with its message and no stack', async () => {
    const state = readRouterData(writeRouterData(await rendered('/broken')));
    const error = state.errors?.broken;
    expect(error).toBeInstanceOf(Error);
    expect(isRouteErrorResponse(error)).toBe(false);
    expect((error as Error).message).toBe("Cannot read properties of undefined (reading 'rows')");
    expect((error as Error).stack).toBe('');
  });
});
