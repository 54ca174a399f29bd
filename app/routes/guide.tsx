// A service guide (origin, FTA, certificate, consular, apostille, ATA, mediation,
// arbitration): the guide article with a table of contents, its forms, and the
// service's FAQ by type.

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ServiceCode } from '../api/types.ts';
import { AppLink } from '../components/app-link.tsx';
import { Attachments } from '../components/attachments.tsx';
import { ArticleBody, sectionHeadings } from '../components/article-body.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import { SideNav } from '../components/side-nav.tsx';
import { apiContext } from '../context.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { formatLongDate } from '../lib/dates.ts';
import { toDesktopPath } from '../lib/links.ts';

/** The certification services whose FAQ the guide shows, by the guide's path. */
const FAQ_SERVICE: Record<string, ServiceCode> = {
  '/service/commercial/origin': 'origin',
  '/service/commercial/fta': 'fta',
  '/service/commercial/certificate': 'certificate',
  '/service/commercial/consular': 'consular',
  '/service/commercial/apostille': 'apostille',
  '/service/commercial/ata': 'ata',
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { column, trail } = await resolveColumn(api, request, undefined);
  const service = FAQ_SERVICE[toDesktopPath(new URL(request.url).pathname)];
  const [article, faq] = await Promise.all([loadPageArticle(api, column), service ? loadFaq(service) : Promise.resolve([])]);
  return { column, trail, article, faq, service };

  async function loadFaq(code: ServiceCode) {
    const types = await api.listAuthQuType(code);
    const pages = await Promise.all(types.map((t) => api.listAuthQu({ typeId: t.id, pageSize: 100 })));
    return types.map((t, i) => ({ type: t, questions: pages[i]?.rows ?? [] }));
  }
}

export function Component() {
  const { column, trail, article, faq, service } = useLoaderData<typeof loader>();
  const title = article?.title ?? column.columnName;
  const headings = article ? sectionHeadings(article.content) : [];
  return (
    <div className="with-sidebar">
      <PageMeta title={title} description={article?.summary ?? column.description} />
      <SideNav trail={trail} currentId={column.id} />
      <div className="with-sidebar__main">
        <Breadcrumbs trail={trail.slice(0, -1)} current={column.columnName} />
        <article className="article guide">
          <header className="article__header">
            <h1 className="article__title">{title}</h1>
            {article?.summary ? <p className="lead">{article.summary}</p> : null}
            {article ? <p className="article__meta">更新时间：{formatLongDate(article.releaseTime)}</p> : null}
          </header>
          {headings.length > 0 && (
            <nav className="toc" aria-label="本页目录">
              <ol>
                {headings.map((h, i) => (
                  <li key={h}>
                    <a href={`#section-${i + 1}`}>{h}</a>
                  </li>
                ))}
                {faq.length > 0 && (
                  <li>
                    <a href="#faq">常见问题</a>
                  </li>
                )}
              </ol>
            </nav>
          )}
          {article ? <ArticleBody html={article.content} title={title} /> : <p className="empty-state">办事指南正在更新，请致电服务热线咨询。</p>}
          {article ? <Attachments items={article.attachments} title="表格下载" id="forms-title" /> : null}
          <ShareTools title={title} />
        </article>
        {faq.length > 0 && (
          <section id="faq" className="guide-faq" aria-labelledby="faq-title">
            <h2 id="faq-title" className="section-title">
              常见问题
            </h2>
            {faq.map(({ type, questions }) => (
              <section key={type.id} aria-labelledby={`faq-type-${type.id}`}>
                <h3 id={`faq-type-${type.id}`}>{type.typeName}</h3>
                <FaqList items={questions} />
              </section>
            ))}
            <p>
              <AppLink to={`/service/commercial/components/problem?service=${service}`}>查看全部认证常见问题 ›</AppLink>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
