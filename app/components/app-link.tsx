// A link that keeps the visitor on their device's version; external links open a new tab.
// Internal links are React Router's own click handling (useLinkClickHandler) on a plain
// <a>, not its <Link>/<NavLink>: those bring framework-mode prefetch code this data router
// never uses (decision 0006). Paths here are absolute and the app has no basename, so the
// href is the path itself.

import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLinkClickHandler, useLocation } from 'react-router';
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
  // SPEC §5: only internal paths go through the client router; a file (/files/x.docx) is a plain link.
  if (to.startsWith('/') && !isInternalPath(to.split(/[?#]/)[0]!)) {
    return (
      <a href={to} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink to={href(to)} className={className} nav={nav} end={to === '/'} {...rest}>
      {children}
    </RouterLink>
  );
}

type RouterLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  nav?: boolean;
  end: boolean;
};

/** A client-routed link; with `nav`, marked current (aria-current, .active) as NavLink would. */
function RouterLink({ to, nav, end, className, onClick, target, children, ...rest }: RouterLinkProps) {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const { pathname } = useLocation();
  const [path] = to.split(/[?#]/);
  const here = pathname.toLowerCase();
  const there = path!.toLowerCase();
  const active = nav && (here === there || (!end && here.startsWith(there) && here.charAt(there.length) === '/'));
  return (
    <a
      {...rest}
      href={to}
      target={target}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={nav ? (active ? 'page' : undefined) : rest['aria-current']}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
