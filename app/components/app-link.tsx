// A link that keeps the visitor on their device's version; external links open a new tab.

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useSite } from '../hooks/use-site.ts';
import { isExternalLink, isInternalPath } from '../lib/links.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> & {
  to: string;
  children: ReactNode;
  className?: string;
  /** Marks the link current when its page is shown (menus). */
  nav?: boolean;
};

export function AppLink({ to, children, className, nav, ...rest }: AppLinkProps) {
  const { href } = useSite();
  if (isExternalLink(to) || /^(mailto|tel):/i.test(to)) {
    const external = isExternalLink(to);
    return (
      <a href={to} className={className} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {external && <span className="visually-hidden">（在新窗口打开）</span>}
      </a>
    );
  }
  // SPEC §5: only internal paths go through the client router; a file (/files/x.docx) is a plain link.
  if (to.startsWith('/') && !isInternalPath(to.split(/[?#]/)[0]!)) {
    return (
      <a href={to} className={className} {...rest}>
        {children}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={href(to)} className={className} end={to === '/'} {...rest}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={href(to)} className={className} {...rest}>
      {children}
    </Link>
  );
}
