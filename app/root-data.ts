// The root route's data: the column list (requirements §2: content shows only after it has loaded),
// the site settings with the footer's contact facts, and other bodies' numbers. Apart from root.tsx so that components can name its type without
// importing the layouts that import them.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext, siteContext } from './context.ts';
import { footerContacts, otherBodiesOf } from './domain/contact-facts.ts';
import type { SiteInfo } from './site.ts';

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  // The facts (decision 0112) are a side list: without them the footer hides its contact items.
  const [columns, facts] = await Promise.all([api.listColumn(), api.listFact().catch(() => [])]);
  const config = context.get(siteContext);
  const site: SiteInfo = { ...config, footer: { ...config.footer, ...footerContacts(facts) } };
  // Canonical URLs and feeds need an absolute origin: configured, else this request's.
  return { columns, site, otherBodies: otherBodiesOf(facts), origin: site.origin || new URL(request.url).origin };
}

export type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The column list and settings are loaded once per document, not on every navigation. */
export const shouldRevalidateRoot = () => false;
