// The data of a service guide (guide.tsx): its article and sections, its FAQ, its place in
// the export journey; on the browser it loads with a navigation, never with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext, siteContext } from '../context.ts';
import { FtaNews, GuideAgreements, GuideConvention, JourneyNav } from '../components/guide-parts.ts';
import { loadColumnNews } from '../data/column-news.ts';
import { resolveColumn } from '../data/columns.ts';
import { allRows } from '../data/all-pages.ts';
import { groupByType } from '../data/faq.ts';
import { loadMobileQr } from '../data/mobile-qr.ts';
import { journeyPlace, loadJourney } from '../data/journey.ts';
import { optional } from '../data/optional.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { preferential } from '../domain/agreements.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { offeredJourney, offeredService } from '../domain/offered-services.ts';
import { serviceByPath, type CertificationCode } from '../domain/services.ts';
import { pageNotFound } from '../lib/http-errors.ts';
import { guideSourcesHtml } from '../data/guide-sources-html.ts';
import { isMobilePath, toDesktopPath } from '../lib/links.ts';
import { identityOf } from '../identity.ts';
import { governmentService } from '../structured-data/services.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const service = serviceByPath(toDesktopPath(new URL(request.url).pathname));
  // The parts the page hydrates later (decision 0088), loaded beside its data on a navigation
  // so that they render with the page: the journey place (most guides have one), and on the
  // FTA guide its agreements table and 协定资讯 (one chunk).
  const parts = Promise.all([
    service ? JourneyNav.preload() : null,
    service?.code === 'fta' ? Promise.all([GuideAgreements.preload(), FtaNews.preload()]) : null,
    service?.code === 'apostille' ? GuideConvention.preload() : null,
  ]);
  const { columns, column, trail } = await resolveColumn(context, request, undefined);
  // A service the council does not offer (its column no page, issue 48) has no guide here.
  if (service && !offeredService(columns, service.code)) throw pageNotFound(new URL(request.url).pathname);
  const certification = service?.certification ? (service.code as CertificationCode) : undefined;
  const [article, faq, journey, ftaNews, qr] = await Promise.all([
    loadPageArticle(api, column),
    certification ? optional(loadFaq(certification), []) : Promise.resolve([]),
    // Its steps link only the guides the council offers (decision 0130).
    optional(
      loadJourney(api, columns).then((a) => a && { ...a, journey: a.journey && offeredJourney(a.journey, columns) }),
      null,
    ),
    // 协定资讯 (requirements §3: FW-SSRZ-FTAFW-XDZX) is listed on the FTA guide.
    service?.code === 'fta'
      ? optional(loadColumnNews(api, columns, COLUMN_CODES.ftaNews), null)
      : Promise.resolve(null),
    loadMobileQr(context, request),
  ]);
  const place = service ? journeyPlace(journey, service.code) : null;
  // Whether the FTA guide's agreements table shows (any agreement but CEPA's): decided here, so
  // that the page's first-view script holds neither the table nor the agreements' vocabulary.
  const agreementsTable = preferential(article?.agreements ?? []).length > 0;
  // The apostille guide's party list, from its `convention` (decision 0115).
  const conventionList = article?.convention != null;
  await parts;
  // A guide with sections shows them instead of its article: no need to ship the HTML twice.
  const shown = article?.guide ? { ...article, content: '' } : article;
  // Built here, not in the page: the builder then stays out of the page's first-view script.
  const site = context.get(siteContext);
  const origin = site.origin || new URL(request.url).origin;
  const structured = governmentService({
    name: article?.title ?? column.columnName,
    url: origin + toDesktopPath(new URL(request.url).pathname),
    description: article?.summary ?? column.description,
    guide: article?.guide ?? null,
    provider: { name: site.name, url: `${origin}/` },
    // The city the identity names (sites/<name>/site.json), not one guessed from the short name.
    area: identityOf(site).city,
  });
  // 信息来源 as HTML, written here for the same reason (app/data/guide-sources-html.ts).
  const mobile = isMobilePath(new URL(request.url).pathname);
  const sourcesHtml = article?.guide ? guideSourcesHtml(article.guide.sources, mobile) : '';
  return {
    column,
    trail,
    article: shown,
    faq,
    certification,
    place,
    ftaNews,
    qr,
    structured,
    agreementsTable,
    conventionList,
    sourcesHtml,
  };

  // The categories and their questions at once: the questions are asked by service.
  async function loadFaq(code: CertificationCode) {
    const [types, questions] = await Promise.all([
      api.listAuthQuType({ serviceCode: code }),
      allRows((p) => api.listAuthQu({ serviceCode: code, ...p })),
    ]);
    return groupByType(types, questions);
  }
}
