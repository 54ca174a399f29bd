// schema.org BreadcrumbList for the trail a page shows (首页 › column › … › current), typed
// with schema-dts (types only: nothing of it reaches a bundle).

import type { BreadcrumbList } from 'schema-dts';

export interface Crumb {
  name: string;
  /** Absolute URL; the current page's last crumb may have none. */
  url?: string;
}

export function breadcrumbList(crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: c.url } : {}),
    })),
  };
}
