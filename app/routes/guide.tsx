// A service guide (origin, FTA, certificate, consular, apostille, ATA, mediation,
// arbitration): its structured sections with the online start button (or, for an upstream
// guide without them, its article), its place in the export journey, forms and FAQ. Its
// data: guide.loader.ts.

import { useLoaderData } from 'react-router';
import { ColumnPage } from '../components/column-page.tsx';
import { AppLink } from '../components/app-link.tsx';
import { ArticleHeader } from '../components/article-header.tsx';
import { Attachments } from '../components/attachments.tsx';
import { ArticleBody, sectionHeadings } from '../components/article-body.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { GuideSections, presentSections } from '../components/guide-sections.tsx';
import { FtaNews, JourneyNav } from '../components/guide-parts.ts';
import { MobileQr } from '../components/mobile-qr.tsx';
import { ShareTools } from '../components/share-tools.tsx';
import type { loader } from './guide.loader.ts';

export function Component() {
  const {
    column,
    trail,
    article,
    faq,
    certification,
    place,
    ftaNews,
    qr,
    structured,
    agreementsTable,
    conventionList,
    sourcesHtml,
  } = useLoaderData<typeof loader>();
  const title = article?.title ?? column.columnName;
  const guide = article?.guide ?? null;
  const toc = guide
    ? presentSections(guide, agreementsTable, conventionList)
    : (article ? sectionHeadings(article.content) : []).map((h, i) => ({ anchor: `section-${i + 1}`, label: h }));
  const updated = article ? article.updateTime || article.releaseTime : null;
  return (
    <ColumnPage
      column={column}
      trail={trail}
      title={title}
      description={article?.summary ?? column.description}
      jsonLd={structured}
    >
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
          <GuideSections
            guide={guide}
            title={title}
            sourcesHtml={sourcesHtml}
            agreements={agreementsTable ? article!.agreements : []}
            convention={conventionList ? article!.convention : null}
          />
        ) : article ? (
          <ArticleBody html={article.content} title={title} />
        ) : (
          <p className="empty-state">办事指南正在更新，请致电服务热线咨询。</p>
        )}
        {article ? <Attachments items={article.attachments} title="表格下载" id="forms-title" /> : null}
        <ShareTools title={title} />
        <MobileQr html={qr} />
      </article>
      {ftaNews && <FtaNews news={ftaNews} />}
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
