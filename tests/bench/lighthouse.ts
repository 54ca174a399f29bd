// `npm run lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone, slow 4G,
// simulated throttling) on four page types of the production build served in workerd;
// scores and Web Vitals go to docs/performance.md. DESIGN's bar: performance ≥ 95, a11y 100.
//
// Environment: DIST_DIR (default dist-bench), LIGHTHOUSE_PORT (site; +1 for Chromium's
// DevTools port, default 8798), CHROME_PATH; --no-build reuses DIST_DIR.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { distDir } from '../../scripts/lib/build-output.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { fmt, machine, table, writeSection } from './report.ts';
import { buildSite, startSite, type Site } from './site.ts';

const dist = distDir('dist-bench');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 8798);
const PAGES = [
  ['home', '/'],
  ['listing', '/importantNews'],
  ['article', '/detail/1001'],
  ['service guide', '/service/commercial/ata'],
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['LCP', 'largest-contentful-paint', 's'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['TBT', 'total-blocking-time', 'ms'],
  ['FCP', 'first-contentful-paint', 's'],
] as const;

/** Debian's Chromium with the test flags plus a DevTools port for Lighthouse to drive. */
async function launchChromium(debugPort: number): Promise<{ stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) return { stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open its DevTools port ${debugPort}`);
}

interface PageResult {
  name: string;
  path: string;
  scores: Record<string, number | null>;
  metrics: Record<string, string>;
  /** Audits that cost points outside performance, by category. */
  failing: string[];
}

async function audit(url: string, debugPort: number): Promise<Omit<PageResult, 'name' | 'path'>> {
  const result = await lighthouse(url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores: Record<string, number | null> = {};
  for (const c of CATEGORIES) scores[c] = lhr.categories[c]?.score ?? null;
  const metrics: Record<string, string> = {};
  for (const [label, id, unit] of METRICS) {
    const value = lhr.audits[id]?.numericValue;
    metrics[label] =
      value === undefined ? 'n/a' : unit === 's' ? `${fmt(value / 1000, 2)} s` : unit === 'ms' ? `${fmt(value)} ms` : fmt(value, 3);
  }
  const failing: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 0.9) continue;
      if (c === 'performance' && ref.group !== 'metrics') continue;
      failing.push(`${c}: ${a.id} (${a.displayValue ?? `score ${a.score}`})`);
    }
  }
  return { scores, metrics, failing };
}

let site: Site | undefined;
let chromium: { stop(): Promise<void> } | undefined;

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    console.log(`lighthouse: building the production site into ${dist}/`);
    buildSite(dist);
  }
  const results: PageResult[] = [];
  try {
    site = await startSite({ name: 'lighthouse', port, dist, via: 'start' });
    chromium = await launchChromium(port + 1);
    for (const [name, p] of PAGES) {
      await fetch(site.url + p); // warm the edge cache: measure the page, not a cold D1
      console.log(`lighthouse: ${name} (${p})`);
      results.push({ name, path: p, ...(await audit(site.url + p, port + 1)) });
    }
  } finally {
    await Promise.allSettled([chromium?.stop(), site?.stop()]);
    chromium = site = undefined;
  }

  const score = (s: number | null) => (s === null ? 'n/a' : String(Math.round(s * 100)));
  const body = [
    `Lighthouse ${lighthouseVersion()}, mobile preset (simulated slow 4G, 4x CPU slowdown), Debian Chromium, production build served by \`npm start --no-build\`; measured ${machine()}.`,
    '',
    table(
      ['page', 'path', ...CATEGORIES, ...METRICS.map(([label]) => label)],
      results.map((r) => [
        r.name,
        `\`${r.path}\``,
        ...CATEGORIES.map((c) => score(r.scores[c]!)),
        ...METRICS.map(([label]) => r.metrics[label]!),
      ]),
    ),
    '',
    'Audits that cost points:',
    '',
    ...results.map((r) => `- ${r.name}: ${r.failing.length ? r.failing.join('; ') : 'none'}`),
  ].join('\n');
  console.log(`\n${body}\n`);
  writeSection('lighthouse', body);
  console.log('lighthouse: wrote docs/performance.md');
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string };
  return pkg.version;
}

const watchdog = setTimeout(() => {
  console.error('lighthouse: time limit (10 min) reached, stopping');
  void Promise.allSettled([chromium?.stop(), site?.stop()]).then(() => process.exit(1));
}, 10 * 60_000);
try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
}
