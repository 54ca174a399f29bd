// Imports one content file (the format of content/README.md) into D1, all or nothing:
// every problem is reported first and nothing is loaded while there is any; the rows then go
// into staging tables in chunks and one small batch switches them live (content/import-plan.ts).
// Deployed (--remote), it loads DB_NEXT, the database no visitor reads, never DB: D1 blocks a
// database while it takes a file, so visitors keep reading DB until wrangler.toml swaps the two
// and a deploy switches them (docs/operations.md, "Content writes").
//
//   node scripts/content-import.ts <file.json> [--remote] [--env <name>] [--persist-to <dir>]
//     [--chunk-statements N] [--chunk-mb N] [--by NAME]
// Every record it adds, changes or drops gets a revision (content/history.ts, decision 0123).

import { findingMessage } from '../content/fact-check.ts';
import { convertFactLiterals } from '../content/fact-convert.ts';
import { factDisagreements } from '../content/facts.ts';
import { FACT_KIND_LABEL } from '../content/publish-facts.ts';
import { copyRevisions, importRevisions } from '../content/import-history.ts';
import { copyTombstones } from '../content/removed-ids.ts';
import type { ContentDocument } from '../content/schema.ts';
import { validateContent } from '../content/validate.ts';
import { fail, main, readCli } from './lib/cli.ts';
import {
  DEFAULT_CHUNK,
  exitOnProblems,
  loadDocument,
  readGeneration,
  readJson,
  refuseFictionalInProduction,
  summary,
} from './lib/content.ts';
import { importTarget, NEXT_BINDING } from './lib/d1-commands.ts';
import { openD1 } from './lib/d1-session.ts';
import { openHistory } from './lib/history-store.ts';
import { operatorName } from './lib/operator.ts';
import { type Environment, nextDatabaseProblems } from './lib/wrangler-config.ts';

const USAGE =
  'node scripts/content-import.ts <file.json> [--remote] [--env <name>] [--site <name>] [--persist-to <dir>] [--chunk-statements N] [--chunk-mb N] [--accept-disagreements] [--by NAME]';

await main(async () => {
  const started = Date.now();
  const { target, positionals, values, flags } = readCli(
    USAGE,
    ['accept-disagreements'],
    ['chunk-statements', 'chunk-mb', 'by'],
  );
  const [file] = positionals;
  if (!file || positionals.length > 1) fail(`usage: ${USAGE}`);
  const limits = {
    statements: wholeNumber(values['chunk-statements'], DEFAULT_CHUNK.statements),
    bytes: wholeNumber(values['chunk-mb'], DEFAULT_CHUNK.bytes / 1048576) * 1048576,
  };
  const doc = readJson(file);
  const problems = validateContent(doc);
  // content/README.md: an import file carries its format version.
  if (typeof doc === 'object' && doc !== null && !('version' in doc)) {
    problems.unshift({ path: 'version', message: '导入文件必须写明格式版本："version": 1' });
  }
  // One fact, one place: a FAQ or notice stating a fee, time limit or link its guide does not.
  if (problems.length === 0 && !flags['accept-disagreements'])
    for (const d of factDisagreements(doc as ContentDocument))
      problems.push({
        path: d.where,
        message: `在“${d.sentence}”中写了${FACT_KIND_LABEL[d.kind]} ${d.value}（${d.services.join('、')}），而所属服务的办事指南没有这样写：请改正，或确认无误后加上 --accept-disagreements 导入`,
      });
  exitOnProblems(problems, file);
  refuseFictionalInProduction(target, doc, file);
  // The council's contact values written as text become references to the file's facts; what
  // is left is the editor's to settle (content:publish refuses it in a record it changes).
  const { document, converted, left } = convertFactLiterals(doc as ContentDocument);
  if (converted > 0)
    console.error(`content-import: ${converted} 处电话、邮箱、地址或办公时间已改为事实引用（{{fact:…}}）。`);
  for (const f of left.filter((x) => x.kind !== 'fee' && x.kind !== 'time' && x.kind !== 'link'))
    console.error(`content-import: 警告：${findingMessage(f)}`);
  // The stored values it replaces, read before the load from the database visitors read.
  const history = await openHistory(target);
  const fromDb = await openD1(target);
  let revisions: Awaited<ReturnType<typeof importRevisions>>;
  try {
    revisions = await importRevisions(fromDb, document, {
      store: history.store,
      command: 'import',
      by: operatorName(values.by),
    });
  } finally {
    await Promise.all([fromDb.close(), history.close()]);
  }
  // A platform site's import loads its database that serves nobody, local or deployed, and
  // content:switch puts it live (no deploy); a single site's deployed import loads DB_NEXT.
  if (target.remote || target.site) {
    const next = target.site ? [] : nextDatabaseProblems(target.env as Environment);
    if (target.remote && !target.env) next.unshift('--remote needs --env staging or --env production');
    if (next.length) fail(`content-import: ${next.join('\n')}`);
    const serving = { ...target };
    Object.assign(target, importTarget(target));
    const [servingName, loading] = target.site ? [target.site.serving, target.site.standby] : ['DB', NEXT_BINDING];
    console.error(
      target.site
        ? `content-import: loading ${loading} of the site ${target.site.name}; visitors keep reading ${servingName} until npm run content:switch -- --site ${target.site.name}.`
        : `content-import: loading ${NEXT_BINDING} of ${target.env}; visitors keep reading DB until it is switched live with a deploy.`,
    );
    // The ids the serving database's publishes removed stay reserved once the other is switched in (decision 0108).
    const [from, to] = [await openD1(serving), await openD1(target)];
    try {
      console.error(
        `content-import: ${await copyTombstones(from, to)} removed ids of ${servingName} kept reserved in ${loading}.`,
      );
      console.error(`content-import: ${await copyRevisions(from, to)} revisions of ${servingName} kept in ${loading}.`);
    } finally {
      await Promise.all([from.close(), to.close()]);
    }
  }
  console.error(`content-import: ${summary(document)} read and validated in ${since(started)}.`);
  await loadDocument(target, document, limits);
  const into = await openD1(target);
  try {
    for (let at = 0; at < revisions.length; at += 20) await into.batch(revisions.slice(at, at + 20));
  } finally {
    await into.close();
  }
  console.log(
    `content-import: loaded ${summary(document)} in ${since(started)}; content generation ${readGeneration(target)}.`,
  );
  if (target.site)
    console.log(
      `content-import: ${target.site.standby} holds it; nothing serves it yet. Check it, then ` +
        `npm run content:switch -- --site ${target.site.name}${target.remote ? ` --remote --env ${target.env}` : ''} ` +
        `(docs/operations.md, "Switching an import live").`,
    );
  else if (target.remote)
    console.log(
      `content-import: ${NEXT_BINDING} holds it; nothing serves it yet. Check it, then swap DB and ${NEXT_BINDING} in ` +
        `[env.${target.env}] of wrangler.toml and deploy (docs/operations.md, "Switching an import live").`,
    );
});

function wholeNumber(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`not a whole number above 0: ${raw}\nusage: ${USAGE}`);
  return n;
}

function since(start: number): string {
  const s = (Date.now() - start) / 1000;
  return s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${s.toFixed(1)} s`;
}
