// The seed's fictional markers: the invented city (澄州), its example domain and its
// placeholder telephone, ICP and 公安备案 numbers. The seed is for development and staging;
// production content is the council's, so loading any of these into production is refused
// (scripts/lib/content.ts), and check:config --strict refuses them in production's footer.
// Pure TS.

import type { Problem } from './schema.ts';

interface Marker {
  pattern: RegExp;
  what: string;
}

/** One list of what the seed invented: the loaders and check:config read it. */
export const FICTIONAL_MARKERS: readonly Marker[] = [
  { pattern: /czccpit\.org\.cn/i, what: 'the seed’s example domain czccpit.org.cn' },
  { pattern: /0577-8861\s?\d{4}/, what: 'a placeholder telephone number of the seed (0577-8861 ….)' },
  { pattern: /澄州/, what: 'the seed’s fictional city 澄州' },
  { pattern: /12034567/, what: 'the seed’s placeholder ICP number' },
  { pattern: /33030202000123/, what: 'the seed’s placeholder 公安备案 number' },
  { pattern: /3303000099/, what: 'the seed’s placeholder 网站标识码' },
];

/** Every string inside a value, with its path. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${path}[${i}]`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, path ? `${path}.${k}` : k);
}

/** The fictional markers a document (an import or publish file) holds: one problem per record and marker. */
export function fictionalProblems(doc: unknown): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const [path, text] of strings(doc, '')) {
    const record = path.match(/^\w+\[\d+\]/)?.[0] ?? path;
    for (const { pattern, what } of FICTIONAL_MARKERS) {
      const key = `${record}\u0000${what}`;
      if (seen.has(key) || !pattern.test(text)) continue;
      seen.add(key);
      problems.push({
        path,
        message: `holds ${what} (“${text.match(pattern)?.[0]}”): production content is the council’s`,
      });
    }
  }
  return problems;
}

/** ICP 备案号: 省简称 + ICP备 + 8 digits + 号, optionally -n (the site's serial). */
const ICP = /^[\u4e00-\u9fa5]ICP备\d{8}号(-\d+)?$/;
/** 公安备案号: 省简称 + 公网安备 + 14 digits + 号. */
const PSB = /^[\u4e00-\u9fa5]公网安备\s?(\d{14})号$/;

/** Why a footer's ICP or 公安备案 number cannot go live (none: it may). */
export function filingProblems(icp: string, psb: string): string[] {
  const problems: string[] = [];
  const fake = (text: string) => FICTIONAL_MARKERS.find((m) => m.pattern.test(text))?.what;
  if (!ICP.test(icp.trim()))
    problems.push(`icp "${icp}" is no ICP 备案号 (e.g. 京ICP备12345678号-1, as the MIIT register lists it)`);
  else if (fake(icp)) problems.push(`icp "${icp}" is ${fake(icp)}: put the council’s own number`);
  if (!PSB.test(psb.trim())) problems.push(`psb "${psb}" is no 公安备案号 (e.g. 京公网安备 11010502030143号)`);
  else if (fake(psb)) problems.push(`psb "${psb}" is ${fake(psb)}: put the council’s own number`);
  return problems;
}
