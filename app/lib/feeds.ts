// The Atom feed of a list column (requirements §2.8: /feeds/{columnCode}.xml, worker/files).

export function feedPath(columnCode: string): string {
  return `/feeds/${encodeURIComponent(columnCode)}.xml`;
}
