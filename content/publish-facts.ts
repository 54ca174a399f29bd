// The fact checks (content/facts.ts) of a publish, over the content as it will be after it: a
// fee, a time limit or a link that one record now states and the service's guide no longer
// does (or the other way round) is refused, naming every record that disagrees, unless the
// operator says they know. Disagreements the store already held are not the publish's doing.
// Pure TS.

import { factDisagreements, type Disagreement } from './facts.ts';
import { after, type Changes } from './publish-changes.ts';
import type { Live } from './publish-live.ts';
import type { ContentDocument, Problem } from './schema.ts';

const key = (d: Disagreement) => `${d.where}\u0000${d.kind}\u0000${d.value}\u0000${d.sentence}`;

/** The documents the checks read, before and after the (resolved) changes. */
function documents(changes: Changes, live: Live): [ContentDocument, ContentDocument] {
  const before: ContentDocument = {
    columns: live.columns,
    authQuTypes: live.authQuTypes,
    releases: live.serviceFacts.releases,
    authQus: live.serviceFacts.authQus,
  };
  const afterwards: ContentDocument = {
    columns: after(changes, 'columns', live.columns),
    authQuTypes: after(changes, 'authQuTypes', live.authQuTypes),
    releases: after(changes, 'releases', live.serviceFacts.releases),
    authQus: after(changes, 'authQus', live.serviceFacts.authQus),
  };
  return [before, afterwards];
}

/** The disagreements the publish brings: after it, and not before. */
export function newDisagreements(changes: Changes, live: Live): Disagreement[] {
  const [before, afterwards] = documents(changes, live);
  const known = new Set(factDisagreements(before).map(key));
  return factDisagreements(afterwards).filter((d) => !known.has(key(d)));
}

/** What an editor calls each kind of fact a disagreement is about. */
export const FACT_KIND_LABEL = { fee: '收费', time: '时限', link: '链接' } as const;

/** One problem per record that would disagree, each naming what it states and where. */
export function factProblems(changes: Changes, live: Live): Problem[] {
  const byRecord = new Map<string, Disagreement[]>();
  const said = new Set<string>();
  for (const d of newDisagreements(changes, live)) {
    // A guide's fee section and its text say it twice: named once.
    if (said.has(key(d))) continue;
    said.add(key(d));
    byRecord.set(d.where, [...(byRecord.get(d.where) ?? []), d]);
  }
  return [...byRecord].map(([where, list]) => ({
    path: where,
    message:
      list
        .map((d) => `在“${d.sentence}”中写了${FACT_KIND_LABEL[d.kind]} ${d.value}（${d.services.join('、')}）`)
        .join('；') +
      '，而发布后所属服务的办事指南不再这样写：请在同一次发布中改正，或确认无误后加上 --accept-disagreements',
  }));
}
