// The page metadata gov.cn sites share and the national inspection's crawlers read: the
// site's name, domain and identification code on every page, the column's name, description,
// keywords and category on column pages (name and category on their articles), and the
// article's title, time, source, keywords, author, image and address on articles. The one
// `description` meta stands for `Description` (HTML allows one).

import { type ColumnClass, COLUMN_TYPE_LABELS } from '../domain/column-class-labels.ts';
import { useSite } from '../hooks/use-site.ts';
import { formatMinute } from '../lib/dates.ts';

export interface GovColumn {
  columnName: string;
  description?: string | null;
  columnClass: ColumnClass;
}

export interface GovArticle {
  title: string;
  releaseTime: string;
  source?: string | null;
  author?: string | null;
  tags?: readonly string[];
}

interface GovMetasProps {
  origin: string;
  canonical: string;
  image?: string | null;
  /** The column the page shows, or the article's column. */
  column?: GovColumn;
  /** The column's ancestors, outermost first (for ColumnKeywords). */
  ancestors?: readonly string[];
  article?: GovArticle;
}

const meta = (name: string, content: string | null | undefined) =>
  content ? <meta key={name} name={name} content={content} /> : null;

export function GovMetas({ origin, canonical, image, column, ancestors = [], article }: GovMetasProps) {
  const { site } = useSite();
  let domain = '';
  try {
    domain = origin ? new URL(origin).host : '';
  } catch {
    domain = '';
  }
  return (
    <>
      {meta('SiteName', site?.name)}
      {meta('SiteDomain', domain)}
      {meta('SiteIDCode', site?.footer.siteCode)}
      {column ? meta('ColumnName', column.columnName) : null}
      {column && !article ? meta('ColumnDescription', column.description || column.columnName) : null}
      {column && !article
        ? meta('ColumnKeywords', [...new Set([...ancestors, column.columnName])].filter(Boolean).join(','))
        : null}
      {column ? meta('ColumnType', COLUMN_TYPE_LABELS[column.columnClass]) : null}
      {article ? (
        <>
          {meta('ArticleTitle', article.title)}
          {meta('PubDate', formatMinute(article.releaseTime))}
          {meta('ContentSource', article.source || site?.name)}
          {meta('Keywords', article.tags?.join(','))}
          {meta('Author', article.author)}
          {meta('Image', image ? (image.startsWith('/') ? origin + image : image) : null)}
          {meta('Url', canonical)}
        </>
      ) : null}
    </>
  );
}
