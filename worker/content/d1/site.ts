// The site-wide lists of docs/api.md: columns, hot words, tags, advertising and the
// service catalogue and the contact facts (plain `data: [...]` answers, each in its orderNum order).

import type { Envelope } from '../../../app/api/types.ts';
import { ok } from '../store.ts';
import { Filters } from './filters.ts';
import { beijingTime, idOf, textOf } from './params.ts';
import { listRows, type Db } from './query.ts';
import { selectList, toEntities } from './rows.ts';

/** `/api/cn/listColumn`: flat; the client builds the tree by columnPid. */
export async function listColumn(db: Db): Promise<Envelope> {
  const q = { from: 'columns c', select: selectList('columns', 'c'), order: 'c.order_num, c.id' };
  return ok(toEntities('columns', await listRows(db, new Filters(), q)));
}

/** `/api/cn/listHotWordByColumnId/{id}`: the column's own hot words; "0" = the whole site's. */
export async function listHotWords(db: Db, rawId: string | undefined): Promise<Envelope> {
  const id = idOf(rawId);
  if (id === null) return ok([]);
  const filters = new Filters().where('h.column_id = ?', id);
  const q = { from: 'hot_words h', select: selectList('hotWords', 'h'), order: 'h.order_num, h.id' };
  return ok(toEntities('hotWords', await listRows(db, filters, q)));
}

/**
 * `/api/cn/ListTagByColumnId/{id}`: the tags of that column (tags are per column), in
 * order of first use. Tags of child columns belong to those columns.
 */
export async function listTags(db: Db, rawId: string | undefined): Promise<Envelope> {
  const id = idOf(rawId);
  if (id === null) return ok([]);
  const rows = await db
    .prepare(
      'SELECT id, column_id AS columnId, tag_name AS tagName, create_time AS createTime, ' +
        'update_time AS updateTime FROM tags WHERE column_id = ? ORDER BY id',
    )
    .bind(id)
    .all<Record<string, unknown>>();
  return ok(
    rows.results.map(({ id, columnId, tagName, createTime, updateTime }) => ({
      id: String(id),
      columnId: String(columnId),
      tagName,
      ...(createTime == null ? {} : { createTime }),
      ...(updateTime == null ? {} : { updateTime }),
    })),
  );
}

/**
 * `/api/cn/listAdvertising`: the ads live now (startTime ≤ now ≤ endTime, Beijing time;
 * a missing bound is open), of one position when `position` is given.
 */
export async function listAdvertising(db: Db, query: URLSearchParams, now: Date): Promise<Envelope> {
  const at = beijingTime(now);
  const filters = new Filters()
    .where('(a.start_time IS NULL OR a.start_time <= ?)', at)
    .where('(a.end_time IS NULL OR a.end_time >= ?)', at);
  const position = textOf(query, 'position');
  if (position !== undefined) filters.where('a.position = ?', position);
  const q = { from: 'advertising a', select: selectList('advertising', 'a'), order: 'a.order_num, a.id' };
  return ok(toEntities('advertising', await listRows(db, filters, q)));
}

/** `/api/cn/listCatalogue`: flat; the client builds the tree by parentId. */
export async function listCatalogue(db: Db): Promise<Envelope> {
  const q = { from: 'catalogue k', select: selectList('catalogue', 'k'), order: 'k.order_num, k.id' };
  return ok(toEntities('catalogue', await listRows(db, new Filters(), q)));
}

/** `/api/cn/listFact`: every contact fact, in the contact page's order. */
export async function listFact(db: Db): Promise<Envelope> {
  const q = { from: 'facts f', select: selectList('facts', 'f'), order: 'f.order_num, f.id' };
  return ok(toEntities('facts', await listRows(db, new Filters(), q)));
}
