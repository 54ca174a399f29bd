// Finds the column a page shows: by the :columnId param, else by the page's path.

import type { RouterContextProvider } from 'react-router';
import type { Column } from '../api/types.ts';
import { columnCodeForPath } from '../domain/column-pages.ts';
import { apiContext, columnsContext } from '../context.ts';
import { columnTrail, findColumnByCode } from '../domain/column-tree.ts';
import { pageNotFound, requireNumericId } from '../lib/http-errors.ts';
import { toDesktopPath } from '../lib/links.ts';

/** The column tree: the root's copy where there is one (the browser), else the API's answer. */
export async function siteColumns(context: Readonly<RouterContextProvider>): Promise<readonly Column[]> {
  return context.get(columnsContext) ?? context.get(apiContext).listColumn();
}

export interface ResolvedColumn {
  columns: readonly Column[];
  column: Column;
  trail: Column[];
}

export async function resolveColumn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  columnIdParam: string | undefined,
  code?: string,
): Promise<ResolvedColumn> {
  const url = new URL(request.url);
  const id = columnIdParam !== undefined ? requireNumericId(columnIdParam, request) : undefined;
  const columns = await siteColumns(context);
  const wanted = code ?? columnCodeForPath(toDesktopPath(url.pathname));
  const column =
    id !== undefined ? columns.find((c) => c.id === id) : wanted ? findColumnByCode(columns, wanted) : undefined;
  if (!column) throw pageNotFound(url.pathname);
  return { columns, column, trail: columnTrail(columns, column.id) };
}
