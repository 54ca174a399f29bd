// `npm run test:adopter`: issue 48's proof that any council can run the code. A copy of the
// repository is rebranded to another council by changing only its identity folder, facts,
// content and configuration (rebrand.ts; no file under app/, worker/ or scripts/ may differ),
// built and served, and crawled (crawl.ts, crawl-special.ts) for any trace of the example
// council; `check:identity` and the worker tests run in it. A second pass stops two services
// (ATA carnets and arbitration) in the content: no link to them, their paths 404, tests again.
//
//   npm run test:adopter [-- --keep] [--skip-tests] [--one-pass]
//   ports: ADOPTER_PORT (8811), ADOPTER_DOWN_PORT (8812, the 503 server), a closed port for its store (5311)

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ServiceCode } from '../../app/domain/services.ts';
import { ROOT } from '../../scripts/lib/run-tool.ts';
import { changedCode, copyRepository } from './copy.ts';
import { type CrawlReport, crawlSite, emptyReport, fetchCounted, type Needle } from './crawl.ts';
import { readLimited, readNotFound, readQrCodes, readServiceWorker, readShareImage, readUnavailable } from './crawl-special.ts';
import { examplePictures, exampleNeedles } from './needles.ts';
import { EXAMPLE_FACTS, EXAMPLE_SITE_DIR, rebrand } from './rebrand.ts';
import { runInCopy, startServer, workerTests } from './server.ts';
import { dropServices, servicePaths } from './services.ts';

const { values } = parseArgs({
  options: { keep: { type: 'boolean' }, 'skip-tests': { type: 'boolean' }, 'one-pass': { type: 'boolean' } },
});
const PORT = Number(process.env.ADOPTER_PORT ?? 8811);
const DOWN_PORT = Number(process.env.ADOPTER_DOWN_PORT ?? 8812);
const CLOSED_PORT = Number(process.env.ADOPTER_CLOSED_PORT ?? 5311);
/** The services the second pass stops offering. */
const DROPPED: ServiceCode[] = ['ata', 'arbitration'];

/** Their guides' paths, PC and phone, and whether a site link leads to one (any query or fragment). */
const paths = servicePaths(DROPPED);
const leads = (link: string) =>
  paths.some((p) => [p, `/m${p}`].some((q) => link === q || ['/', '?', '#'].some((c) => link.startsWith(q + c))));

const started = Date.now();
const problems: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const log = (line: string) => console.log(`[test:adopter ${seconds(Date.now() - started)}] ${line}`);

const needles: Needle[] = exampleNeedles(ROOT, EXAMPLE_SITE_DIR, EXAMPLE_FACTS);
const pictures = examplePictures(ROOT, EXAMPLE_SITE_DIR);

function printReport(pass: string, report: CrawlReport): void {
  const counts = Object.entries(report.counts).map(([kind, n]) => `${kind} ${n}`);
  log(`${pass}: crawled ${Object.values(report.counts).reduce((a, b) => a + b, 0)} responses (${counts.join(', ')})`);
  for (const t of report.traces) console.log(`  TRACE ${t.url}: ${t.what} “${t.found}” … ${t.context} …`);
  for (const f of report.failures) console.log(`  FAILED ${f.url}: ${f.status}`);
  if (report.traces.length) problems.push(`${pass}: ${report.traces.length} trace(s) of the example council`);
  if (report.failures.length) problems.push(`${pass}: ${report.failures.length} request(s) did not answer as expected`);
}

/** Builds and serves the copy, crawls everything, then the 503 page from a server whose store is down. */
async function serveAndCrawl(copy: string, site: string, pass: string): Promise<CrawlReport> {
  fs.rmSync(path.join(copy, '.wrangler/state'), { recursive: true, force: true });
  log(`${pass}: building and serving the copy on port ${PORT}`);
  const server = await startServer(copy, PORT, { SITE: site });
  let report: CrawlReport;
  try {
    log(`${pass}: crawling ${server.base}`);
    report = await crawlSite(server.base, needles, { pictures });
    await readNotFound(report, server.base, needles);
    await readLimited(report, server.base, needles);
    const phonePages = [...report.links].filter((l) => l === '/m' || l.startsWith('/m/')).slice(0, 3);
    await readQrCodes(report, server.base, needles, phonePages.length ? phonePages : ['/m']);
    await readServiceWorker(report, server.base, needles);
    await readShareImage(report, server.base, pictures);
  } finally {
    await server.stop();
  }
  const down = await startServer(copy, DOWN_PORT, { SITE: site, API_BASE: `http://127.0.0.1:${CLOSED_PORT}` }, ['--no-build']);
  try {
    await readUnavailable(report, down.base, needles);
  } finally {
    await down.stop();
  }
  printReport(pass, report);
  return report;
}

