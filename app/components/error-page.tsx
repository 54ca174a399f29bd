// requirements §2/§8 error pages: the not-found page for 404, the withdrawn page for 410, a generic server error page for
// anything else (status 500 by default); never a stack trace. Loaded when one is shown
// (routes.ts, decision 0006): no page needs it to hydrate unless it is an error page.

import { isRouteErrorResponse, useLocation, useRouteError, useRouteLoaderData } from 'react-router';
import { useOfferedServices } from '../hooks/use-offered-services.ts';
import type { RouteErrorData } from '../lib/http-errors.ts';
import { suggestPages } from './suggest-pages.ts';
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

/** Where a limited visitor can go meanwhile: pages their browser may hold, and the guides. */
const LISTINGS = [
  { to: '/importantNews', name: '贸促要闻' },
  { to: '/information', name: '贸易资讯' },
  { to: '/service/exhibition', name: '展会信息' },
  { to: '/service/trade/activity', name: '经贸活动' },
];

/** 429 (this visitor) or 503 (the site is busy): the message, and links to come back by. */
function LimitedContent({ status, message }: ErrorInfo) {
  const services = useOfferedServices();
  const heading = status === 429 ? '访问过于频繁' : '网站访问繁忙';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageMeta title={heading} />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{heading}</h1>
      <p className="error-page__message">{message}</p>
      <p>稍等片刻后刷新本页即可继续访问。您也可以先浏览以下栏目和办事指南：</p>
      <ListingLinks />
      {services.length > 0 ? (
        <nav aria-label="办事指南" className="error-page__actions">
          {services.map((s) => (
            <AppLink key={s.code} to={s.path}>
              {s.name}
            </AppLink>
          ))}
        </nav>
      ) : null}
    </section>
  );
}

/** 410: a record the council withdrew (decision 0108). Nothing of it; where to go instead. */
function WithdrawnContent({ status, message }: ErrorInfo) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageMeta title="信息已撤回" />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">信息已撤回</h1>
      <p className="error-page__message">
        <code>{message}</code>
      </p>
      <p>该信息已由发布单位撤回（已撤销），不再公开。您可以从以下入口继续浏览本会的最新信息。</p>
      <ListingLinks />
      <HomeAndSitemap />
    </section>
  );
}

/** The site's listings, to go on from a page that has nothing to show. */
function ListingLinks() {
  return (
    <nav aria-label="栏目" className="error-page__actions">
      {LISTINGS.map((l) => (
        <AppLink key={l.to} to={l.to}>
          {l.name}
        </AppLink>
      ))}
    </nav>
  );
}

/** The way on from every error page: home, and the site map. */
function HomeAndSitemap() {
  return (
    <p className="error-page__actions">
      <AppLink to="/" className="button">
        返回首页
      </AppLink>
      <AppLink to="/sitemap" className="button button--ghost">
        查看网站地图
      </AppLink>
    </p>
  );
}

function ErrorContent({ status, message }: ErrorInfo) {
  if (status === 429 || status === 503) return <LimitedContent status={status} message={message} />;
  if (status === 410) return <WithdrawnContent status={status} message={message} />;
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
      <HomeAndSitemap />
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
