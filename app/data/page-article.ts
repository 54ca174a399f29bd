// A page-type column shows one article: the first release of its listing filed in that column
// itself, asked in one read (the site's columnArticle call, decision 0026).

import type { ContentApi } from '../api/client.ts';
import type { Column, ReleaseDetail } from '../api/types.ts';

export async function loadPageArticle(api: ContentApi, column: Column): Promise<ReleaseDetail | null> {
  const [article] = await api.columnArticle(column.id);
  return article ?? null;
}
