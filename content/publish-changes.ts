// A publish file (content/README.md "Publishing"): the import format holding only the records
// to add or replace, plus the ids to remove, and the small questions every step asks of it
// (which ids it names, what the live content becomes). Pure TS.

import { ENTITY_KEYS, type ContentDocument, type EntityKey } from './schema.ts';
import type { SearchType } from './search-index.ts';

/** The ids to remove, per list of the import format. */
export type Removals = { [K in EntityKey]?: string[] };

/** A publish file: any lists of the import format, `remove`, and `replace`. */
export interface Changes extends ContentDocument {
  remove?: Removals;
  /**
   * The ids of stored records the file replaces, per list: a record whose id exists is refused
   * unless named here. Its fields are merged over the stored record (a guide sent with only
   * `fees` keeps every other section; `null` drops an optional field).
   */
  replace?: Removals;
}

/** The search documents each searchable list writes (content/search-index.ts). */
export const SEARCH_TYPES_OF: { readonly [K in EntityKey]?: readonly SearchType[] } = {
  releases: ['release', 'guide'],
  activities: ['activity'],
  exhibitions: ['exhibition'],
  authQus: ['faq'],
  catalogue: ['form'],
};

const ID = /^[1-9]\d{0,14}$/;
const isId = (id: unknown): id is string => typeof id === 'string' && ID.test(id);

/** The well-formed ids of the records a publish adds or replaces in one list (the checks report the rest). */
export function changedIds(changes: Changes, entity: EntityKey): string[] {
  const list = (changes as Record<string, unknown>)[entity];
  if (!Array.isArray(list)) return [];
  return list.map((r) => (typeof r === 'object' && r !== null ? (r as { id?: unknown }).id : undefined)).filter(isId);
}

/** The well-formed ids a publish removes from one list. */
export function removedIds(changes: Changes, entity: EntityKey): string[] {
  const remove = changes.remove;
  const list = typeof remove === 'object' && remove !== null ? (remove as Record<string, unknown>)[entity] : undefined;
  return Array.isArray(list) ? list.filter(isId) : [];
}

/** The well-formed ids a publish says it replaces in one list. */
export function replaceIds(changes: Changes, entity: EntityKey): string[] {
  const replace = changes.replace;
  const list =
    typeof replace === 'object' && replace !== null ? (replace as Record<string, unknown>)[entity] : undefined;
  return Array.isArray(list) ? list.filter(isId) : [];
}

/** Every id of one list the publish touches: added, replaced or removed. */
export function touchedIds(changes: Changes, entity: EntityKey): Set<string> {
  return new Set([...changedIds(changes, entity), ...removedIds(changes, entity)]);
}

/** The records of one list in the publish (anything else in it is left to the checks to report). */
export function recordsOf<K extends EntityKey>(changes: Changes, entity: K): NonNullable<ContentDocument[K]> {
  const list: unknown = changes[entity];
  const records = Array.isArray(list)
    ? list.filter((r) => typeof r === 'object' && r !== null && !Array.isArray(r))
    : [];
  return records as NonNullable<ContentDocument[K]>;
}

/** A list as it is after the publish: the live rows it leaves alone, then its own records. */
export function after<T extends { id: string }>(changes: Changes, entity: EntityKey, live: readonly T[]): T[] {
  const touched = touchedIds(changes, entity);
  return [...live.filter((row) => !touched.has(row.id)), ...(recordsOf(changes, entity) as unknown as T[])];
}

/** The lists a publish file names (other keys are reported by the checks). */
export function listsOf(changes: Changes): EntityKey[] {
  return ENTITY_KEYS.filter((entity) => changedIds(changes, entity).length + removedIds(changes, entity).length > 0);
}
