// The data of the home page (home.tsx): banners, news, services, activities, fairs, hot
// news and words; on the browser it loads with a navigation, never with the first view.

import { data, type LoaderFunctionArgs } from 'react-router';
import type { Catalogue } from '../api/types.ts';
import { apiContext } from '../context.ts';
import { firstKept } from '../data/all-pages.ts';
import { activityLink, exhibitionCard, releaseLink, serviceEntry } from '../data/cards.ts';
import { siteColumns } from '../data/columns.ts';
import { loadJourney } from '../data/journey.ts';
import { emptyPage, optional } from '../data/optional.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { nextClosing } from '../domain/fairs.ts';
import { beijingMinute } from '../lib/dates.ts';
import { isMobilePath } from '../lib/links.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const mobile = isMobilePath(new URL(request.url).pathname);
  // The minute fairs' statuses are judged at (decision 0119); the browser hydrates with it.
  const now = beijingMinute();
  const today = now.slice(0, 10);
  const [banners, middle, news, info, catalogue, upcoming, reports, exhibitions, hot, hotWords, journey] =
    await Promise.all([
      optional(api.listAdvertising({ position: mobile ? 'mobile-banner' : 'home-banner' }), []),
      optional(api.listAdvertising({ position: 'home-middle' }), []),
      api.ListRelease({ columnCode: COLUMN_CODES.importantNews, pageSize: 8 }),
      optional(api.ListRelease({ columnCode: COLUMN_CODES.information, pageSize: 8 }), emptyPage()),
      api.listCatalogue(),
      optional(api.listActivity({ status: '0', pageSize: 4 }), emptyPage()),
      optional(api.ListRelease({ columnCode: COLUMN_CODES.activityReports, pageSize: 4 }), emptyPage()),
      // The next four not yet over, those open for registration first by deadline (decision
      // 0043), asked of the store (not the first 100 rows filtered here).
      optional(
        firstKept(
          (p) =>
            api.listExhibition({ status: 'upcoming', params: { beginDate: today, today, time: now.slice(11) }, ...p }),
          (e) => e.endDate >= today,
          4,
        ),
        [],
      ),
      optional(api.listHotNews({ pageSize: 8 }), []),
      optional(api.listHotWordByColumnId('0'), []),
      optional(
        siteColumns(context).then((columns) => loadJourney(api, columns)),
        null,
      ),
    ]);
  // Open fairs come first, soonest closing first: the page is right until the first of them
  // closes, and the page cache keeps no copy past then (its `Expires`).
  const closes = nextClosing(exhibitions, now);
  return data(
    {
      banners,
      middle: middle[0] ?? null,
      news: news.rows.map(releaseLink),
      info: info.rows.map(releaseLink),
      services: serviceEntries(catalogue).map(serviceEntry),
      upcoming: upcoming.rows.map(activityLink),
      reports: reports.rows.map(releaseLink),
      exhibitions: exhibitions.map(exhibitionCard),
      hot: hot.map(({ id, title }) => ({ id, title })),
      hotWords,
      now,
      journeySteps: journey?.journey?.steps.map((s) => s.title) ?? [],
    },
    closes ? { headers: { Expires: closes.toUTCString() } } : undefined,
  );
}

/** The catalogue's service items (not the forms group), in catalogue order. */
function serviceEntries(catalogue: Catalogue[]): Catalogue[] {
  const groups = new Set(catalogue.filter((c) => c.parentId === '0' && c.catalogueCode !== 'forms').map((c) => c.id));
  return catalogue
    .filter((c) => groups.has(c.parentId) && c.linkUrl && !c.fileUrl)
    .sort((a, b) => a.orderNum - b.orderNum);
}
