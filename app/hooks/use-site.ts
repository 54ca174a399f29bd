// The site settings, the column list and tree, and whether this is the mobile version or the 繁體 view.

import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation, useRouteLoaderData } from 'react-router';
import { buildColumnTree } from '../domain/column-tree.ts';
import { devicePath, isMobilePath } from '../lib/links.ts';
import type { OtherBody } from '../domain/other-bodies.ts';
import type { RootData } from '../root-data.ts';
import { identityOf } from '../identity.ts';

const NO_BODIES: readonly OtherBody[] = [];

export function useSite() {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const { pathname } = useLocation();
  const mobile = isMobilePath(pathname);
  const columns = data?.columns ?? [];
  const tree = useMemo(() => buildColumnTree(columns), [columns]);
  return {
    site: data?.site,
    /** What pages show of the council's identity: the request's council's (app/identity.ts). */
    identity: identityOf(data?.site),
    /** Other bodies' numbers (12345 …), marked as theirs wherever shown. */
    otherBodies: data?.otherBodies ?? NO_BODIES,
    columns,
    tree,
    mobile,
    /** A site path for this device (adds /m on the mobile version). */
    href: (path: string) => devicePath(path, mobile),
  };
}

/**
 * Whether the page is the 繁體 view: the router's basename is /zh-hant (decision 0117). From
 * React Router's navigation context, not useHref: a page renders a hundred links.
 */
export function useHant(): boolean {
  return useContext(NavigationContext).basename !== '/';
}
