// The source lines under a list of agreements (each distinct official page, its check date and
// what was read when the page itself could not be), shared by the search panel and the FTA
// guide's table.

import type { Agreement } from '../domain/agreements.ts';
import { ConventionSources } from './convention-sources.tsx';

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
