// /sitemap: the whole column tree as links (public-sector sites list it in the footer).

import type { ColumnNode } from '../api/types.ts';
import { AppLink } from '../components/app-link.tsx';
import { CONTACT_PATH } from '../constants.ts';
import { ACTIVITIES_CALENDAR } from '../lib/calendar-links.ts';
import { PageMeta } from '../components/page-meta.tsx';
import { columnHref } from '../domain/column-pages.ts';
import { useSite } from '../hooks/use-site.ts';

function Branch({ nodes }: { nodes: ColumnNode[] }) {
  return (
    <ul>
      {nodes.map((c) => (
        <li key={c.id}>
          <AppLink to={columnHref(c).href}>{c.columnName}</AppLink>
          {c.children.length > 0 && <Branch nodes={c.children} />}
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const { tree } = useSite();
  return (
    <div className="narrow">
      <PageMeta title="网站地图" description="本站全部栏目一览。" />
      <h1 className="page-title">网站地图</h1>
      <div className="sitemap">
        {tree.map((top) => (
          <section key={top.id} className="sitemap__section" aria-labelledby={`sitemap-${top.id}`}>
            <h2 id={`sitemap-${top.id}`}>
              <AppLink to={columnHref(top).href}>{top.columnName}</AppLink>
            </h2>
            {top.children.length > 0 && <Branch nodes={top.children} />}
          </section>
        ))}
        <section className="sitemap__section" aria-labelledby="sitemap-more">
          <h2 id="sitemap-more">其他</h2>
          <ul>
            <li>
              <AppLink to={CONTACT_PATH}>联系我们</AppLink>
            </li>
            <li>
              <AppLink to="/search">站内搜索</AppLink>
            </li>
            <li>
              <AppLink to="/service/commercial/components/problem">认证常见问题</AppLink>
            </li>
            <li>
              <a href={ACTIVITIES_CALENDAR} type="text/calendar">
                经贸活动与境外展会日历（iCalendar 订阅）
              </a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
