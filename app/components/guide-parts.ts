// The parts of a service guide that its first view hydrates later (decision 0088): its place in
// the export journey (links and a native <details>), and what the FTA guide alone shows, its
// agreements table and 协定资讯 (one chunk only that guide loads). The server's HTML shows
// until each has hydrated; guide.loader.ts preloads the ones a page shows on a navigation.

import { hydratedLater } from './hydrated-later.tsx';

export const JourneyNav = hydratedLater(() => import('./journey-nav.tsx').then((m) => m.JourneyNav));
/** The FTA guide's 适用协定与缔约方, after its 适用范围 (guide-sections.tsx). */
export const GuideAgreements = hydratedLater(() => import('./guide-fta.tsx').then((m) => m.GuideAgreements));
/** 协定资讯 on the FTA guide (routes/guide.tsx). */
export const FtaNews = hydratedLater(() => import('./guide-fta.tsx').then((m) => m.RelatedColumn));
/** The apostille guide's 《公约》缔约国与适用日期, after its 适用范围 (guide-sections.tsx). */
export const GuideConvention = hydratedLater(() => import('./guide-convention.tsx').then((m) => m.GuideConvention));
