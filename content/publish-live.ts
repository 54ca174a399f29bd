// What a publish is checked and indexed against, read from D1 (local or deployed) in one
// query (the records a replacement merges over, those it removes, the removed ids it names and
// the fact checks' records included), and a second one only when a renamed FAQ type or theme, or a changed synonym target,
// means other records' search documents must be written again. One row of JSON each: a
// deployed database costs one `wrangler d1 execute` per query. Pure TS.

import type { ImportSession } from './import-run.ts';
import { changedIds, recordsOf, removedIds, replaceIds, touchedIds, type Changes } from './publish-changes.ts';
import type {
  AuthQuRecord,
  AuthQuTypeRecord,
  CatalogueRecord,
  ColumnRecord,
  EntityKey,
  ExhibitionRecord,
  ExhibitionThemeRecord,
  FactRecord,
  ReleaseRecord,
  SynonymRecord,
} from './schema.ts';
import { ENTITY_KEYS } from './schema.ts';
import { columnOf, counts, ids, inList, OneRow, records, recordsSql } from './publish-live-sql.ts';
import { BEIJING_NOW_SQL, highestIdSql, REMOVED_TABLE } from './removed-ids.ts';
import { TABLES } from './tables.ts';
import { REFERENCES } from './validate-rules.ts';
import { SERVICES } from '../app/domain/services.ts';
import { readReindex } from './publish-reindex.ts';
import { SERVICE_KEYWORDS } from './facts.ts';

/** Live rows the publish leaves alone that still name a record it removes. */
export interface Holder {
  /** The list holding them (`synonyms` for a synonym's `faq:` target). */
  from: EntityKey;
  /** The field of theirs that names it. */
  field: string;
  to: EntityKey;
  id: string;
  count: number;
}

export interface Live {
  columns: ColumnRecord[];
  exhibitionThemes: ExhibitionThemeRecord[];
  authQuTypes: AuthQuTypeRecord[];
  catalogue: CatalogueRecord[];
  synonyms: SynonymRecord[];
  /** The contact facts (their labels are what the search index holds for a reference). */
  facts: FactRecord[];
  /** Which of the ids the publish names (and its synonyms target) D1 holds, per list. */
  existing: Record<EntityKey, Set<string>>;
  holders: Holder[];
  /** Per column the publish replaces: the releases and activities filed in it that it leaves alone. */
  filed: Map<string, number>;
  /** Records left alone whose search documents carry words the publish changes (a FAQ type's name…). */
  reindex: { releases: ReleaseRecord[]; authQus: AuthQuRecord[]; exhibitions: ExhibitionRecord[] };
  /** What the fact checks read (content/facts.ts): every FAQ, every guide, and the releases that name a service. */
  serviceFacts: { releases: ReleaseRecord[]; authQus: AuthQuRecord[] };
  /** The stored records of the ids the file's `replace` names, per list (tags included): what a replacement merges over. */
  replaced: { [K in EntityKey]?: Record<string, unknown>[] };
  /** The highest id each list ever used, live or removed (removed-ids.ts): where new ids start. */
  maxIds: Record<EntityKey, number>;
  /** Of the ids the file names, those removed before, with when (`yyyy-MM-dd HH:mm:ss`), per list. */
  tombstones: Record<EntityKey, Map<string, string>>;
  /** The stored records the file removes, per list: what the tool says it took down. */
  removing: { [K in EntityKey]?: Record<string, unknown>[] };
  /** The time of the read, Beijing `yyyy-MM-dd HH:mm:ss` (the store's clock): a replaced record's `updateTime`. */
  now: string;
}

/** The small lists read whole: the tree, the parents records name, the search vocabulary, the facts. */
const WHOLE = ['columns', 'exhibitionThemes', 'authQuTypes', 'catalogue', 'synonyms', 'facts'] as const;

