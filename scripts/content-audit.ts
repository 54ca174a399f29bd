// Checks the content against the national government-website inspection's thresholds (the
// home page, every column's last update, empty columns, undated items, links that lead
// nowhere, guides' check dates, adverts past their dates, the consultation channel): a
// table, or JSON with --json. Exit 1 when an outright-fail threshold is crossed, 0 otherwise,
// 2 for bad arguments. The reads are aggregates in D1 (content/audit/queries.ts), the same the
// worker's daily job runs. Then the contact values still written as text where a {{fact:…}}
// reference belongs, read only from the records changed since the last run (content/audit/fact-audit.ts).
//
//   node scripts/content-audit.ts [--as-of YYYY-MM-DD] [--json] [--remote] [--env <name>] [--site <name>] [--persist-to <dir>]

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { beijingToday } from '../app/lib/dates.ts';
import { evaluate, linkTargets, type Resolved } from '../content/audit/evaluate.ts';
import { type FactAuditResult, formatFactAudit, runFactAudit } from '../content/audit/fact-audit.ts';
import { unservedMedia } from '../content/media-store.ts';
import type { AuditReport } from '../content/audit/report.ts';
import { formatReport } from '../content/audit/format.ts';
import { formName } from '../content/forms.ts';
import { AS_OF_PATTERN, type AuditRows, auditStatements, existingIdsStatement } from '../content/audit/queries.ts';
import { outboundResultsStatement, toOutboundResults } from '../content/audit/outbound.ts';
import { openMedia } from './lib/media.ts';
import { ROOT } from './lib/run-tool.ts';
import { siteTarget } from './lib/site-target.ts';
import { d1Query, type Target } from './lib/wrangler.ts';
import { checkEnvironment, type Environment } from './lib/wrangler-config.ts';

const USAGE =
  'npm run content:audit -- [--as-of YYYY-MM-DD] [--json] [--remote] [--env <name>] [--site <name>] [--persist-to <dir>]';

function badArguments(message: string): never {
  console.error(`content:audit: ${message}\nusage: ${USAGE}`);
  process.exit(2);
}

function readArguments() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        'as-of': { type: 'string' },
        json: { type: 'boolean' },
        remote: { type: 'boolean' },
        env: { type: 'string' },
        'persist-to': { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean' },
      },
      allowPositionals: false,
    });
  } catch (error) {
    badArguments((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(`usage: ${USAGE}`);
    process.exit(0);
  }
  const asOf = values['as-of'] ?? beijingToday();
  if (
    !AS_OF_PATTERN.test(asOf) ||
    Number.isNaN(Date.parse(`${asOf}T00:00:00Z`)) ||
    new Date(`${asOf}T00:00:00Z`).toISOString().slice(0, 10) !== asOf
  )
    badArguments(`--as-of must be a calendar date as YYYY-MM-DD, not ${JSON.stringify(asOf)}`);
  if (values.env !== undefined && !['staging', 'production'].includes(values.env))
    badArguments(`--env must be staging or production, not ${JSON.stringify(values.env)}`);
  const plain: Target = { remote: values.remote === true, persistTo: values['persist-to'], env: values.env };
  // A platform site (--site): its serving database (scripts/lib/site-target.ts).
  let target = plain;
  if (values.site !== undefined) {
    try {
      target = siteTarget(plain, values.site);
    } catch (error) {
      badArguments((error as Error).message);
    }
  }
  return { asOf, json: values.json === true, target, env: values.env as Environment };
}

/**
 * One read, tried again once when the local D1 answers a transient error (workerd holding
 * the same database file for a running `npm start` can refuse a concurrent session).
 */
function read(target: Target, sql: string): ReturnType<typeof d1Query> {
  try {
    return d1Query(target, sql);
  } catch (error) {
    if (!/internal error|SQLITE_BUSY|database is locked/i.test(String(error))) throw error;
    return d1Query(target, sql);
  }
}

async function audit(): Promise<AuditReport> {
  const { asOf, target, env } = readArguments();
  const statements = auditStatements(asOf);
  // One wrangler run for the aggregates; the link check's results if its table exists.
  const results = read(target, [...statements.map((s) => s.sql), outboundResultsStatement(asOf)].join(';\n'));
  const rows = Object.fromEntries(statements.map((s, i) => [s.name, results[i] ?? []])) as AuditRows;
  const outbound = toOutboundResults(results[statements.length] ?? []);

  // The second read: only the ids the content's links name.
  const named = linkTargets(rows);
  const idReads = [
    existingIdsStatement('releases', named.releases),
    existingIdsStatement('activities', named.activities),
  ];
  const asked = idReads.filter((s): s is string => s !== null);
  const answers = asked.length ? read(target, asked.join(';\n')) : [];
  const ids = (i: number) => {
    const at = idReads[i] === null ? -1 : asked.indexOf(idReads[i]!);
    return new Set((answers[at] ?? []).map((r) => String(r.id)));
  };
  // A form is assembled by the worker from its template in content/forms/ (decision 0113).
  const isFile = (p: string) => {
    const form = formName(p);
    return (
      fs.existsSync(path.join(ROOT, 'public', decodeURI(p))) ||
      (form !== null && fs.existsSync(path.join(ROOT, 'content', 'forms', `${form.name}.xml`)))
    );
  };
  const missingFiles = new Set(named.files.filter((p) => !isFile(p)));
  // Uploaded files are asked of the environment's R2 bucket (never public/: they are not there).
  let media: Resolved['media'];
  if (named.media.length > 0) {
    const store = await openMedia(target);
    try {
      media = await unservedMedia(store.store, named.media);
    } finally {
      await store.close();
    }
  }
  const vars = checkEnvironment(env).vars;
  return evaluate(
    rows,
    { releases: ids(0), activities: ids(1), missingFiles, media },
    { asOf, consultationConfigured: Boolean(String(vars.CONSULT_URL ?? '').trim()), outbound },
  );
}

/** The contact values still written as text, read from the records changed since the last run. */
function factLiterals(): Promise<FactAuditResult> {
  const { target } = readArguments();
  return runFactAudit(async (statements) => read(target, statements.join(';\n')));
}

const { json } = readArguments();
let report: AuditReport;
let literals: FactAuditResult;
try {
  report = await audit();
  literals = await factLiterals();
} catch (error) {
  console.error(`content:audit: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
console.log(
  json
    ? JSON.stringify({ ...report, factLiterals: literals }, null, 2)
    : `${formatReport(report)}\n${formatFactAudit(literals)}`,
);
process.exit(report.exitCode);
