// A link that keeps the visitor on their device's version; external links open a new tab.
// Internal links are React Router's <Link>, menus its <NavLink> (current page and the pages
// below it, as the menus mark them; decision 0050).

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { devicePath, isExternalLink, isInternalPath, isMobilePath } from '../lib/links.ts';
import { remembered } from '../lib/remembered.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link current when its page is shown (menus). */
  nav?: boolean;
};

type LinkKind = 'external' | 'contact' | 'file' | 'page';

/** What a link target is, remembered: a render asks for the same hundred targets each time. */
const linkKind = remembered((to): LinkKind => {
  if (isExternalLink(to)) return 'external';
  if (/^(mailto|tel):/i.test(to)) return 'contact';
  // SPEC §5: only internal paths go through the client router; a file (/files/x.docx) is a plain link.
  if (to.startsWith('/') && !isInternalPath(to.split(/[?#]/)[0]!)) return 'file';
  return 'page';
});

export function AppLink({ to, children, className, nav, ...rest }: AppLinkProps) {
  const { pathname } = useLocation();
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
  if (nav) {
    return (
      <NavLink {...rest} to={href} className={className} end={to === '/'}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link {...rest} to={href} className={className}>
      {children}
    </Link>
  );
}
