// A service guide (origin, FTA, certificate, consular, apostille, ATA, mediation,
// arbitration): its structured sections with the online start button (or, for an upstream
// guide without them, its article), its place in the export journey, forms and FAQ.

import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { ArticleHeader } from '../components/article-header.tsx';
import { Attachments } from '../components/attachments.tsx';
import { ArticleBody, sectionHeadings } from '../components/article-body.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { GuideSections, presentSections } from '../components/guide-sections.tsx';
import { JourneyNav } from '../components/journey-nav.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import { apiContext } from '../context.ts';
import { serviceByPath, type CertificationCode } from '../domain/services.ts';
import { resolveColumn } from '../data/columns.ts';
import { journeyPlace, loadJourney } from '../data/journey.ts';
import { loadFaqByType } from '../data/faq.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { optional } from '../data/optional.ts';
import { toDesktopPath } from '../lib/links.ts';
import { RelatedColumn } from '../components/related-column.tsx';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { loadColumnNews } from '../data/column-news.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const { columns, column, trail } = await resolveColumn(api, request, undefined);
  const service = serviceByPath(toDesktopPath(new URL(request.url).pathname));
  const certification = service?.certification ? (service.code as CertificationCode) : undefined;
  const [article, faq, journey, ftaNews] = await Promise.all([
    loadPageArticle(api, column),
    certification ? optional(loadFaq(certification), []) : Promise.resolve([]),
    optional(loadJourney(api, columns), null),
    // 协定资讯 (SPEC §3: FW-SSRZ-FTAFW-XDZX) is listed on the FTA guide.
    service?.code === 'fta'
      ? optional(loadColumnNews(api, columns, COLUMN_CODES.ftaNews), null)
      : Promise.resolve(null),
  ]);
  const place = service ? journeyPlace(journey, service.code) : null;
  // A guide with sections shows them instead of its article: no need to ship the HTML twice.
  const shown = article?.guide ? { ...article, content: '' } : article;
  return { column, trail, article: shown, faq, certification, place, ftaNews };

  async function loadFaq(code: CertificationCode) {
    const types = await api.listAuthQuType({ serviceCode: code });
    return loadFaqByType(api, types);
  }
}

export function Component() {
  const { column, trail, article, faq, certification, place, ftaNews } = useLoaderData<typeof loader>();
  const title = article?.title ?? column.columnName;
  const guide = article?.guide ?? null;
  const toc = guide
    ? presentSections(guide)
    : (article ? sectionHeadings(article.content) : []).map((h, i) => ({ anchor: `section-${i + 1}`, label: h }));
  const updated = article ? article.updateTime || article.releaseTime : null;
  return (
    <ColumnPage column={column} trail={trail} title={title} description={article?.summary ?? column.description}>
      <article className="article guide">
        <ArticleHeader title={title} summary={article?.summary} updated={updated} />
        {place && <JourneyNav place={place} />}
        {toc.length > 0 && (
          <nav className="toc" aria-label="本页目录">
            <ol>
              {toc.map((s) => (
                <li key={s.anchor}>
                  <a href={`#${s.anchor}`}>{s.label}</a>
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
        {guide ? (
          <GuideSections guide={guide} title={title} />
        ) : article ? (
          <ArticleBody html={article.content} title={title} />
        ) : (
          <p className="empty-state">办事指南正在更新，请致电服务热线咨询。</p>
        )}
        {article ? <Attachments items={article.attachments} title="表格下载" id="forms-title" /> : null}
        <ShareTools title={title} />
      </article>
      {ftaNews && <RelatedColumn news={ftaNews} />}
      {faq.length > 0 && (
        <section id="faq" className="guide-faq" aria-labelledby="faq-title">
          <h2 id="faq-title" className="section-title">
            常见问题
          </h2>
          {faq.map(({ type, questions }) => (
            // A group, not a landmark: its type name may repeat a guide section's (办理流程).
            <div key={type.id} className="guide-faq__group">
              <h3>{type.typeName}</h3>
              <FaqList items={questions} />
            </div>
          ))}
          <p>
            <AppLink to={`/service/commercial/components/problem?service=${certification}`}>
              查看全部认证常见问题 ›
            </AppLink>
          </p>
        </section>
      )}
    </ColumnPage>
  );
}
