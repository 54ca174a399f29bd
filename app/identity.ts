// What pages show of the council's identity (sites/<SITE>/site.json, the emblem and the brand
// colours; scripts/vite/site-identity.ts): the same on the server and in the browser, whose
// build holds only these fields; a platform's other councils send theirs with the site
// settings (decision 0137). The worker reads the whole identity from worker/site-identity.ts.

import identity from 'virtual:site-identity';
import type { PageIdentity } from './site-identity-type.ts';

export type { PageIdentity };

/** The build's own council's. */
export const IDENTITY: PageIdentity = identity;

/**
 * The request's council's: on a platform, another council than the build's comes with the
 * site settings (SiteConfig.identity); otherwise the built one.
 */
export const identityOf = (site: { identity?: PageIdentity } | undefined): PageIdentity => site?.identity ?? IDENTITY;
