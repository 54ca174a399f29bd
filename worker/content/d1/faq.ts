// listAuthQuType and listAuthQu (docs/api.md): the certification services' FAQ
// categories and their questions with answers.

import type { Envelope } from '../../../app/api/types.ts';
import { ok, page } from '../store.ts';
import { Filters } from './filters.ts';
import { idOf, keywordOf, pagingOf, textOf } from './params.ts';
import { listRows, pagedRows, type Db } from './query.ts';
import { selectList, toEntities } from './rows.ts';

/** `/api/cn/listAuthQuType`: by orderNum; of one service when `serviceCode` is given. */
export async function listAuthQuType(db: Db, query: URLSearchParams): Promise<Envelope> {
  const filters = new Filters();
  const serviceCode = textOf(query, 'serviceCode');
  if (serviceCode !== undefined) filters.where('t.service_code = ?', serviceCode);
  const q = { from: 'auth_qu_types t', select: selectList('authQuTypes', 't'), order: 't.order_num, t.id' };
  return ok(toEntities('authQuTypes', await listRows(db, filters, q)));
}

/** `/api/cn/listAuthQu`: paged; by category order, then the question's own orderNum; of one service when `serviceCode` is given. */
export async function listAuthQu(db: Db, query: URLSearchParams): Promise<Envelope> {
  const question = keywordOf(query, 'question');
  const filters = new Filters();
  const typeId = textOf(query, 'typeId');
  if (typeId !== undefined) {
    const id = idOf(typeId);
    if (id === null) filters.nothing();
    else filters.where('q.type_id = ?', id);
  }
  if (question !== undefined) filters.keyword('q.question', question);
  // The site's addition (docs/api.md): one service's categories only.
  const serviceCode = textOf(query, 'serviceCode');
  if (serviceCode !== undefined) filters.where('t.service_code = ?', serviceCode);
  if (filters.impossible) return page([], 0);
  const q = {
    from: 'auth_qus q JOIN auth_qu_types t ON t.id = q.type_id',
    select: selectList('authQus', 'q'),
    order: 't.order_num, t.id, q.order_num, q.id',
  };
  const { total, rows } = await pagedRows(db, filters, q, pagingOf(query));
  return page(toEntities('authQus', rows), total);
}
