// /service/commercial: the certification services overview with an entry per service
// and the downloadable forms.

import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { ServiceIcon } from '../components/service-icon.tsx';
import { apiContext } from '../context.ts';
import { serviceByColumnCode } from '../domain/services.ts';
import { childrenOf } from '../columns/tree.ts';
import { columnHref } from '../columns/column-pages.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column, trail } = await resolveColumn(api, request, undefined);
  const [article, catalogue] = await Promise.all([loadPageArticle(api, column), api.listCatalogue()]);
  const forms = catalogue.filter((c) => c.fileUrl).sort((a, b) => a.orderNum - b.orderNum);
  return { column, trail, article, services: childrenOf(columns, column.id), forms };
}

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
