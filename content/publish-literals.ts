// The literal check of a publish (issue 45): a record the publish adds or changes that writes
// a phone number, an e-mail address or office hours as text instead of a `{{fact:NAME}}`
// reference, refers to a fact that is not stored, or shows a stored number under another
// line's label, is refused — naming the record and the text (content/fact-check.ts). Records
// the publish leaves alone are content:audit's to report. Pure TS.

import { factIndex, findingMessage, recordFindings, type CheckedFact, type Finding } from './fact-check.ts';
import { after, recordsOf, type Changes } from './publish-changes.ts';
import type { Live } from './publish-live.ts';
import { ENTITY_KEYS, type Problem } from './schema.ts';

/** What the checker finds in the publish's own records, against the facts as they will be. */
export function publishFindings(changes: Changes, live: Live): Finding[] {
  const facts: CheckedFact[] = after(changes, 'facts', live.facts);
  const index = factIndex(facts);
  const out: Finding[] = [];
  for (const entity of ENTITY_KEYS) {
    if (entity === 'facts') continue;
    for (const record of recordsOf(changes, entity) as { id?: string }[])
      out.push(...recordFindings(entity, record, index));
  }
  return out;
}

/** One problem per record, each finding a line of its message (Chinese, for the editor). */
export function literalProblems(changes: Changes, live: Live): Problem[] {
  const byRecord = new Map<string, string[]>();
  for (const f of publishFindings(changes, live)) {
    const lines = byRecord.get(f.where) ?? [];
    const line = findingMessage(f).slice(f.where.length + 1);
    if (!lines.includes(line)) lines.push(line);
    byRecord.set(f.where, lines);
  }
  return [...byRecord].map(([where, lines]) => ({
    path: where,
    message: `不予发布：电话、邮箱、办公时间须写作事实引用 {{fact:名称}}（content/README.md “Contact values are references”）。${lines.join('；')}`,
  }));
}
