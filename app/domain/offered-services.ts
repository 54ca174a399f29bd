// Which of the services the site knows how to present (services.ts: vocabulary) the council
// offers: those whose guide column is in its content (issue 48, decision 0130). Read from the
// column tree every page already holds, so it costs no store query and no bytes of its own.

import { SERVICES, type CertificationCode, type Service } from './services.ts';

/** What offering needs of a column (the API's Column has it; domain/ does not import api/). */
export interface OfferColumn {
  columnCode: string;
  columnType: string;
}

/** Offered services by column list: one list, one answer (lists are shared, read-only). */
const offered = new WeakMap<readonly OfferColumn[], Service[]>();

/**
 * The services offered, in the catalogue's order: a service is offered when the content has
 * its column as a page column (its page article is the guide).
 */
export function offeredServices(columns: readonly OfferColumn[]): Service[] {
  let list = offered.get(columns);
  if (!list) {
    const pages = new Set(columns.filter((c) => c.columnType === 'page').map((c) => c.columnCode));
    list = SERVICES.filter((s) => pages.has(s.columnCode));
    offered.set(columns, list);
  }
  return list;
}

/** The offered service of `code`, or undefined (unknown, or not offered by this council). */
export function offeredService(columns: readonly OfferColumn[], code: string | null | undefined): Service | undefined {
  return code ? offeredServices(columns).find((s) => s.code === code) : undefined;
}

/** The offered certification services (those with FAQ types), in the catalogue's order. */
export function offeredCertification(columns: readonly OfferColumn[]): CertificationCode[] {
  return offeredServices(columns)
    .filter((s) => s.certification)
    .map((s) => s.code as CertificationCode);
}

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
