// The source line under a list of agreements (the Ministry of Commerce's list and its check date),
// shared by the search panel and the FTA guide's table.

import type { Agreement } from '../domain/agreements.ts';
import { AppLink } from './app-link.tsx';

export function SourceLine({ agreements }: { agreements: readonly Agreement[] }) {
  const source = agreements[0]?.source;
  if (!source) return null;
  return (
    <p className="agreements__source">
      来源：<AppLink to={source.url}>{source.title}</AppLink>，核对日期 {source.checked}
    </p>
  );
}
