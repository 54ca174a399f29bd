// What a publish must re-index besides its own records (publish-live.ts reads it second, and
// only when needed): the records left alone whose search documents carry words it changes. Pure TS.

import type { ImportSession } from './import-run.ts';
import type { Live } from './publish-live.ts';
import { after, recordsOf, touchedIds, type Changes } from './publish-changes.ts';
import { ids, inList, OneRow, records, recordsSql } from './publish-live-sql.ts';
import type { AuthQuRecord, EntityKey, ExhibitionRecord, ReleaseRecord, SynonymRecord } from './schema.ts';
import { serviceByCode } from '../app/domain/services.ts';

/**
 * The records left alone whose search documents carry what the publish changes: the questions
 * of a FAQ type renamed (or moved to another service), the fairs of a theme renamed, and the
 * guide or FAQ a changed synonym targets (its words are indexed with it), before and after.
 */
export async function readReindex(db: ImportSession, changes: Changes, live: Live): Promise<Live['reindex']> {
  const differs = (entity: EntityKey, list: readonly { id: string }[], keys: string[]) => {
    const before = new Map(list.map((r) => [r.id, r as unknown as Record<string, unknown>]));
    return recordsOf(changes, entity)
      .map((r) => r as unknown as Record<string, unknown>)
      .filter((r) => {
        const old = before.get(r.id as string);
        return old && keys.some((k) => JSON.stringify(old[k]) !== JSON.stringify(r[k]));
      })
      .map((r) => r.id as string);
  };
  const types = differs('authQuTypes', live.authQuTypes, ['typeName', 'serviceCode']);
  const themes = differs('exhibitionThemes', live.exhibitionThemes, ['themeName']);
  const targetKeys = new Set<string>();
  const oldSynonyms = new Map(live.synonyms.map((s) => [s.id, s]));
  const newSynonyms = new Map(recordsOf(changes, 'synonyms').map((s) => [s.id, s]));
  for (const id of touchedIds(changes, 'synonyms')) {
    const [old, now] = [oldSynonyms.get(id), newSynonyms.get(id)];
    const words = (s?: SynonymRecord) => JSON.stringify(s ? [s.word, s.variants, s.target ?? null] : null);
    if (words(old) === words(now)) continue;
    for (const target of [old?.target, now?.target]) if (target) targetKeys.add(target);
  }
  const faqs = [...targetKeys].filter((k) => k.startsWith('faq:')).map((k) => k.slice(4));
  const guideCodes = new Set(
    [...targetKeys].flatMap((k) => (k.startsWith('service:') ? [serviceByCode(k.slice(8))?.columnCode] : [])),
  );
  const guideColumns = after(changes, 'columns', live.columns)
    .filter((c) => guideCodes.has(c.columnCode))
    .map((c) => c.id);
  if (types.length + themes.length + faqs.length + guideColumns.length === 0)
    return { releases: [], authQus: [], exhibitions: [] };

  const q = new OneRow();
  const untouched = (entity: EntityKey) => ids(touchedIds(changes, entity));
  const releases = q.add(
    recordsSql('releases', `WHERE ${inList('t.column_id')} AND t.id NOT IN (SELECT value FROM json_each(?))`),
    ids(guideColumns),
    untouched('releases'),
  );
  const authQus = q.add(
    recordsSql(
      'authQus',
      `WHERE (${inList('t.type_id')} OR ${inList('t.id')}) AND t.id NOT IN (SELECT value FROM json_each(?))`,
    ),
    ids(types),
    ids(faqs),
    untouched('authQus'),
  );
  const exhibitions = q.add(
    recordsSql('exhibitions', `WHERE ${inList('t.theme_id')} AND t.id NOT IN (SELECT value FROM json_each(?))`),
    ids(themes),
    untouched('exhibitions'),
  );
  const [row = {}] = await db.all<Record<string, unknown>>(q.sql, ...q.params);
  return {
    releases: records<ReleaseRecord>('releases', row[releases]),
    authQus: records<AuthQuRecord>('authQus', row[authQus]),
    exhibitions: records<ExhibitionRecord>('exhibitions', row[exhibitions]),
  };
}
