// What the answers for a destination share (the FTA panel, the legalisation box, the FTA and
// apostille guides): the source lines under what the content says of the Apostille Convention or
// an agreement (the official page, the day it was checked and, when that page could not be read,
// what was; each distinct page once), and the legalisation box as a part hydrated later (decision
// 0088: only a page that shows it loads its code). One module: each would otherwise be a chunk of
// its own that the search page fetches before it hydrates.

import type { Agreement, AgreementSource } from '../domain/agreements.ts';
import { AppLink } from './app-link.tsx';
import { hydratedLater } from './hydrated-later.tsx';

export function ConventionSources({ sources }: { sources: readonly AgreementSource[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className="agreements__source">
      {sources.map((s) => (
        <li key={s.url + s.title}>
          来源：<AppLink to={s.url}>{s.title}</AppLink>，核对日期 {s.checked}
          {s.read ? `（${s.read}）` : null}
        </li>
      ))}
    </ul>
  );
}

export function SourceLine({ agreements }: { agreements: readonly Agreement[] }) {
  const seen = new Set<string>();
  const sources = agreements
    .map((a) => a.source)
    .filter((s) => {
      const key = `${s.url}\n${s.read ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return <ConventionSources sources={sources} />;
}

/** The legalisation box (legalisation.tsx), on the search and FAQ pages. */
export const LegalisationBox = hydratedLater(() => import('./legalisation.tsx').then((m) => m.LegalisationPanel));
