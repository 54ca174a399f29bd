// The site a request is for (architecture.md "Sites"): the council whose identity, content and
// caches answer it. A single-site deployment has one, made from SITE's identity folder and the
// DB binding, exactly as before the platform; a platform (issue 49) has one per hostname.

import type { BuiltIdentity } from '../../app/site-identity-type.ts';
import type { Env } from '../env.ts';
import { SITE_IDENTITY } from '../site-identity.ts';

export interface HostedSite {
  /** The site's name in the platform's registry ('' in a single-site deployment). */
  name: string;
  /**
   * What every key shared between sites starts with (cache keys, the generation's entry, rate-limit
   * keys, metrics' site blob, media's R2 prefix): '' in a single-site deployment, so that its keys
   * and objects are the ones it had before the platform.
   */
  keyPrefix: string;
  identity: BuiltIdentity;
  /** The database visitors read (the active one of the site's two). */
  db: D1Database | undefined;
}

/** The one site of a single-site deployment: SITE's identity and the DB binding. */
export function singleSite(env: Env): HostedSite {
  return { name: '', keyPrefix: '', identity: SITE_IDENTITY, db: env.DB };
}
