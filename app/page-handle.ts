// What each page route tells the root about itself (React Router's `handle`): which page,
// which layout, its chunk and any colour mode it forces. Its own module, so that root.tsx and
// the route table read it without importing each other.

import type { PageParam } from './lib/page-query.ts';

export type LayoutName = 'default' | 'home' | 'coic';

export interface PageHandle {
  page: string;
  layout: LayoutName;
  /** The module's key in Vite's manifest (for modulepreload of the route chunk). */
  module: string;
  /** Only light or dark: a page cannot force system (pageColorMode). */
  colorMode?: 'light' | 'dark';
  /** What it shows depends on today's date (a fair's status): its cached copy is kept per day. */
  daily?: boolean;
  /** The query parameters it reads (PageDef.query): the only ones its cache key and render keep. */
  query: readonly PageParam[];
}
