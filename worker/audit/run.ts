// The content audit inside the worker: the same statements and judgement as
// `npm run content:audit` (content/audit/), read through the D1 binding in one batch, plus
// a second read for the ids that links name. Local files are asked of the static assets, uploaded
// ones of R2 (an uploaded attachment is present when R2 serves it, whatever public/ holds).

import { evaluate, linkTargets } from '../../content/audit/evaluate.ts';
import { type MediaStore, unservedMedia } from '../../content/media-store.ts';
import type { AuditReport } from '../../content/audit/report.ts';
import { outboundResultsStatement, toOutboundResults } from '../../content/audit/outbound.ts';
import { type AuditRows, auditStatements, existingIdsStatement, type Row } from '../../content/audit/queries.ts';
import { formName } from '../../content/forms.ts';
import { FORM_TEMPLATES } from '../files/forms.ts';

export interface AuditOptions {
  asOf: string;
  consultationConfigured: boolean;
  /** The static assets, to tell a missing local file; without them files are not judged. */
  assets?: Fetcher;
  /** Uploaded files (R2); without them /media/ references are not judged. */
  media?: MediaStore;
}

async function existingFiles(assets: Fetcher | undefined, paths: string[]): Promise<Set<string>> {
  const missing = new Set<string>();
  if (!assets) return missing;
  // A form is no static file: the worker assembles it from its template (files/forms.ts).
  const isForm = (path: string) => FORM_TEMPLATES.has(formName(path)?.name ?? '');
  await Promise.all(
    paths
      .filter((path) => !isForm(path))
      .map(async (path) => {
        const res = await assets.fetch(new Request(`https://assets.invalid${path}`, { method: 'HEAD' }));
        if (res.status === 404) missing.add(path);
      }),
  );
  return missing;
}

export async function runAudit(db: D1Database, options: AuditOptions): Promise<AuditReport> {
  const statements = auditStatements(options.asOf);
  const results = await db.batch<Row>([
    ...statements.map((s) => db.prepare(s.sql)),
    db.prepare(outboundResultsStatement(options.asOf)),
  ]);
  const rows = Object.fromEntries(statements.map((s, i) => [s.name, results[i]?.results ?? []])) as AuditRows;
  const outbound = toOutboundResults(results[statements.length]?.results ?? []);

  const named = linkTargets(rows);
  const exists = async (table: 'releases' | 'activities', ids: string[]) => {
    const sql = existingIdsStatement(table, ids);
    if (!sql) return new Set<string>();
    const { results: found } = await db.prepare(sql).all<{ id: number | string }>();
    return new Set(found.map((r) => String(r.id)));
  };
  const [releases, activities, missingFiles, media] = await Promise.all([
    exists('releases', named.releases),
    exists('activities', named.activities),
    existingFiles(options.assets, named.files),
    options.media ? unservedMedia(options.media, named.media) : undefined,
  ]);
  return evaluate(
    rows,
    { releases, activities, missingFiles, media },
    { asOf: options.asOf, consultationConfigured: options.consultationConfigured, outbound },
  );
}
