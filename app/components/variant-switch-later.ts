// The 繁體/简体 switch as a static part of the header (decision 0088): a plain link that works
// without its code, which loads after the page has hydrated, out of every page's first script.

import { hydratedLater } from './hydrated-later.tsx';

export const VariantSwitch = hydratedLater(() => import('./variant-switch.tsx').then((m) => m.VariantSwitch));
