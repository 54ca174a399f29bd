// The configured council's whole identity (sites/<SITE>/: names, filing numbers, calendar ids,
// colours; scripts/vite/site-identity.ts), as the worker's build holds it. Pages read only what
// they show, through app/identity.ts.

import identity from 'virtual:site-identity';
import type { BuiltIdentity } from '../app/site-identity-type.ts';

export const SITE_IDENTITY: BuiltIdentity = identity;
