// The body of an article or FAQ answer. The HTML was sanitised by the worker's content
// layer before it was cached or returned (architecture.md "Request path"); the browser only ever
// receives sanitised HTML, so it is inserted as it is, with its phone numbers made links.

import { linkPhonesInHtml } from '../domain/phones.ts';
import { useSite } from '../hooks/use-site.ts';

export function ArticleBody({
  html,
  title,
  className = 'article-body',
}: {
  html: string;
  title?: string;
  className?: string;
}) {
  const { otherBodies } = useSite();
  const body = linkPhonesInHtml(withImageAlt(withSectionIds(html), title), otherBodies);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker's HTMLRewriter allowlist (worker/content/sanitize.ts) sanitised it before caching.
  return <div className={className} dangerouslySetInnerHTML={{ __html: body }} />;
}

/**
 * WCAG 1.1.1: a content image the CMS sent without alt text (the worker's sanitiser gave it
 * alt="") is named after the article it illustrates, so a screen reader says what it belongs
 * to instead of skipping it; images that have alt text keep it.
 */
export function withImageAlt(html: string, title?: string): string {
  if (!title) return html;
  const images = html.match(/<img\s[^>]*alt=""[^>]*>/gi)?.length ?? 0;
  let n = 0;
  const safe = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replace(
    /(<img\s[^>]*?)alt=""/gi,
    (_, head: string) => `${head}alt="${safe}（配图${images > 1 ? ++n : ''}）"`,
  );
}

/** Numbers the <h2> sections so that a table of contents can link to them. */
export function withSectionIds(html: string): string {
  let i = 0;
  return html.replace(/<h2(\s[^>]*)?>/gi, () => `<h2 id="section-${++i}">`);
}

/** The <h2> headings of a body, in order (for a table of contents). */
export function sectionHeadings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/gi)].map((m) => (m[1] ?? '').replace(/<[^>]*>/g, '').trim());
}
