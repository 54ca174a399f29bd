// The site footer as every layout shows it: below the fold on every page and static, so its
// code (and the phone-number vocabulary it formats with) loads after the page has hydrated
// (components/hydrated-later.tsx, decision 0088). One instance for the three layouts: once
// loaded, a layout that mounts later renders it at once.

import { hydratedLater } from '../components/hydrated-later.tsx';

export const SiteFooter = hydratedLater(() => import('../components/site-footer.tsx').then((m) => m.SiteFooter));
