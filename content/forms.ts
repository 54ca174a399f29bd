// The downloadable forms as templates (issue 45): each form's document.xml in content/forms/,
// with `{{fact:NAME}}` where a number, an address or hours belongs. The worker fills in the
// stored facts when a form is asked for (worker/files/forms.ts), so a fact changed with
// content:fact reaches the .docx and its reading copy without a deploy. Pure TS.

import { resolveFactRefs } from '../app/domain/fact-refs.ts';
import { deflatedDocxOf } from './docx-zip.ts';
import { blocksText, documentBlocks } from './docx.ts';
import { readingCopy } from './reading-copy.ts';

/** A fact's value as WordprocessingML text. */
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `/files/x.docx` or `/files/x.html` → `x`, the template's name; null for any other path. */
export function formName(path: string): { name: string; copy: boolean } | null {
  const m = /^\/files\/([a-z0-9-]+)\.(docx|html)$/.exec(path);
  return m ? { name: m[1]!, copy: m[2] === 'html' } : null;
}

/** The template's document.xml with the facts filled in (a reference the lookup lacks stays as written). */
export const filledXml = (template: string, lookup: (name: string) => string | undefined) =>
  resolveFactRefs(template, (name) => {
    const value = lookup(name);
    return value === undefined ? undefined : escapeXml(value);
  });

/** The form as a .docx. */
export const formDocx = (template: string, lookup: (name: string) => string | undefined) =>
  deflatedDocxOf(filledXml(template, lookup));

/** The form's reading copy (the same page scripts/documents.ts writes for a static document). */
export const formCopy = (name: string, template: string, lookup: (name: string) => string | undefined, link: string) =>
  readingCopy(`${name}.docx`, documentBlocks(filledXml(template, lookup)), link);

/** A template's text, a paragraph or table row a line (what the checker reads). */
export const templateText = (template: string) => blocksText(documentBlocks(template));
