// A column's newest items shown on another page, with a link to the whole column and its feed.

import type { ColumnNews } from '../data/column-news.ts';
import { columnHref } from '../domain/column-pages.ts';
import { AppLink } from './app-link.tsx';
import { FeedLink } from './feed-link.tsx';
import { ReleaseList } from './release-list.tsx';

export function RelatedColumn({ news }: { news: ColumnNews }) {
  const { column, items, total } = news;
  const id = `related-${column.columnCode}`;
  return (
    <section className="related-column" aria-labelledby={id} data-column-code={column.columnCode}>
      <div className="related-column__head">
        <h2 id={id} className="section-title">
          {column.columnName}
        </h2>
        <FeedLink code={column.columnCode} name={column.columnName} />
      </div>
      <ReleaseList items={items} empty={`${column.columnName}暂无内容`} />
      <p className="related-column__more">
        <AppLink to={columnHref(column).href}>
          查看全部{column.columnName}
          {total > items.length ? `（共 ${total} 条）` : ''} ›
        </AppLink>
      </p>
    </section>
  );
}
