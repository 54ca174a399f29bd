// The council's emblem and name, linking home.

import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';

export function Emblem({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="emblem">
      <circle cx="24" cy="24" r="22" fill="#b3261e" />
      <circle cx="24" cy="24" r="15" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M9 24h30M24 9c-6 8-6 22 0 30M24 9c6 8 6 22 0 30" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}

export function Brand({ subtitle, compact = false }: { subtitle?: string; compact?: boolean }) {
  const { site } = useSite();
  return (
    <AppLink to="/" className={compact ? 'brand brand--compact' : 'brand'}>
      <Emblem size={compact ? 32 : 52} />
      <span className="brand__text">
        <span className="brand__name">{compact ? site?.shortName : site?.name}</span>
        {!compact && subtitle ? <span className="brand__subtitle">{subtitle}</span> : null}
      </span>
    </AppLink>
  );
}
