// Pages that cannot exist, told from what the worker already holds (the column tree, a
// column's tags, the service list) before a render counts against the limits or reads ahead:
// an unknown column id, an unknown tag of a column, an unknown service code. Their loaders
// reach the same 404 from the same cached answers, so the render that follows reads nothing.

import { createContentApi } from '../../app/api/client.ts';
import { columnCodeForPath } from '../../app/domain/column-pages.ts';
import { findColumnByCode } from '../../app/domain/column-tree.ts';
import { isCertificationCode } from '../../app/domain/services.ts';
import { toHansPath } from '../../app/lib/variant.ts';
import { toDesktopPath } from '../../app/lib/links.ts';
import type { ContentService } from '../content/content-service.ts';

const FAQ_PATH = '/service/commercial/components/problem';

/** Whether `url` (normalised) names a column, tag or service that does not exist. */
export async function knownMissing(url: URL, content: ContentService): Promise<boolean> {
  const path = toDesktopPath(toHansPath(url.pathname));
  const service = url.searchParams.get('service');
  if (path === FAQ_PATH && service) return !isCertificationCode(service);
  const byId = /^\/column\/(\d{1,18})$/.exec(path)?.[1];
  const tag = url.searchParams.get('tag');
  const wantsTag = tag !== null && /^\d+$/.test(tag);
  const code = byId === undefined && wantsTag ? columnCodeForPath(path) : undefined;
  if (byId === undefined && code === undefined) return false;
  // The same answers the page's loaders ask for, so usually from the cache.
  const api = createContentApi((call) => content.get(call).then((r) => r.body));
  try {
    const columns = await api.listColumn();
    const column = byId !== undefined ? columns.find((c) => c.id === byId) : findColumnByCode(columns, code!);
    if (!column) return true;
    if (!wantsTag || column.columnType !== 'list') return false;
    const tags = await api.ListTagByColumnId(column.id);
    return !tags.some((t) => t.id === tag);
  } catch {
    // Nothing to tell from (the store failed, a limit): the page's own handling decides.
    return false;
  }
}
