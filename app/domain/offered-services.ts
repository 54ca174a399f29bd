// Which of the services the site knows how to present (services.ts: vocabulary) the council
// offers: those whose guide column is in its content (issue 48, decision 0130). Read from the
// column tree every page already holds, so it costs no store query; its chunk is a few hundred bytes.

import { SERVICES, type Service } from './services.ts';

/** What offering needs of a column (the API's Column has it; domain/ does not import api/). */
export interface OfferColumn {
  columnCode: string;
  columnType: string;
}

/**
 * The services offered, in the catalogue's order: a service is offered when the content has
 * its column as a page column (its page article is the guide). Not memoised: eight services
 * against some forty columns cost less than the bytes a cache would add to every loader.
 */
export function offeredServices(columns: readonly OfferColumn[]): Service[] {
  const pages = new Set(columns.filter((c) => c.columnType === 'page').map((c) => c.columnCode));
  return SERVICES.filter((s) => pages.has(s.columnCode));
}

/** The offered service of `code`, or undefined (unknown, or not offered by this council). */
export const offeredService = (columns: readonly OfferColumn[], code: string) =>
  offeredServices(columns).find((s) => s.code === code);

/** What the journey filter needs of a step (the API's JourneyStep has it; domain/ does not import api/). */
interface OfferStep {
  services: string[];
  choices: { service: string }[];
  link: string | null;
}

/**
 * The export journey as far as the council offers its services: a step keeps only the guides
 * offered, and one left with no guide and no link of its own is no step of this council's;
 * so no step links a guide that is not there.
 */
export function offeredJourney<S extends OfferStep>(
  journey: { steps: S[]; sidePaths: S[] },
  columns: readonly OfferColumn[],
): { steps: S[]; sidePaths: S[] } {
  const offered = new Set<string>(offeredServices(columns).map((s) => s.code));
  const keep = (steps: readonly S[]) =>
    steps.flatMap((step): S[] => {
      const services = step.services.filter((code) => offered.has(code));
      if (services.length === 0 && step.services.length > 0 && !step.link) return [];
      return [{ ...step, services, choices: step.choices.filter((c) => offered.has(c.service)) }];
    });
  return { steps: keep(journey.steps), sidePaths: keep(journey.sidePaths) };
}