/** Reads what the changes are checked and indexed against. */
export async function readLive(db: ImportSession, file: Changes): Promise<Live> {
  // A file that is no object still gets its answer from the checks: read as if it named nothing.
  const changes: Changes = typeof file === 'object' && file !== null && !Array.isArray(file) ? file : {};
  const q = new OneRow();
  const whole = WHOLE.map((entity) => q.add(recordsSql(entity)));
  // The FAQs the publish's synonyms target must exist: asked with the FAQs it names.
  const targets = recordsOf(changes, 'synonyms')
    .map((s) => (typeof s?.target === 'string' && /^faq:[1-9]\d{0,14}$/.test(s.target) ? s.target.slice(4) : null))
    .filter((id): id is string => id !== null);
  const named = ENTITY_KEYS.map((entity) => {
    const list = [...touchedIds(changes, entity), ...(entity === 'authQus' ? targets : [])];
    const { table } = TABLES[entity];
    return q.add(`(SELECT json_group_array(CAST(id AS TEXT)) FROM ${table} WHERE ${inList('id')})`, ids(list));
  });
  const holderCols: { from: EntityKey; field: string; to: EntityKey; alias: string; strip: number }[] = [];
  const grouped = (table: string, key: string) =>
    `(SELECT json_group_array(json_array(CAST(k AS TEXT), n)) FROM (SELECT ${key} AS k, COUNT(*) AS n FROM ${table} ` +
    `WHERE ${inList(key)} AND id NOT IN (SELECT value FROM json_each(?)) GROUP BY k))`;
  for (const { from, field, to } of REFERENCES) {
    const removed = removedIds(changes, to);
    if (removed.length === 0) continue;
    const sql = grouped(TABLES[from].table, columnOf(from, field));
    holderCols.push({ from, field, to, strip: 0, alias: q.add(sql, ids(removed), ids(touchedIds(changes, from))) });
  }
  const removedFaqs = removedIds(changes, 'authQus').map((id) => `faq:${id}`);
  if (removedFaqs.length > 0) {
    const sql = grouped('synonyms', 'target');
    const alias = q.add(sql, JSON.stringify(removedFaqs), ids(touchedIds(changes, 'synonyms')));
    holderCols.push({ from: 'synonyms', field: 'target', to: 'authQus', strip: 4, alias });
  }
  const replaced = changedIds(changes, 'columns');
  const filedSql =
    '(SELECT json_group_array(json_array(CAST(k AS TEXT), n)) FROM (SELECT column_id AS k, COUNT(*) AS n FROM (' +
    `SELECT column_id FROM releases WHERE ${inList('column_id')} AND id NOT IN (SELECT value FROM json_each(?)) UNION ALL ` +
    `SELECT column_id FROM activities WHERE ${inList('column_id')} AND id NOT IN (SELECT value FROM json_each(?))` +
    ') GROUP BY k))';
  const filedAlias = q.add(
    filedSql,
    ids(replaced),
    ids(touchedIds(changes, 'releases')),
    ids(replaced),
    ids(touchedIds(changes, 'activities')),
  );

  // The fact checks' records: all FAQs, the guides, and releases with a journey or naming a service.
  const factFaqs = q.add(recordsSql('authQus'));
  const text = ['title', 'summary', 'content']
    .map((k) => `COALESCE(t.${columnOf('releases', k)}, '')`)
    .join(" || ' ' || ");
  const factReleases = q.add(
    recordsSql(
      'releases',
      `WHERE t.${columnOf('releases', 'columnId')} IN (SELECT id FROM columns WHERE ${columnOf('columns', 'columnCode')} IN (SELECT value FROM json_each(?))) ` +
        `OR t.${columnOf('releases', 'journey')} IS NOT NULL ` +
        `OR EXISTS (SELECT 1 FROM json_each(?) k WHERE instr(${text}, k.value) > 0)`,
    ),
    JSON.stringify(SERVICES.map((s) => s.columnCode)),
    JSON.stringify(SERVICE_KEYWORDS),
  );
  const replacedCols = ENTITY_KEYS.flatMap((entity) => {
    const list = replaceIds(changes, entity);
    return list.length ? [{ entity, alias: q.add(recordsSql(entity, `WHERE ${inList('t.id')}`), ids(list)) }] : [];
  });
  const replacedReleases = replaceIds(changes, 'releases');
  const tagsAlias = q.add(
    '(SELECT json_group_array(json_array(CAST(release_id AS TEXT), tag_name)) FROM (SELECT rt.release_id, tg.tag_name ' +
      `FROM release_tags rt JOIN tags tg ON tg.id = rt.tag_id WHERE ${inList('rt.release_id')} ORDER BY rt.release_id, rt.position))`,
    ids(replacedReleases),
  );
  const maxAliases = ENTITY_KEYS.map((entity) => q.add(`(SELECT ${highestIdSql(entity)})`));
  const tombAliases = ENTITY_KEYS.map((entity) =>
    q.add(
      `(SELECT json_group_array(json_array(CAST(id AS TEXT), removed_at)) FROM ${REMOVED_TABLE} WHERE kind = '${entity}' AND ${inList('id')})`,
      ids(touchedIds(changes, entity)),
    ),
  );
  const removingCols = ENTITY_KEYS.flatMap((entity) => {
    const list = removedIds(changes, entity);
    return list.length ? [{ entity, alias: q.add(recordsSql(entity, `WHERE ${inList('t.id')}`), ids(list)) }] : [];
  });
  const nowAlias = q.add(`(SELECT ${BEIJING_NOW_SQL})`);

  const [row = {}] = await db.all<Record<string, unknown>>(q.sql, ...q.params);
  const tags = new Map<string, string[]>();
  for (const [id, name] of JSON.parse(String(row[tagsAlias] ?? '[]')) as [string, string][])
    tags.set(id, [...(tags.get(id) ?? []), name]);
  const storedRecords: Live['replaced'] = {};
  for (const { entity, alias } of replacedCols) {
    storedRecords[entity] = records<Record<string, unknown>>(entity, row[alias]).map((r) =>
      entity === 'releases' ? { ...r, tags: tags.get(String(r.id)) ?? [] } : r,
    );
  }
  const live = {
    serviceFacts: {
      releases: records<ReleaseRecord>('releases', row[factReleases]),
      authQus: records<AuthQuRecord>('authQus', row[factFaqs]),
    },
    replaced: storedRecords,
    maxIds: Object.fromEntries(ENTITY_KEYS.map((entity, i) => [entity, Number(row[maxAliases[i]!] ?? 0)])),
    tombstones: Object.fromEntries(
      ENTITY_KEYS.map((entity, i) => [
        entity,
        new Map(JSON.parse(String(row[tombAliases[i]!] ?? '[]')) as [string, string][]),
      ]),
    ),
    removing: Object.fromEntries(removingCols.map(({ entity, alias }) => [entity, records(entity, row[alias])])),
    now: String(row[nowAlias]),
    existing: Object.fromEntries(
      ENTITY_KEYS.map((entity, i) => [entity, new Set(JSON.parse(String(row[named[i]!] ?? '[]')) as string[])]),
    ),
    holders: holderCols.flatMap(({ from, field, to, alias, strip }) =>
      [...counts(row[alias])].map(([id, count]) => ({ from, field, to, id: id.slice(strip), count })),
    ),
    filed: counts(row[filedAlias]),
    reindex: { releases: [], authQus: [], exhibitions: [] },
  } as unknown as Live;
  WHOLE.forEach((entity, i) => {
    (live as unknown as Record<string, unknown>)[entity] = records(entity, row[whole[i]!]);
  });
  live.reindex = await readReindex(db, changes, live);
  return live;
}
