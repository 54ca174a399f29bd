// The fairs page's calendar links, which it hydrates later (decision 0088): 添加到日历 on each
// fair and the subscribable calendar are plain links to files, with nothing for the page's code
// to do before hydrating. exhibition.loader.ts preloads them beside its data on a navigation.

import { hydratedLater } from './hydrated-later.tsx';

export const AddToCalendarLater = hydratedLater(() => import('./calendar-links.tsx').then((m) => m.AddToCalendar));
export const CalendarFeedLinkLater = hydratedLater(() =>
  import('./calendar-links.tsx').then((m) => m.CalendarFeedLink),
);
