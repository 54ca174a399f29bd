// /service/commercial: the certification services overview with an entry per service
// and the downloadable forms. Its data: commercial.loader.ts.

import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { ServiceIcon } from '../components/service-icon.tsx';
import { serviceByColumnCode } from '../domain/services.ts';
import { columnHref } from '../domain/column-pages.ts';
import type { loader } from './commercial.loader.ts';

export function Component() {
  const { column, trail, article, services, forms } = useLoaderData<typeof loader>();
  return (
    <ColumnPage column={column} trail={trail} title={column.columnName} description={column.description}>
      <h1 className="page-title">{column.columnName}</h1>
      {column.description ? <p className="lead">{column.description}</p> : null}
      <ul className="service-grid service-grid--wide">
        {services.map((s) => (
          <li key={s.id}>
            <AppLink to={columnHref(s).href} className="service-grid__item">
              <ServiceIcon name={serviceByColumnCode(s.columnCode)?.code ?? 'certificate'} />
              <span className="service-grid__name">{s.columnName}</span>
              {s.description ? <span className="service-grid__summary">{s.description}</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
      {article ? <ArticleBody html={article.content} title={article.title} /> : null}
      {forms.length > 0 && (
        <section className="attachments" aria-labelledby="forms-title">
          <h2 id="forms-title">表格下载</h2>
          <ul>
            {forms.map((f) => (
              <li key={f.id}>
                <a href={f.fileUrl!} download>
                  {f.catalogueName}
                </a>
                {f.summary ? <span className="attachments__note">{f.summary}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      )}
    </ColumnPage>
  );
}
