// The Apostille Convention as the content lists it (the apostille guide's `convention`): each
// state with the day the Convention applies between it and China, the states that objected to
// China's accession (so it does not apply between them), Hong Kong and Macao, and the
// non-parties visitors ask about; and what a visitor's words ask when they name a country with
// a legalisation word (沙特 认证, 阿联酋 使馆认证). Pure and isomorphic, as agreements.ts.

import type { AgreementSource } from './agreements.ts';
import { placesIn } from './destinations.ts';

/**
 * `party` the Convention applies between it and China from `withChina`; `objected` a party
 * that objected to China's accession (it does not apply between them); `unconfirmed` a party
 * for which whether it applies with China could not be confirmed; `none` not a party;
 * `sar` Hong Kong or Macao, where it has applied since `withChina`.
 */
export type ConventionStatus = 'party' | 'objected' | 'unconfirmed' | 'none' | 'sar';
export const CONVENTION_STATUSES: readonly ConventionStatus[] = ['party', 'objected', 'unconfirmed', 'none', 'sar'];

/** The continents the foreign ministry's list groups its parties by, in its order. */
export const CONTINENTS = ['亚洲', '非洲', '欧洲', '美洲', '大洋洲'] as const;
export type Continent = (typeof CONTINENTS)[number];

export interface ConventionState {
  /** The name the foreign ministry's list uses (沙特, 印尼); other names: destinations.ts. */
  name: string;
  continent: Continent;
  status: ConventionStatus;
  /** yyyy-MM-dd: the day it applies between this state and China (for `sar`, there); "" for none. */
  withChina: string;
  /** What a visitor must know beyond the status ("" for none): why it does not apply, what is unconfirmed. */
  note: string;
}

export interface Convention {
  /** yyyy-MM-dd: in force for China. */
  inForce: string;
  states: ConventionState[];
  /** The official pages the list was checked against, with the day and what was read. */
  sources: AgreementSource[];
}

/** Words that ask about legalising a document: a country with one of these asks which way applies. */
const LEGALISATION_WORDS = /认证|海牙|附加证明|apostille|使馆|领事|领馆|双认证/i;

/** Whether the words ask about legalising a document for use abroad. */
export const asksForLegalisation = (keyword: string) => LEGALISATION_WORDS.test(keyword);

/** What a keyword's destination means for legalisation. */
export interface Legalisation {
  /** The state named, as the content lists it, with what applies. */
  state: ConventionState;
  /** yyyy-MM-dd: the Convention in force for China. */
  inForce: string;
  sources: AgreementSource[];
  /** The answering guide's promised time limit and fees, as it states them (null: not known here). */
  guide: { timeLimit: string; fees: string } | null;
}

/** Which service answers a state: the apostille guide where the Convention applies, else consular legalisation. */
export const serviceFor = (status: ConventionStatus): 'apostille' | 'consular' =>
  status === 'objected' || status === 'none' ? 'consular' : 'apostille';

/**
 * The state a keyword names with a legalisation word, as the Convention content lists it,
 * or null: no legalisation word, no state named, or no content. A keyword naming several
 * states is answered for the first the list holds.
 */
export function legalisationOf(keyword: string, convention: Convention | null): Legalisation | null {
  if (!convention || convention.states.length === 0 || !asksForLegalisation(keyword)) return null;
  const text = keyword.replace(/\s+/g, '');
  const { found } = placesIn(
    text,
    convention.states.map((s) => s.name),
  );
  const state = convention.states.find((s) => found.includes(s.name));
  return state ? { state, inForce: convention.inForce, sources: convention.sources, guide: null } : null;
}

/** The Convention read tolerantly from an API answer or a stored column: null when malformed. */
export function conventionOf(raw: unknown): Convention | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const list = (v: unknown) =>
    (Array.isArray(v) ? v : []).filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null);
  const states = list(o.states).flatMap((s): ConventionState[] => {
    const status = CONVENTION_STATUSES.find((k) => k === s.status);
    const continent = CONTINENTS.find((c) => c === s.continent);
    return status && continent && str(s.name)
      ? [{ name: str(s.name), continent, status, withChina: str(s.withChina), note: str(s.note) }]
      : [];
  });
  const sources = list(o.sources).map((s) => ({
    title: str(s.title),
    url: str(s.url),
    checked: str(s.checked),
    read: str(s.read),
  }));
  return states.length > 0 ? { inForce: str(o.inForce), states, sources } : null;
}
