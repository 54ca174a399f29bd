// A page-type column shows one article: the newest release filed in that column itself.

import type { ContentApi } from '../api/client.ts';
import type { Column, ReleaseDetail } from '../api/types.ts';

export async function loadPageArticle(api: ContentApi, column: Column): Promise<ReleaseDetail | null> {
  const { rows } = await api.ListRelease({ columnId: column.id, pageSize: 20 });
  const own = rows.find((r) => r.columnId === column.id);
  return own ? api.releaseDetailById(own.id) : null;
}
