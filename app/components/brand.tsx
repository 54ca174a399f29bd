// The council's emblem and name, linking home.

import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';

export function Emblem({ size = 48 }: { size?: number }) {
  const { identity } = useSite();
  return (
    <svg
      width={size}
      height={size}
      viewBox={identity.emblem.viewBox}
      aria-hidden="true"
      className="emblem"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the identity folder's own emblem.svg, read at build time.
      dangerouslySetInnerHTML={{ __html: identity.emblem.markup }}
    />
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
