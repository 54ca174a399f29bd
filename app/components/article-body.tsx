// The body of an article or FAQ answer. The HTML was sanitised by the worker's content
// layer before it was cached or returned (DESIGN "Request path"); the browser only ever
// receives sanitised HTML, so it is inserted as it is.

export function ArticleBody({ html, className = 'article-body' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: withSectionIds(html) }} />;
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
