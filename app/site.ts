// The site's identity and the settings the client needs, from worker configuration
// (README "Configuration"); delivered to the app through the root loader, which adds the
// footer's contact items from the stored facts (app/domain/contact-facts.ts, decision 0112).

import type { FooterContacts } from './domain/contact-facts.ts';
import type { PageIdentity } from './site-identity-type.ts';

/** The footer's items that are configuration: the host and the filing numbers, not the contacts. */
export interface FooterConfig {
  host: string;
  siteCode: string;
  icp: string;
  psb: string;
  /** The organisation badge (党政机关 / 事业单位) as issued; shown only when image and link are set. */
  badge: { kind: string; image: string; url: string } | null;
  /** The online consultation channel (12345 or the council's mailbox); null when none. */
  consult: { url: string; label: string } | null;
}

/** The footer as the app shows it: configuration and the contact facts (address, numbers, hours, e-mail). */
export type FooterInfo = FooterConfig & FooterContacts;

/** The settings as configuration gives them. */
export interface SiteConfig {
  name: string;
  shortName: string;
  /** Absolute origin for canonical URLs and feeds; empty means the request's own. */
  origin: string;
  footer: FooterConfig;
  versionPollIntervalMs: number;
  buildId: string;
  /**
   * What pages show of a platform's council other than the one the build is for (app/identity.ts
   * prefers it to the built identity); absent for the build's own council, whose pages stay as they were.
   */
  identity?: PageIdentity;
}

/** The settings as the app reads them (the root loader's `site`). */
export type SiteInfo = Omit<SiteConfig, 'footer'> & { footer: FooterInfo };
