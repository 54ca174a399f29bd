// What pages show of the configured council's identity (sites/<SITE>/site.json, the emblem and
// the brand colours; scripts/vite/site-identity.ts): the same on the server and in the browser,
// whose build holds only these fields. The worker reads the whole identity from
// worker/site-identity.ts.

import identity from 'virtual:site-identity';
import type { BuiltIdentity } from './site-identity-type.ts';

/** The fields a page renders (the browser's build holds no other). */
export type PageIdentity = Pick<BuiltIdentity, 'city' | 'subtitle' | 'emblem' | 'themeColour'>;

export const IDENTITY: PageIdentity = identity;
