// The data of /service/exhibition (exhibition.tsx): the fairs of the chosen status, theme,
// country, year and month (by default those open for registration or still to come, soonest
// deadline first), or the one fair `?fair=` names, and the filters' options; on the browser
// it loads with a navigation, never with the first view.

import { data, type LoaderFunctionArgs } from 'react-router';
import { AddToCalendarLater, CalendarFeedLinkLater } from '../components/calendar-parts.ts';
import { apiContext } from '../context.ts';
import { allRows } from '../data/all-pages.ts';
import { resolveColumn } from '../data/columns.ts';
import { offeredService } from '../domain/offered-services.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { type FairFilter, isFairFilter, nextClosing } from '../domain/fairs.ts';
import { beijingMinute } from '../lib/dates.ts';
import { readKeyword } from '../lib/keyword.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';
import { exhibitionEvent } from '../structured-data/events.ts';

/** The page's filters as read from its URL: each kept only when valid, so links never carry junk. */
export function readFairFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? '';
  const status = get('status');
  return {
    status: (isFairFilter(status) ? status : 'upcoming') as FairFilter,
    themeId: /^\d+$/.test(get('theme')) ? get('theme') : undefined,
    country: readKeyword(url, 'country'),
    year: /^\d{4}$/.test(get('year')) ? get('year') : undefined,
    month: /^([1-9]|1[0-2])$/.test(get('month')) ? get('month') : undefined,
    fair: /^\d{1,18}$/.test(get('fair')) ? get('fair') : undefined,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  // The calendar links the page hydrates later (decision 0088), loaded beside its data on a navigation.
  const parts = Promise.all([AddToCalendarLater.preload(), CalendarFeedLinkLater.preload()]);
  const url = new URL(request.url);
  const { columns, column, trail } = await resolveColumn(context, request, undefined);
  const filters = readFairFilters(url);
  const { status, themeId, country, year, month, fair } = filters;
  // The minute statuses are judged at: the page's cache is kept per Beijing day (decision 0043)
  // and until the next fair closes (decision 0119), and the browser hydrates with this same
  // minute, so labels never disagree with the dates.
  const now = beijingMinute();
  const params = { today: now.slice(0, 10), time: now.slice(11) };
  const { page, size } = readPaging(url);
  const query = fair ? { id: fair, status: 'all' as const, params } : { themeId, country, year, month, status, params };
  // The filters' options come from every exhibition: one row per country and per start year.
  // The fair that closes next, shown or not: whichever filter this page has, its list changes then.
  const [article, themes, byCountry, byYear, first, soonest] = await Promise.all([
    loadPageArticle(api, column),
    api.listExhibitionTheme(),
    allRows((p) => api.listExhibition({ distinct: 'country', ...p })),
    allRows((p) => api.listExhibition({ distinct: 'year', ...p })),
    api.listExhibition({ ...query, pageNum: page, pageSize: size }),
    api.listExhibition({ status: 'open', params, pageSize: 1 }),
  ]);
  const current = clampPage(page, pageCount(first.total, size));
  const result = current === page ? first : await api.listExhibition({ ...query, pageNum: current, pageSize: size });
  // A store that ignores `id` (an upstream CMS) answers a list: only the fair asked for is shown.
  const rows = fair ? result.rows.filter((e) => e.id === fair) : result.rows;
  // A store that ignores `distinct` answers every row: the sets make that correct too.
  const countries = [...new Set(byCountry.map((e) => e.country))].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const years = [...new Set(byYear.map((e) => e.startDate.slice(0, 4)))].sort();
  await parts;
  const closes = nextClosing(soonest.rows, now);
  // The ATA guide, linked only where the council offers ATA carnets (decision 0130): decided
  // here, so that the page's first-view script holds no list of the services offered.
  const ata = offeredService(columns, 'ata');
  return data(
    {
      column,
      trail,
      ata: ata ? { path: ata.path, name: ata.name } : null,
      article,
      themes,
      countries,
      years,
      filters,
      now,
      page: current,
      size,
      total: fair ? rows.length : result.total,
      rows,
      // The fairs as schema.org events, built here so that the page's first-view script holds no
      // structured-data code (the page is at its script budget).
      jsonLd: {
        '@type': 'ItemList' as const,
        itemListElement: rows.map((e, i) => ({
          '@type': 'ListItem' as const,
          position: i + 1,
          item: exhibitionEvent(e),
        })),
      },
    },
    closes ? { headers: { Expires: closes.toUTCString() } } : undefined,
  );
}
