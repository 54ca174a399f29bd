// The shape of a council's identity file (sites/<name>/site.json; sites/README.md): what is
// not a contact fact. Types, and which fields pages show: the build reads the file
// (scripts/lib/site-identity.ts).

export interface SiteIdentity {
  /** Full name: the header brand, the welcome line, og:site_name, the 主办单位 by default. */
  name: string;
  /** Short name: every title's suffix, the phone header, feeds. */
  shortName: string;
  englishName: string;
  /** The city served (临江市 for 临江市贸促会): structured data’s areaServed. */
  city: string;
  /** The header's second line under the name. */
  subtitle: string;
  /** 主办单位 in the footer. */
  host: string;
  /** The web app manifest's names and description. */
  app: { name: string; shortName: string; description: string };
  /** iCalendar PRODID and the domain after the @ of every event's UID. */
  calendar: { prodid: string; uidDomain: string };
  /** 网站标识码, ICP 备案号, 公安备案号: the footer and the gov metas. */
  siteCode: string;
  icp: string;
  psb: string;
  /** Brand colours (#rrggbb): every colour set of the site is derived from these two. */
  colours: { primary: string; accent: string };
  /** Words that mark this council (besides the fields above) for check:identity. */
  traces: string[];
}

/** What the build hands the app and the worker (virtual:site-identity). */
export interface BuiltIdentity extends SiteIdentity {
  emblem: { viewBox: string; markup: string };
  /** The light mode's primary fill: theme-color and the manifest. */
  themeColour: string;
  /** The light mode's link colour (the accent as text on white): pages the worker writes without the stylesheet. */
  linkColour: string;
}

/**
 * What pages show of the identity (app/identity.ts): all the browser's build holds, since every
 * page's script carries it (the script before hydration is at its budget). The worker's build
 * holds the whole identity (worker/site-identity.ts).
 */
export const PAGE_FIELDS = ['city', 'subtitle', 'emblem', 'themeColour'] as const;

/** The fields a page renders (the browser's build holds no other). */
export type PageIdentity = Pick<BuiltIdentity, (typeof PAGE_FIELDS)[number]>;

/** The fields a page renders, of a whole identity. */
export const pageIdentityOf = (identity: BuiltIdentity): PageIdentity =>
  Object.fromEntries(PAGE_FIELDS.map((field) => [field, identity[field]])) as PageIdentity;
