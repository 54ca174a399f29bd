// What `npm run content:fact` does to D1, apart from talking to it (scripts/content-fact.ts):
// the list it prints, the statements that change one fact and bump the content generation (the
// footer is on every page, so every cached page must go), and the names offered when a name is
// mistyped. Pure TS.

import { FACT_KINDS, type FactKind, factValueProblem } from '../app/domain/fact-refs.ts';
import { BEIJING_NOW_SQL } from './removed-ids.ts';
import { GENERATION_BUMP, type Statement } from './sql.ts';

export interface StoredFact {
  name: string;
  kind: string;
  value: string;
  label: string;
}

/** Every fact, in the contact page's order. */
export const LIST_FACTS_SQL = 'SELECT name, kind, value, label FROM facts ORDER BY order_num, id';

/** `NAME<TAB>VALUE<TAB>LABEL`, one a line. */
export const factLines = (facts: readonly StoredFact[]) => facts.map((f) => `${f.name}\t${f.value}\t${f.label}`);

/** The change of one fact's value, stamped now, and the generation bump, as one batch. */
export function factChangeStatements(name: string, value: string): Statement[] {
  return [
    { sql: `UPDATE facts SET value = ?, update_time = ${BEIJING_NOW_SQL} WHERE name = ?`, params: [value, name] },
    GENERATION_BUMP,
  ];
}

/** Why the value cannot be the fact's (Chinese), or null. */
export function changeProblem(fact: StoredFact, value: string): string | null {
  const kind = (FACT_KINDS as readonly string[]).includes(fact.kind) ? (fact.kind as FactKind) : 'phone';
  const problem = factValueProblem(kind, value);
  return problem ? `${fact.name}（${fact.label}）的新值不合格：${problem}` : null;
}

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The names closest to a mistyped one (up to five): those sharing a part with it (`hotline`,
 * `exhibition`) or its label's words, then by edit distance.
 */
export function nearNames(name: string, facts: readonly StoredFact[]): string[] {
  const parts = name.toLowerCase().split(/[._-]/).filter(Boolean);
  const score = (f: StoredFact) => {
    const shared = parts.filter((p) => f.name.split(/[._-]/).includes(p) || f.label.includes(p)).length;
    return distance(name, f.name) - 4 * shared;
  };
  return [...facts]
    .sort((a, b) => score(a) - score(b))
    .slice(0, 5)
    .map((f) => f.name);
}

/** The error for a name no fact has (Chinese, with the near names and how to list them all). */
export function unknownNameMessage(name: string, facts: readonly StoredFact[]): string {
  const near = nearNames(name, facts);
  return [
    `content:fact：没有名为“${name}”的事项。`,
    ...(near.length ? ['相近的名称：', ...near.map((n) => `  ${n}`)] : []),
    '全部名称：npm run content:fact -- --list',
  ].join('\n');
}
