// The content audit's reads: every aggregate runs in the database (one row per column, per
// guide, per advert), so the same statements serve the Node command over wrangler and the
// worker's daily job over its D1 binding without walking the releases in JavaScript.

/** yyyy-MM-dd, checked before it is written into SQL as a literal. */
export const AS_OF_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Rows with internal links read per run: enough for any council's site, a bound on CPU. */
export const LINK_ROWS_MAX = 5000;

export interface AuditStatement {
  name: AuditRead;
  sql: string;
}

export type AuditRead =
  | 'columns'
  | 'releases'
  | 'activities'
  | 'exhibitions'
  | 'undated'
  | 'guides'
  | 'adverts'
  | 'attachments'
  | 'covers'
  | 'linking';

const ACTIVITY_TIME = 'COALESCE(create_time, start_time)';
const FAIR_TIME = "COALESCE(create_time, start_date || ' 00:00:00')";

/** The end of the as-of day, as the store writes times (Beijing time, no offset). */
const dayEnd = (asOf: string) => `'${asOf} 23:59:59'`;

export function auditStatements(asOf: string): AuditStatement[] {
  if (!AS_OF_PATTERN.test(asOf)) throw new Error(`not a date: ${asOf}`);
  const end = dayEnd(asOf);
  return [
    {
      name: 'columns',
      sql: 'SELECT id, column_pid AS pid, column_code AS code, column_name AS name, column_type AS type, column_class AS class FROM columns ORDER BY column_pid, order_num, id',
    },
    // A column's own releases published by the as-of day: the newest and how many.
    {
      name: 'releases',
      sql: `SELECT column_id AS columnId, MAX(release_time) AS last, COUNT(*) AS n FROM releases WHERE release_time <= ${end} GROUP BY column_id`,
    },
    // An activity or a fair counts from its creation, or lacking one from its start: one
    // still to come is counted (the column is not empty) but dates nothing.
    {
      name: 'activities',
      sql: `SELECT column_id AS columnId, MAX(CASE WHEN ${ACTIVITY_TIME} <= ${end} THEN ${ACTIVITY_TIME} END) AS last, COUNT(*) AS n FROM activities GROUP BY column_id`,
    },
    {
      name: 'exhibitions',
      sql: `SELECT MAX(CASE WHEN ${FAIR_TIME} <= ${end} THEN ${FAIR_TIME} END) AS last, COUNT(*) AS n FROM exhibitions`,
    },
    {
      name: 'undated',
      sql: "SELECT id, title FROM releases WHERE release_time IS NULL OR release_time = '' LIMIT 100",
    },
    // A guide's oldest check date (核对日期) over its sources; NULL when it names none.
    {
      name: 'guides',
      sql:
        "SELECT r.id, r.title, (SELECT MIN(json_extract(s.value, '$.checked')) FROM json_each(r.sources) s) AS checked " +
        'FROM releases r WHERE r.scope IS NOT NULL ORDER BY r.id',
    },
    {
      name: 'adverts',
      sql: `SELECT id, title, position, end_time AS endTime FROM advertising WHERE end_time IS NOT NULL AND end_time < '${asOf} 00:00:00' ORDER BY id`,
    },
    {
      name: 'attachments',
      sql:
        "SELECT r.id, json_extract(a.value, '$.url') AS url FROM releases r, json_each(r.attachments) a " +
        "WHERE json_extract(a.value, '$.url') LIKE '/%'",
    },
    // Covers that are files of this site (an uploaded /media/ one or one under public/).
    {
      name: 'covers',
      sql:
        "SELECT 'release' AS kind, id, cover_image AS url FROM releases WHERE cover_image LIKE '/%' " +
        "UNION ALL SELECT 'activity', id, cover_image FROM activities WHERE cover_image LIKE '/%' " +
        "UNION ALL SELECT 'exhibition', id, cover_image FROM exhibitions WHERE cover_image LIKE '/%'",
    },
    // Only rows whose text links or shows a picture within the site come back, each with its text.
    {
      name: 'linking',
      sql:
        `SELECT 'release' AS kind, id, content FROM releases WHERE instr(content, 'href="/') > 0 OR instr(content, 'src="/') > 0 ` +
        `UNION ALL SELECT 'activity' AS kind, id, content FROM activities WHERE instr(content, 'href="/') > 0 OR instr(content, 'src="/') > 0 ` +
        `LIMIT ${LINK_ROWS_MAX}`,
    },
  ];
}

/** Which of these ids exist (the second read, only for ids that links name). */
export function existingIdsStatement(table: 'releases' | 'activities', ids: readonly string[]): string | null {
  const safe = ids.filter((id) => /^\d{1,15}$/.test(id));
  if (safe.length === 0) return null;
  return `SELECT id FROM ${table} WHERE id IN (${safe.join(',')})`;
}

export type Row = Record<string, unknown>;
export type AuditRows = Record<AuditRead, Row[]>;
