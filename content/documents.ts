// The documents scripts/documents.ts writes: those a page states in full, written from the
// page's own text. The forms are templates (content/forms/), assembled by the worker.

export { readingCopyPath } from '../app/lib/documents.ts';

/** File under public/files/ → the release whose text it is. */
export const DOCUMENT_PAGES: Record<string, string> = {
  'disclosure-annual-report-2025.docx': '2122',
};
