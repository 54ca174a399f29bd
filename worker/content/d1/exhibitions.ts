// listExhibitionTheme and listExhibition (shared/API.md): trade fairs abroad by theme,
// name keyword, country and year, soonest first. Exhibitions have no detail call, so
// their rows carry `content`.

import type { Envelope } from '../../../app/api/types.ts';
import { ok, page } from '../store.ts';
import { Filters } from './filters.ts';
import { idOf, keywordOf, pagingOf, textOf } from './params.ts';
import { listRows, pagedRows, type Db } from './query.ts';
import { selectList, toEntities } from './rows.ts';

/** `/api/cn/listExhibitionTheme`: every theme by orderNum. */
export async function listExhibitionTheme(db: Db): Promise<Envelope> {
  const q = { from: 'exhibition_themes t', select: selectList('exhibitionThemes', 't'), order: 't.order_num, t.id' };
  return ok(toEntities('exhibitionThemes', await listRows(db, new Filters(), q)));
}

/**
 * `/api/cn/listExhibition`: paged by startDate. `country` matches exactly; `year` picks
 * exhibitions that start in that year (a value that is no year matches none).
 */
export async function listExhibition(db: Db, query: URLSearchParams): Promise<Envelope> {
  const name = keywordOf(query, 'exhibitionName');
  const filters = new Filters();
  const themeId = textOf(query, 'themeId');
  if (themeId !== undefined) {
    const id = idOf(themeId);
    if (id === null) filters.nothing();
    else filters.where('e.theme_id = ?', id);
  }
  if (name !== undefined) filters.keyword('e.exhibition_name', name);
  const country = textOf(query, 'country');
  if (country !== undefined) filters.where('e.country = ?', country);
  const year = textOf(query, 'year');
  if (year !== undefined) {
    if (/^\d{4}$/.test(year)) filters.where('e.start_date BETWEEN ? AND ?', `${year}-01-01`, `${year}-12-31`);
    else filters.nothing();
  }
  if (filters.impossible) return page([], 0);
  const q = { from: 'exhibitions e', select: selectList('exhibitions', 'e'), order: 'e.start_date, e.id' };
  const { total, rows } = await pagedRows(db, filters, q, pagingOf(query));
  return page(toEntities('exhibitions', rows), total);
}
