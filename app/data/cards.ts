// What a list shows of each item. Loaders hand their pages only these fields, so the router's
// hydration data (sent with every page) carries no more than the HTML shows.

import type { Activity, Catalogue, Exhibition, Release } from '../api/types.ts';

/** A release as a link in a list: title, date, pin, its end (a notice's), and where it leads. */
export function releaseLink({ id, title, releaseTime, isTop, linkUrl, validUntil }: Release) {
  return { id, title, releaseTime, isTop, linkUrl, validUntil: validUntil ?? null, summary: null as string | null };
}

/** A release in a list that shows summaries. */
export function releaseCard(release: Release) {
  return { ...releaseLink(release), summary: release.summary ?? null };
}

export type ReleaseItem = ReturnType<typeof releaseLink>;

export function activityLink({ id, title, startTime, address }: Activity) {
  return { id, title, startTime, address };
}

/** What a fair's card shows (the home page's block): its name, place, dates and when registration closes. */
const FAIR_CARD_KEYS = [
  'id',
  'exhibitionName',
  'country',
  'city',
  'startDate',
  'endDate',
  'registrationDeadline',
  'registrationCloseTime',
  'submitBy',
  'coverImage',
] as const satisfies readonly (keyof Exhibition)[];

export function exhibitionCard(e: Exhibition): Pick<Exhibition, (typeof FAIR_CARD_KEYS)[number]> {
  return Object.fromEntries(FAIR_CARD_KEYS.map((key) => [key, e[key]])) as Pick<
    Exhibition,
    (typeof FAIR_CARD_KEYS)[number]
  >;
}

export function serviceEntry({ id, catalogueName, summary, icon, linkUrl }: Catalogue) {
  return { id, catalogueName, summary, icon, linkUrl };
}
