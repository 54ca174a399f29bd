// The legalisation box as a part hydrated later (decision 0088): the search page and the FAQ
// page render it on the server, and only a page that shows it loads its code, after hydration,
// so their first-view script stays as it was (budgets.spec.ts).

import { hydratedLater } from './hydrated-later.tsx';

export const LegalisationBox = hydratedLater(() => import('./legalisation.tsx').then((m) => m.LegalisationPanel));
