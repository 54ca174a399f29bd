// /service/exhibition: overseas trade fairs by theme, filterable by country and year,
// as a calendar list grouped by month; the service's own article leads. Its data:
// exhibition.loader.ts.

import { useLoaderData } from 'react-router';
import { GetForm } from '../components/get-form.tsx';
import type { Exhibition } from '../api/types.ts';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { AddToCalendar, CalendarFeedLink } from '../components/calendar-links.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { useSite } from '../hooks/use-site.ts';
import { formatDate } from '../lib/dates.ts';
import { exhibitionEvent } from '../structured-data/events.ts';
import type { loader } from './exhibition.loader.ts';

function byMonth(items: Exhibition[]): Array<[string, Exhibition[]]> {
  const groups = new Map<string, Exhibition[]>();
  for (const e of items) {
    const key = `${e.startDate.slice(0, 4)}年${Number(e.startDate.slice(5, 7))}月`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups];
}

export function Component() {
  const { site } = useSite();
  const d = useLoaderData<typeof loader>();
  const themeName = (id: string) => d.themes.find((t) => t.id === id)?.themeName ?? '';
  return (
    <div className="narrow narrow--wide">
      <PageMeta
        title="展览服务"
        column={d.column}
        columnAncestors={d.trail.slice(0, -1).map((c) => c.columnName)}
        description={`${site?.shortName ?? ''}组织企业参加的境外展会日历：按主题、国家和年份查询。`}
        jsonLd={{
          '@type': 'ItemList',
          itemListElement: d.rows.map((e, i) => ({ '@type': 'ListItem', position: i + 1, item: exhibitionEvent(e) })),
        }}
      />
      <Breadcrumbs trail={d.trail.slice(0, -1)} current={d.column.columnName} />
      <h1 className="page-title">展览服务</h1>
      <p className="page-tools">
        <CalendarFeedLink />
      </p>
      {d.article ? (
        <details className="intro-details">
          <summary>{d.article.title}</summary>
          <ArticleBody html={d.article.content} title={d.article.title} />
        </details>
      ) : null}
      <nav className="tag-filter" aria-label="展会主题">
        <AppLink to="?" className={d.themeId ? 'tag' : 'tag tag--current'}>
          全部主题
        </AppLink>
        {d.themes.map((t) => (
          <AppLink
            key={t.id}
            to={`?theme=${t.id}`}
            className={t.id === d.themeId ? 'tag tag--current' : 'tag'}
            aria-current={t.id === d.themeId ? 'page' : undefined}
          >
            {t.themeName}
          </AppLink>
        ))}
      </nav>
      <GetForm className="filter-bar">
        {d.themeId ? <input type="hidden" name="theme" value={d.themeId} /> : null}
        <label>
          国家
          <select name="country" defaultValue={d.country ?? ''}>
            <option value="">全部国家</option>
            {d.countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          年份
          <select name="year" defaultValue={d.year ?? ''}>
            <option value="">全部年份</option>
            {d.years.map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          筛选
        </button>
      </GetForm>
      <p className="result-note" role="status">
        共 {d.total} 个展会
      </p>
      {d.rows.length === 0 ? <p className="empty-state">没有符合条件的展会，请调整筛选条件。</p> : null}
      {byMonth(d.rows).map(([month, items]) => (
        <section key={month} className="calendar-month" aria-labelledby={`month-${month}`}>
          <h2 id={`month-${month}`} className="calendar-month__title">
            {month}
          </h2>
          <ul className="exhibition-list">
            {items.map((e) => (
              <li key={e.id} className="exhibition">
                <p className="exhibition__dates">
                  {formatDate(e.startDate)} 至 {formatDate(e.endDate)}
                </p>
                <h3 className="exhibition__name">{e.exhibitionName}</h3>
                <p className="exhibition__meta">
                  <span>
                    {e.country} · {e.city}
                  </span>
                  {e.venue ? <span>{e.venue}</span> : null}
                  <span className="tag">{themeName(e.themeId)}</span>
                </p>
                {e.summary ? <p>{e.summary}</p> : null}
                <p className="calendar-tools">
                  <AddToCalendar kind="exhibition" id={e.id} name={e.exhibitionName} />
                </p>
                <details>
                  <summary>组团安排与联系方式</summary>
                  {e.content ? <ArticleBody html={e.content} title={e.exhibitionName} /> : null}
                  <p>
                    {e.organizer ? <>组织单位：{e.organizer}　</> : null}
                    {e.contact ? <>联系人：{e.contact}　</> : null}
                    {e.phone ? (
                      <>
                        电话：<a href={`tel:${e.phone.replace(/[^\d+]/g, '')}`}>{e.phone}</a>
                      </>
                    ) : null}
                  </p>
                  {e.linkUrl ? (
                    <p>
                      <AppLink to={e.linkUrl}>展会官方网站</AppLink>
                    </p>
                  ) : null}
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {d.total > 0 && <Pagination total={d.total} page={d.page} size={d.size} />}
    </div>
  );
}
