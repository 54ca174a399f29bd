// Escaping for the XML documents the worker writes (sitemap, feeds).

export const xml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** XML 1.0 forbids most control characters: drop them rather than write a broken document. */
export const xmlText = (s: string) => xml(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''));
