// The site's identity and the settings the client needs, from worker configuration
// (README "Configuration"); delivered to the app through the root loader.

export interface FooterInfo {
  host: string;
  address: string;
  phone: string;
  hotline: string;
  /** Office hours (办公时间), as the contact page and the footer state them. */
  hours: string;
  email: string;
  siteCode: string;
  icp: string;
  psb: string;
  /** The organisation badge (党政机关 / 事业单位) as issued; shown only when image and link are set. */
  badge: { kind: string; image: string; url: string } | null;
  /** The online consultation channel (12345 or the council's mailbox); null when none. */
  consult: { url: string; label: string } | null;
}

export interface SiteConfig {
  name: string;
  shortName: string;
  /** Absolute origin for canonical URLs and feeds; empty means the request's own. */
  origin: string;
  footer: FooterInfo;
  versionPollIntervalMs: number;
  buildId: string;
}
