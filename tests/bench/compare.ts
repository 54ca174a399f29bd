// `npm run bench:compare -- ROOT_A ROOT_B`: the same benches on two trees (before and after a
// change): builds each tree once (ROOT/dist-compare), then runs each tree's own bench:profile
// (render CPU) and bench:latency (hit TTFB; first renders of COMPARE_TYPES only, so it writes
// no docs section) RUNS times (default 3), alternating A and B (A B, B A, A B: a drifting
// machine load falls on both), and prints per metric the median of each tree's runs and B/A.
// Environment: COMPARE_RUNS, COMPARE_PORT (default 8851; +1 too), COMPARE_TYPES (default home,article).

import path from 'node:path';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { buildTree } from '../snapshot/serve.ts';
import { median } from './measure.ts';
import { fmt, machine, table } from './report.ts';

const [rootA, rootB] = process.argv.slice(2).map((p) => path.resolve(p));
if (!rootA || !rootB) throw new Error('usage: npm run bench:compare -- ROOT_A ROOT_B');
const runs = Number(process.env.COMPARE_RUNS ?? 3);
const port = process.env.COMPARE_PORT ?? '8851';
const types = process.env.COMPARE_TYPES ?? 'home,article';
const log = (message: string) => console.error(`bench:compare: ${message}`);

/** One bench of `root` with that tree's own script and build; answers its stdout. */
function bench(root: string, script: string, args: string[]): string {
  const env = { ...process.env, NODE_ENV: 'production', DIST_DIR: path.join(root, 'dist-compare') };
  const bins = [path.dirname(process.execPath), path.join(root, 'node_modules', '.bin'), process.env.PATH ?? ''];
  const result = spawnSync(process.execPath, [script, '--no-build', ...args], {
    cwd: root,
    env: { ...env, PATH: bins.join(path.delimiter), PROFILE_PORT: port, LATENCY_PORT: port },
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`${script} in ${root} failed (exit ${result.status}):\n${result.stderr.slice(-3000)}`);
  return result.stdout;
}

/** Metric name → value (ms) of one run of both benches. */
function runOnce(root: string): Map<string, number> {
  const out = new Map<string, number>();
  // bench:profile's table rows: | `/path` | 200 | `Cache-Status` | **CPU median** | p90 | …
  for (const [, page, ms] of bench(root, 'tests/bench/profile.ts', []).matchAll(/^\| `([^`]+)` \| \d+ \| [^|]+ \| \*\*([\d.]+)\*\*/gm))
    out.set(`render CPU ${page} (ms, median of 20)`, Number(ms));
  const latency = bench(root, 'tests/bench/latency.ts', [`--types=${types}`]);
  for (const [, label, spacing, p50] of latency.matchAll(/^bench:latency: (.+?), (back to back|[\d.]+ s apart): p50 ([\d.]+) ms/gm))
    out.set(`TTFB ${label}, ${spacing} (ms, p50 of 5)`, Number(p50));
  for (const [, type, list] of latency.matchAll(/^bench:latency: first render, ([^:]+): ([\d. /]+) ms;/gm))
    out.set(`TTFB first render, ${type} (ms, median of its paths)`, median(list!.split(' / ').map(Number)));
  return out;
}

const loadBefore = os.loadavg()[0]!;
for (const root of [rootA, rootB]) {
  log(`building ${root}`);
  buildTree(root, path.join(root, 'dist-compare'));
}
const results: Record<'A' | 'B', Array<Map<string, number>>> = { A: [], B: [] };
for (let run = 0; run < runs; run++) {
  const order: Array<['A' | 'B', string]> =
    run % 2
      ? [
          ['B', rootB],
          ['A', rootA],
        ]
      : [
          ['A', rootA],
          ['B', rootB],
        ];
  for (const [name, root] of order) {
    log(`run ${run + 1}/${runs}: ${name} (${root})`);
    results[name].push(runOnce(root));
  }
}
const metrics = [...results.A[0]!.keys()];
const rows = metrics.map((m) => {
  const a = results.A.map((r) => r.get(m) ?? Number.NaN);
  const b = results.B.map((r) => r.get(m) ?? Number.NaN);
  const [ma, mb] = [median(a), median(b)];
  return [m, a.map((v) => fmt(v, 2)).join(', '), b.map((v) => fmt(v, 2)).join(', '), fmt(ma, 2), fmt(mb, 2), `**${fmt(mb / ma, 2)}**`];
});
process.stdout.write(
  `Measured by \`npm run bench:compare\` on ${machine()}; 1-minute load average ${fmt(loadBefore, 1)} before, ${fmt(os.loadavg()[0]!, 1)} after. A = ${rootA}, B = ${rootB}; ${runs} runs each, alternating.\n\n${table(['metric', 'A runs', 'B runs', 'A median', 'B median', 'B/A'], rows)}\n`,
);
