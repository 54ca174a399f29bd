// The data of /detail/{id} (detail.tsx): the article or activity, its column trail and hot
// news; on the browser it loads with a navigation, never with the first view.

import { data, type LoaderFunctionArgs } from 'react-router';
import { columnTrail } from '../domain/column-tree.ts';
import { apiContext, withdrawnContext } from '../context.ts';
import { releaseLink } from '../data/cards.ts';
import { siteColumns } from '../data/columns.ts';
import { loadMobileQr } from '../data/mobile-qr.ts';
import { optional } from '../data/optional.ts';
import { parseBeijingTime } from '../lib/dates.ts';
import { requireNumericId } from '../lib/http-errors.ts';
import { orNotFound } from '../data/or-not-found.ts';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = requireNumericId(params.id, request);
  const api = context.get(apiContext);
  const url = new URL(request.url);
  // On the server, a removed id's page says it was withdrawn (410) rather than unknown (404).
  const tombstone = context.get(withdrawnContext);
  const gone = (kind: 'releases' | 'activities') => (tombstone ? () => tombstone(kind, id) : undefined);
  if (url.searchParams.get('type') === 'activity') {
    const [activity, columns] = await Promise.all([
      orNotFound(request, () => api.activityDetailById(id), gone('activities')),
      siteColumns(context),
    ]);
    return { kind: 'activity' as const, activity, trail: columnTrail(columns, activity.columnId) };
  }
  const [article, columns, hot, qr] = await Promise.all([
    orNotFound(request, () => api.releaseDetailById(id), gone('releases')),
    siteColumns(context),
    optional(api.listHotNews({ pageSize: 8 }), []),
    loadMobileQr(context, request),
  ]);
  // A notice past its "valid until" says it has ended (issue 35); it is not rewritten.
  const until = parseBeijingTime(article.validUntil);
  const ended = until !== null && until.getTime() < Date.now();
  // Until then the page says it is in force: its `Expires` is that moment, and the worker's
  // page cache serves no copy of it from then on (docs/architecture.md "Edge cache").
  const expires = until !== null && !ended ? { headers: { Expires: until.toUTCString() } } : undefined;
  return data(
    {
      kind: 'release' as const,
      article,
      ended,
      trail: columnTrail(columns, article.columnId),
      hot: hot
        .filter((r) => r.id !== id)
        .slice(0, 6)
        .map(releaseLink),
      qr,
    },
    expires,
  );
}
