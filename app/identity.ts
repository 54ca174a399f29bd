// The configured council's identity as the build read it (sites/<SITE>/site.json, the emblem
// and the brand colours; scripts/vite/site-identity.ts): the same in the worker and the client.

import identity from 'virtual:site-identity';
import type { BuiltIdentity } from './site-identity-type.ts';

export const IDENTITY: BuiltIdentity = identity;