function checkCode(copy: string, pass: string): void {
  const changed = changedCode(ROOT, copy);
  log(`${pass}: files under app/, worker/, scripts/ that differ from the original: ${changed.length}`);
  for (const file of changed) console.log(`  CHANGED ${file}`);
  if (changed.length) problems.push(`${pass}: ${changed.length} code file(s) changed`);
}

function runWorkerTests(copy: string, site: string, pass: string): void {
  if (values['skip-tests']) return;
  // The fixtures made from the seed follow the changed content, as docs/adopting.md tells an adopter.
  const fixtures = runInCopy(copy, 'scripts/fixtures.ts', [], { SITE: site });
  log(`${pass}: npm run fixtures exit ${fixtures.status}: ${fixtures.out.trim().split('\n').pop()}`);
  if (fixtures.status !== 0) problems.push(`${pass}: npm run fixtures exit ${fixtures.status}`);
  log(`${pass}: the worker tests in the copy (npx vitest run)`);
  const tests = workerTests(copy, { SITE: site });
  log(`${pass}: worker tests ${tests.ok ? 'pass' : 'FAIL'} in ${seconds(tests.ms)}: ${tests.summary.join(' · ')}`);
  for (const file of tests.failed) console.log(`  FAILING ${file}`);
  if (!tests.ok) {
    fs.writeFileSync(path.join(copy, `vitest-${pass.replace(/\W+/g, '-')}.log`), tests.out);
    problems.push(`${pass}: worker tests fail in ${tests.failed.length} file(s)`);
  }
}

const copy = copyRepository(ROOT);
log(`copy: ${copy}`);
try {
  const { site, pairs, changed } = await rebrand(ROOT, copy);
  log(`rebranded to sites/${site}/: ${pairs.length} pairs in the mapping table, ${changed.length} files changed`);
  for (const p of pairs) console.log(`  MAP ${p.why}: “${p.from}” → “${p.to}”`);
  checkCode(copy, 'rebrand');

  const first = await serveAndCrawl(copy, site, 'rebrand');
  // The control for the second pass: with every service, their guides are linked.
  const before = [...first.links].filter(leads).length;
  log(`rebrand: paths of ${paths.join(', ')} linked while they are offered: ${before}`);
  if (!values['one-pass'] && before === 0) problems.push('rebrand: no link to the services the second pass drops');
  const identity = runInCopy(copy, 'scripts/check-identity.ts', [], { SITE: site });
  log(`rebrand: check:identity exit ${identity.status}: ${identity.out.trim().split('\n').pop()}`);
  if (identity.status !== 0) {
    console.log(identity.out);
    problems.push(`rebrand: check:identity exit ${identity.status}`);
  }
  runWorkerTests(copy, site, 'rebrand');

  if (!values['one-pass']) {
    const removed = dropServices(copy, DROPPED);
    log(
      `without ${DROPPED.join(', ')}: removed ${Object.entries(removed)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    checkCode(copy, 'without services');
    const report = await serveAndCrawl(copy, site, 'without services');
    const linked = [...report.links].filter(leads);
    log(`without services: links to ${paths.join(', ')} among ${report.links.size} site links: ${linked.length}`);
    for (const link of linked) console.log(`  LINKED ${link}`);
    if (linked.length) problems.push(`without services: ${linked.length} link(s) to a service not offered`);
    const server = await startServer(copy, PORT, { SITE: site }, ['--no-build']);
    try {
      const statuses = emptyReport();
      for (const p of paths.flatMap((p) => [p, `/m${p}`])) await fetchCounted(statuses, `${server.base}${p}`, 'removed path', {}, 404);
      log(`without services: ${statuses.counts['removed path']} removed paths read, ${statuses.failures.length} not 404`);
      for (const f of statuses.failures) console.log(`  NOT 404 ${f.url}: ${f.status}`);
      if (statuses.failures.length) problems.push(`without services: ${statuses.failures.length} path(s) not 404`);
    } finally {
      await server.stop();
    }
    runWorkerTests(copy, site, 'without services');
  }
} finally {
  if (!values.keep) fs.rmSync(copy, { recursive: true, force: true });
  else log(`kept the copy: ${copy}`);
}

log(`wall time ${seconds(Date.now() - started)}`);
if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
log('✓ the other council’s site shows no trace of the example, and its code is the original’s');
