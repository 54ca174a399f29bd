// The site's identity and the settings the client needs, from worker configuration
// (README "Configuration"); delivered to the app through the root loader.

export interface FooterInfo {
  host: string;
  address: string;
  phone: string;
  hotline: string;
  email: string;
  siteCode: string;
  icp: string;
  psb: string;
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
