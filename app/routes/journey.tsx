// 出口办证一件事 (/service/export-journey): the export services in the order an exporter
// needs them, as content (the journey column's article and its steps), each step linking
// its guide; GOV.UK's step-by-step navigation, adapted. Its data: journey.loader.ts.

import { TitledSection } from '../components/titled-section.tsx';
import { ColumnPage } from '../components/column-page.tsx';
import { useLoaderData } from 'react-router';
import { ArticleHeader } from '../components/article-header.tsx';
import { ArticleBody } from '../components/article-body.tsx';
import { JourneySteps } from '../components/journey-steps.tsx';
import type { loader } from './journey.loader.ts';

export function Component() {
  const { column, trail, article } = useLoaderData<typeof loader>();
  const title = article?.title ?? column.columnName;
  const updated = article ? article.updateTime || article.releaseTime : null;
  return (
    <ColumnPage column={column} trail={trail} title={title} description={article?.summary ?? column.description}>
      <article className="article guide journey">
        <ArticleHeader title={title} summary={article?.summary} updated={updated} />
        {article?.content ? <ArticleBody html={article.content} title={title} /> : null}
        {article?.journey ? (
          <TitledSection id="journey-steps" title="办理步骤">
            <JourneySteps journey={article.journey} />
          </TitledSection>
        ) : (
          <p className="empty-state">办理路径正在更新，请致电认证服务热线咨询。</p>
        )}
      </article>
    </ColumnPage>
  );
}
