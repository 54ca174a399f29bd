// The source lines under what the content says of the Apostille Convention or an agreement:
// the official page, the day it was checked and, when that page could not be read, what was.

import type { AgreementSource } from '../domain/agreements.ts';
import { AppLink } from './app-link.tsx';

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
