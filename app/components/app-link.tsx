// A link that keeps the visitor on their device's version; external links open a new tab.
// Internal links are plain <a data-route> that one click listener on the document routes
// on the client (app/lib/link-clicks.ts), as React Router's useLinkClickHandler would: a
// <Link> per link costs a home render (a hundred links) about 2.5 ms of CPU, a third of it
// (decision 0050). Paths here are absolute; in the 繁體 view the href carries the router's
// basename, /zh-hant (decision 0117).

import { useHant } from '../hooks/use-site.ts';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ROUTED_LINK } from '../lib/link-clicks.ts';
import { devicePath, isExternalLink, isInternalPath, isMobilePath } from '../lib/links.ts';
import { remembered } from '../lib/remembered.ts';
import { inVariant } from '../lib/variant.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link current when its page is shown (menus). */
  nav?: boolean;
};

const routed = { [ROUTED_LINK]: '' };

type LinkKind = 'external' | 'contact' | 'file' | 'page';

/** What a link target is, remembered: a render asks for the same hundred targets each time. */
const linkKind = remembered((to): LinkKind => {
  if (isExternalLink(to)) return 'external';
  if (/^(mailto|tel):/i.test(to)) return 'contact';
  // requirements §5: only internal paths go through the client router; a file (/files/x.docx) is a plain link.
  if (to.startsWith('/') && !isInternalPath(to.split(/[?#]/)[0]!)) return 'file';
  return 'page';
});

export function AppLink({ to, children, className, nav, ...rest }: AppLinkProps) {
  const { pathname } = useLocation();
  const hant = useHant();
  const kind = linkKind(to);
  if (kind === 'external' || kind === 'contact') {
    const external = kind === 'external';
    return (
      <a
        href={to}
        className={className}
        {...rest}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {external && <span className="visually-hidden">（在新窗口打开）</span>}
      </a>
    );
  }
  if (kind === 'file') {
    return (
      <a href={to} className={className} {...rest}>
        {children}
      </a>
    );
  }
  const href = devicePath(to, isMobilePath(pathname));
  const active = nav === true && isCurrent(pathname, href, to === '/');
  return (
    <a
      {...rest}
      {...routed}
      href={inVariant(hant, href)}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={nav ? (active ? 'page' : undefined) : rest['aria-current']}
    >
      {children}
    </a>
  );
}

/** A menu link is current on its page and, unless `end`, on the pages below it (as NavLink). */
function isCurrent(pathname: string, href: string, end: boolean): boolean {
  const here = pathname.toLowerCase();
  const there = href.split(/[?#]/)[0]!.toLowerCase();
  return here === there || (!end && here.startsWith(there) && here.charAt(there.length) === '/');
}
