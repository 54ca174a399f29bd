// The councils this build serves (scripts/vite/site-identity.ts `virtual:sites`): each one's whole
// identity (names, filing numbers, calendar ids, colours), its root files and its colour
// stylesheet. SITE_IDENTITY is the configured council's (SITE), the one a single-site
// deployment serves. Pages read only what they show, through app/identity.ts.

import built from 'virtual:sites';
import type { BuiltIdentity } from '../app/site-identity-type.ts';

export interface BuiltSite {
  identity: BuiltIdentity;
  /** Its colour sets' stylesheet, linked after the build's own; null for the configured council, whose colours the build's stylesheet holds. */
  brandCss: string | null;
  /** /manifest.webmanifest, /favicon.ico and /icons/*: each file's type, bytes and strong ETag (its bytes' hash). */
  files: Record<string, { type: string; base64: string; etag: string }>;
}

/** The configured council's folder name (SITE): a single-site deployment's, and the browser build's. */
export const DEFAULT_SITE: string = built.defaultSite;

/** Every council the build holds, by folder name. */
export const BUILT_SITES: Readonly<Record<string, BuiltSite>> = built.sites;

export const SITE_IDENTITY: BuiltIdentity = BUILT_SITES[DEFAULT_SITE]!.identity;
