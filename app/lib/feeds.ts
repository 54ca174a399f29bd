// The Atom feed of a list column (DESIGN "Routes": /feeds/{columnCode}.xml, worker/seo).

export function feedPath(columnCode: string): string {
  return `/feeds/${encodeURIComponent(columnCode)}.xml`;
}
