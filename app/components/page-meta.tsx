// Per-page <title>, description, canonical URL (the PC page; /m is its alternate), Open
// Graph and JSON-LD. React 19 hoists title, meta and link into <head> on server and client.
// Chinese search engines pair a PC page with its mobile twin by `mobile-agent` and
// `applicable-device` (Baidu's 移动适配; 360 and Sogou read them too); the header's
// `no-transform` asks search apps not to transcode (转码) the page (decisions 0020, 0081).

import { useLocation, useRouteLoaderData } from 'react-router';
import type { Thing } from 'schema-dts';
import { useHant, useSite } from '../hooks/use-site.ts';
import { type GovArticle, type GovColumn, GovMetas } from './gov-metas.tsx';
import { isMobilePath, toDesktopPath, toMobilePath } from '../lib/links.ts';
import { inVariant, toHantPath } from '../lib/variant.ts';
import { pageQuery } from '../lib/page-query.ts';
import type { RootData } from '../root-data.ts';

interface PageMetaProps {
  title: string;
  description?: string | null;
  /** Open Graph type: article pages say so. */
  type?: 'website' | 'article';
  image?: string | null;
  /** Structured data (schema.org, typed by schema-dts) for this page. */
  jsonLd?: Exclude<Thing, string>;
  /** The column the page shows (column pages) or the article's column (articles). */
  column?: GovColumn;
  /** The column's ancestors' names, outermost first. */
  columnAncestors?: readonly string[];
  /** The article an article page shows (gov.cn's article metas). */
  article?: GovArticle;
}

/** JSON for a <script> data block: `<` escaped so no string can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** One schema.org object as a JSON-LD data block (never run: the CSP is not involved). */
export function JsonLd({ data }: { data: Exclude<Thing, string> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, `<` escaped by jsonForScript so no string can close it.
      dangerouslySetInnerHTML={{ __html: jsonForScript({ '@context': 'https://schema.org', ...data }) }}
    />
  );
}

/**
 * The picture a shared link's card shows (WeChat, QQ, Weibo read og:image and itemprop
 * image): the page's own where it is a bitmap (cards do not draw SVG), else the site's
 * 512 px icon, so no card goes out without a picture.
 */
export const SHARE_IMAGE = { src: '/icons/icon-512.png', width: 512, height: 512 } as const;

function shareImage(image: string | null | undefined): string {
  return image && !/\.svg(\?|$)/i.test(image) ? image : SHARE_IMAGE.src;
}

export function PageMeta({
  title,
  description,
  type = 'website',
  image,
  jsonLd,
  column,
  columnAncestors,
  article,
}: PageMetaProps) {
  const { site } = useSite();
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
  const { pathname, search } = useLocation();
  const suffix = site?.shortName ?? '';
  const full = title && suffix && title !== suffix ? `${title} - ${suffix}` : title || suffix;
  const hant = useHant();
  const hans = toDesktopPath(pathname);
  // Each variant is its own canonical page, the other its hreflang alternate (decision 0117).
  const desktop = inVariant(hant, hans);
  // Paging and filters are part of the page; anything else in the query is not.
  const kept = pageQuery(new URLSearchParams(search));
  const query = kept.toString() ? `?${kept}` : '';
  const canonical = `${origin}${desktop}${query}`;
  const mobileTwin = `${origin}${toMobilePath(desktop)}${query}`;
  const mobile = isMobilePath(pathname);
  const picture = shareImage(image);
  const pictureUrl = picture.startsWith('/') ? origin + picture : picture;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" media="only screen and (max-width: 767px)" href={mobileTwin} />
      <link rel="alternate" hrefLang="zh-Hans" href={`${origin}${hans}${query}`} />
      <link rel="alternate" hrefLang="zh-Hant" href={`${origin}${toHantPath(hans)}${query}`} />
      <meta name="applicable-device" content={mobile ? 'mobile' : 'pc'} />
      {mobile ? null : <meta name="mobile-agent" content={`format=html5;url=${mobileTwin}`} />}
      <meta property="og:site_name" content={site?.name ?? ''} />
      <meta property="og:title" content={title || suffix} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={hant ? 'zh_HK' : 'zh_CN'} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:image" content={pictureUrl} />
      {picture === SHARE_IMAGE.src ? <meta property="og:image:width" content={String(SHARE_IMAGE.width)} /> : null}
      {picture === SHARE_IMAGE.src ? <meta property="og:image:height" content={String(SHARE_IMAGE.height)} /> : null}
      <meta property="og:image:alt" content={title || suffix} />
      <meta name="twitter:card" content="summary" />
      {/* React leaves an itemprop meta in place (in the body), which HTML allows: QQ and older WeChat read it. It is a property of the page's item (<html itemscope>, app/document.tsx). */}
      <meta itemProp="image" content={pictureUrl} />
      <GovMetas
        origin={origin}
        canonical={canonical}
        image={image}
        column={column}
        ancestors={columnAncestors}
        article={article}
      />
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
