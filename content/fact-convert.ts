// What content:import does with a council's contact value written as text (issue 45): the
// phone numbers, e-mail addresses and office hours the file's own facts hold become
// `{{fact:NAME}}` references, so the site states each once; what is left (a number no fact
// holds, a line under another's label) is reported for the editor as a warning. Another body's
// number (an external fact) and a value marked historical (`{{historical:…}}`) stay as written.
// Pure TS.

import { factRef } from '../app/domain/fact-refs.ts';
import { documentFindings, type CheckedFact, type Finding } from './fact-check.ts';
import type { ContentDocument } from './schema.ts';

/** Fields that hold no prose (fact-check.ts reads the same ones). */
const NOT_PROSE = /^(?:id|\w+Id|\w+Time|\w+Date|url|linkUrl|coverImage|formUrl|onlineUrl|tags|checked|date)$/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A phone number as written with any spacing or hyphens between its digit groups. */
const loosePhone = (value: string) => value.replace(/\D/g, '').split('').map(escapeRegExp).join('[\\s-]?');

/** One pattern per council fact: its value as editors write it, not inside a longer number or address. */
function patterns(facts: readonly CheckedFact[]): [RegExp, string][] {
  const council = facts.filter((f) => f.external !== true && f.external !== '1');
  const out: [RegExp, string][] = [];
  // Longer values first: an office-hours sentence before a number inside it.
  for (const f of [...council].sort((a, b) => b.value.length - a.value.length)) {
    if (f.kind === 'phone' && f.value.replace(/\D/g, '').length >= 7)
      out.push([new RegExp(`(?<![\\d.])${loosePhone(f.value)}(?!\\d)`, 'g'), factRef(f.name)]);
    else if (f.kind === 'email')
      out.push([new RegExp(`(?<![\\w.-])${escapeRegExp(f.value)}(?![\\w-])`, 'gi'), factRef(f.name)]);
    else if (f.kind === 'hours') {
      // The hours with or without their closing note (（法定节假日除外）): the reference brings it back.
      const core = f.value.replace(/（[^）]*）$/, '');
      const note = f.value.slice(core.length);
      out.push([new RegExp(`${escapeRegExp(core)}(?:${escapeRegExp(note)})?`, 'g'), factRef(f.name)]);
    } else if (f.kind === 'address') out.push([new RegExp(escapeRegExp(f.value), 'g'), factRef(f.name)]);
  }
  return out;
}

function convert(value: unknown, rules: [RegExp, string][], count: { n: number }, key = ''): unknown {
  if (NOT_PROSE.test(key)) return value;
  if (typeof value === 'string') {
    // A value marked historical is kept as written: convert only the text around it.
    return value
      .split(/(\{\{historical:[^{}]*\}\})/)
      .map((part) => {
        if (part.startsWith('{{historical:')) return part;
        let text = part;
        for (const [re, ref] of rules)
          text = text.replace(re, () => {
            count.n++;
            return ref;
          });
        return text;
      })
      .join('');
  }
  if (Array.isArray(value)) return value.map((v) => convert(v, rules, count));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v, rules, count, k)]));
  return value;
}

export interface Conversion {
  document: ContentDocument;
  /** How many values became references. */
  converted: number;
  /** What the checker still finds once they are: for the editor to settle. */
  left: Finding[];
}

/** The document with its known council values as references, and what is left. */
export function convertFactLiterals(doc: ContentDocument): Conversion {
  const rules = patterns(doc.facts ?? []);
  const count = { n: 0 };
  const document = Object.fromEntries(
    Object.entries(doc).map(([list, rows]) => [list, list === 'facts' ? rows : convert(rows, rules, count)]),
  ) as ContentDocument;
  return { document, converted: count.n, left: documentFindings(document) };
}
