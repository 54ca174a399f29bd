// The newest items of a column named by code, for a page that shows another column's
// news beside its own content (协定资讯 on the FTA guide, 商务培训 on 认证资源, …).

import type { ContentApi } from '../api/client.ts';
import type { Column } from '../api/types.ts';
import { findColumnByCode } from '../domain/column-tree.ts';
import { releaseLink, type ReleaseItem } from './cards.ts';

export interface ColumnNews {
  column: Column;
  items: ReleaseItem[];
  total: number;
}

/** How many of the newest items such a box shows. */
export const COLUMN_NEWS_SIZE = 5;

export async function loadColumnNews(
  api: ContentApi,
  columns: readonly Column[],
  code: string,
): Promise<ColumnNews | null> {
  const column = findColumnByCode(columns, code);
  if (!column) return null;
  const { rows, total } = await api.ListRelease({ columnId: column.id, pageSize: COLUMN_NEWS_SIZE });
  return { column, items: rows.map(releaseLink), total };
}
