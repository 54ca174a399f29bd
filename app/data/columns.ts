// Finds the column a page shows: by the :columnId param, else by the page's path.

import type { ContentApi } from '../api/client.ts';
import type { Column } from '../api/types.ts';
import { columnCodeForPath } from '../columns/column-pages.ts';
import { columnTrail, findColumnByCode } from '../columns/tree.ts';
import { pageNotFound, requireNumericId } from '../lib/http-errors.ts';
import { toDesktopPath } from '../lib/links.ts';

export interface ResolvedColumn {
  columns: Column[];
  column: Column;
  trail: Column[];
}

export async function resolveColumn(
  api: ContentApi,
  request: Request,
  columnIdParam: string | undefined,
  code?: string,
): Promise<ResolvedColumn> {
  const url = new URL(request.url);
  const id = columnIdParam !== undefined ? requireNumericId(columnIdParam, request) : undefined;
  const columns = await api.listColumn();
  const wanted = code ?? columnCodeForPath(toDesktopPath(url.pathname));
  const column =
    id !== undefined ? columns.find((c) => c.id === id) : wanted ? findColumnByCode(columns, wanted) : undefined;
  if (!column) throw pageNotFound(url.pathname);
  return { columns, column, trail: columnTrail(columns, column.id) };
}
