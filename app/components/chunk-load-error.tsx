// The page shown when a page's code could not be loaded (requirements §8): part of the entry, since
// the network that failed to bring the page would not bring this either.

import { AppLink } from './app-link.tsx';
import { PageMeta } from './page-meta.tsx';

/** A page's code could not be loaded (and a reload was just tried): say so, offer another try. */
export function ChunkLoadError() {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <PageMeta title="页面加载失败" />
      <h1 id="error-title">页面加载失败</h1>
      <p>网络不稳定或网站刚刚更新，页面程序未能加载。请稍后刷新重试。</p>
      <p className="error-page__actions">
        {/* biome-ignore lint/a11y/useValidAnchor: href="" is this same page, so the link reloads it even when the page's JavaScript is what failed to load. */}
        <a className="button" href="">
          刷新页面
        </a>
        <AppLink to="/" className="button button--ghost">
          返回首页
        </AppLink>
      </p>
    </section>
  );
}
