// /service/exhibition: overseas trade fairs, by default those open for registration or still
// to come, soonest deadline first, each with its status and deadline; filters (status, theme,
// country, year, month) combine and stay in the URL; `?fair=` shows one fair. Its data:
// exhibition.loader.ts.

import { useLoaderData, useLocation } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CalendarFeedLinkLater } from '../components/calendar-parts.ts';
import { FairCard } from '../components/fair-card.tsx';
import { GetForm } from '../components/get-form.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { FAIR_FILTERS } from '../domain/fairs.ts';
import { useSite } from '../hooks/use-site.ts';
import type { loader } from './exhibition.loader.ts';

const REGISTRATION_FORM = '/files/exhibition-registration-form.docx';

/** The current query with `changes` applied (and the page reset): a filter link keeps the others. */
function withFilter(search: string, changes: Record<string, string | undefined>): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('fair');
  for (const [name, value] of Object.entries(changes)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const query = params.toString();
  return query ? `?${query}` : '?';
}

export function Component() {
  const { site } = useSite();
  const d = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const f = d.filters;
  const themeName = (id: string) => d.themes.find((t) => t.id === id)?.themeName ?? '';
  const { ata } = d;
  const filtered = Boolean(f.themeId || f.country || f.year || f.month || f.status !== 'upcoming');
  return (
    <div className="narrow narrow--wide">
      <PageMeta
        title="展览服务"
        column={d.column}
        columnAncestors={d.trail.slice(0, -1).map((c) => c.columnName)}
        description={`${site?.shortName ?? ''}组织企业参加的境外展会：报名中的展会按截止日期排列，可按状态、主题、国家、年份和月份查询。`}
        jsonLd={d.jsonLd}
      />
      <Breadcrumbs trail={d.trail.slice(0, -1)} current={d.column.columnName} />
      <h1 className="page-title">展览服务</h1>
      <p className="page-tools">
        <CalendarFeedLinkLater />
      </p>
      <p className="fair-howto">
        报名方式：下载填写<a href={REGISTRATION_FORM}>《出国展览报名表》</a>
        ，加盖公章，在各展会所列的报名截止时间（北京时间）前，按该展会“报名表报送”所列方式提交。
        {ata ? (
          <>
            展品暂时出境参展，可办理<AppLink to={ata.path}>{ata.name}</AppLink>。
          </>
        ) : null}
      </p>
      {d.article ? (
        <details className="intro-details">
          <summary>{d.article.title}</summary>
          <ArticleBody html={d.article.content} title={d.article.title} />
        </details>
      ) : null}
      <nav className="tag-filter" aria-label="展会主题">
        <AppLink to={withFilter(search, { theme: undefined })} className={f.themeId ? 'tag' : 'tag tag--current'}>
          全部主题
        </AppLink>
        {d.themes.map((t) => (
          <AppLink
            key={t.id}
            to={withFilter(search, { theme: t.id })}
            className={t.id === f.themeId ? 'tag tag--current' : 'tag'}
            aria-current={t.id === f.themeId ? 'page' : undefined}
          >
            {t.themeName}
          </AppLink>
        ))}
      </nav>
      {/* Keyed on the query: each control shows the filter the URL holds after any navigation. */}
      <GetForm key={search} className="filter-bar">
        <label>
          状态
          <select name="status" defaultValue={f.status === 'upcoming' ? '' : f.status}>
            {FAIR_FILTERS.map((s) => (
              <option key={s.value} value={s.value === 'upcoming' ? '' : s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {/* The theme is chosen above, one tap each: the form keeps it while the rest change. */}
        {f.themeId ? <input type="hidden" name="theme" value={f.themeId} /> : null}
        <label>
          国家
          <select name="country" defaultValue={f.country ?? ''}>
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
          <select name="year" defaultValue={f.year ?? ''}>
            <option value="">全部年份</option>
            {d.years.map((y) => (
              <option key={y} value={y}>
                {y}年
              </option>
            ))}
          </select>
        </label>
        <label>
          月份
          <select name="month" defaultValue={f.month ?? ''}>
            <option value="">全部月份</option>
            {Array.from({ length: 12 }, (_, i) => String(i + 1)).map((m) => (
              <option key={m} value={m}>
                {m}月
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          筛选
        </button>
      </GetForm>
      <p className="fair-links">
        {f.status === 'ended' ? (
          <AppLink to="?">返回报名中及即将举办的展会</AppLink>
        ) : (
          <AppLink to={withFilter(search, { status: 'ended' })}>往届展会（已结束）</AppLink>
        )}
        {filtered || f.fair ? <AppLink to="?">清除筛选</AppLink> : null}
      </p>
      <p className="result-note" role="status">
        {f.fair
          ? '展会详情'
          : `共 ${d.total} 个展会${f.status === 'upcoming' ? '（报名中的在前，按报名截止日期排列）' : ''}`}
      </p>
      {d.rows.length === 0 ? <p className="empty-state">没有符合条件的展会，请调整筛选条件。</p> : null}
      <ul className="exhibition-list">
        {d.rows.map((e) => (
          <FairCard key={e.id} fair={e} now={d.now} themeName={themeName(e.themeId)} open={Boolean(f.fair)} />
        ))}
      </ul>
      {d.total > 0 && !f.fair && <Pagination total={d.total} page={d.page} size={d.size} />}
    </div>
  );
}
