// SPEC §2/§8 error pages: the not-found page for 404, a generic server error page for
// anything else (status 500 by default); never a stack trace. Loaded when one is shown
// (routes.ts, decision 0006): no page needs it to hydrate unless it is an error page.

import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import type { RouteErrorData } from '../lib/http-errors.ts';
import { suggestPages } from '../lib/suggest-pages.ts';
import type { RootData } from '../root-data.ts';
import { AppLink } from './app-link.tsx';
import { PageMeta } from './page-meta.tsx';

interface ErrorInfo {
  status: number;
  message: string;
}

export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data = error.data as Partial<RouteErrorData> | undefined;
    const fallback = error.status === 404 ? 'Page Not Found' : 'Internal Server Error';
    return { status: error.status, message: typeof data?.message === 'string' ? data.message : fallback };
  }
  return { status: 500, message: 'Internal Server Error' };
}

function ErrorContent({ status, message }: ErrorInfo) {
  const notFound = status === 404;
  const heading = notFound ? '页面未找到' : '服务器错误';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageMeta title={heading} />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{heading}</h1>
      <p className="error-page__message">
        <code>{message}</code>
      </p>
      <p>
        {notFound
          ? '您访问的页面不存在或已被移除，请检查网址，或从以下入口继续浏览。'
          : '服务器暂时无法完成您的请求，请稍后再试。如问题持续存在，请拨打本会服务热线。'}
      </p>
      {notFound ? <Suggestions /> : null}
      <p className="error-page__actions">
        <AppLink to="/" className="button">
          返回首页
        </AppLink>
        <AppLink to="/sitemap" className="button button--ghost">
          查看网站地图
        </AppLink>
      </p>
    </section>
  );
}

/**
 * The pages closest to the path asked for, from the column tree the root already loaded,
 * the guides and the route table: a mistyped path costs no store query of its own.
 */
function Suggestions() {
  const { pathname } = useLocation();
  const columns = (useRouteLoaderData('root') as RootData | undefined)?.columns ?? [];
  const pages = suggestPages(pathname, columns);
  if (pages.length === 0) return null;
  return (
    <nav className="error-page__suggestions" aria-labelledby="error-suggestions">
      <h2 id="error-suggestions">您要找的可能是：</h2>
      <ul>
        {pages.map((p) => (
          <li key={p.path}>
            <AppLink to={p.path}>{p.title}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Inside the layout: a page's own loader or render failed. */
export function RouteErrorBoundary() {
  return <ErrorContent {...describeError(useRouteError())} />;
}

/** The column list itself failed: no layout to show, only the error. */
export function RootErrorBoundary() {
  const info = describeError(useRouteError());
  return (
    <div className="root-error">
      <ErrorContent {...info} />
    </div>
  );
}
