// The root route's data: the column list (requirements §2: content shows only after it has loaded)
// and the site settings. Apart from root.tsx so that components can name its type without
// importing the layouts that import them.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext, siteContext } from './context.ts';

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const columns = await context.get(apiContext).listColumn();
  const site = context.get(siteContext);
  // Canonical URLs and feeds need an absolute origin: configured, else this request's.
  return { columns, site, origin: site.origin || new URL(request.url).origin };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The column list and settings are loaded once per document, not on every navigation. */
export const shouldRevalidateRoot = () => false;
