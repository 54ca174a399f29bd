// Where a document's reading copy is: every .docx under /files/ has an HTML copy beside it
// (scripts/documents.ts writes them), because WeChat's in-app browser refuses downloads and a
// form or report offered only as .docx cannot be read there.

/** The reading copy of a local .docx, or null for any other file or an outside address. */
export function readingCopyPath(url: string): string | null {
  const m = /^\/files\/([\w.-]+)\.docx$/.exec(url);
  return m ? `/files/${m[1]}.html` : null;
}
