// What one content:publish costs a warm edge cache (issue 28, decision 0029): a site with its
// caches on is warmed over a set of pages and answers, one release is published (a global
// generation bump), and the same set is asked again: how many answers render afresh, and
// their median against the hits before. Run after `npm run bench:scale` on its grown state.
//
//   node tests/bench/publish-cost.ts <state dir> [port]     (DIST_DIR: the build to serve)

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { distDir } from '../../scripts/lib/build-output.ts';
import { ROOT, toolEnv } from '../../scripts/lib/run-tool.ts';
import { median, sample } from './measure.ts';
import { fmt } from './report.ts';
import { startSite } from './site.ts';

const [state, portArg] = process.argv.slice(2);
if (!state) {
  console.error('usage: node tests/bench/publish-cost.ts <state dir> [port]');
  process.exit(1);
}
const site = await startSite({
  name: 'publish-cost',
  port: Number(portArg ?? 8862),
  dist: distDir('dist-scale'),
  via: 'workerd',
  persistTo: state,
});
try {
  const listing = (
    (await (await fetch(`${site.url}/api/cn/ListRelease?columnCode=YW&pageSize=40`)).json()) as {
      rows: { id: string }[];
    }
  ).rows;
  const paths = [
    '/',
    '/importantNews',
    ...[2, 3, 4, 5].map((p) => `/importantNews?page=${p}`),
    '/information',
    '/service/commercial/origin',
    ...listing.map((r) => `/detail/${r.id}`),
    '/sitemap.xml',
    '/api/cn/ListRelease?columnCode=YW',
  ];
  const round = async () => {
    const out: { ms: number; hit: boolean }[] = [];
    for (const p of paths) {
      const s = await sample(site.url + p);
      out.push({ ms: s.ttfbMs, hit: /hit/.test(s.cacheStatus) });
    }
    return out;
  };
  await round();
  await round();
  const warm = await round();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publish-cost-')), 'changes.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      version: 1,
      releases: [
        {
          id: '2000002',
          columnId: '2',
          title: '澄州市贸促会举办2027年出口企业原产地证书业务培训会',
          summary: '市贸促会面向出口企业讲解原产地证书申领和自助打印。',
          content: '<p>市贸促会举办原产地证书业务培训会。</p>',
          source: '澄州市贸促会',
          releaseTime: '2026-11-25 11:00:00',
          isTop: '0',
        },
      ],
    }),
  );
  execFileSync(process.execPath, ['scripts/content-publish.ts', file, '--persist-to', state], {
    cwd: ROOT,
    env: toolEnv(),
    stdio: 'ignore',
  });
  // The isolate learns the new generation behind a request once its value is 5 s old.
  await sleep(5500);
  await sample(`${site.url}/healthz`);
  await fetch(`${site.url}/aboutUs`);
  await sleep(500);
  const after = await round();
  const hitsBefore = warm.filter((r) => r.hit).map((r) => r.ms);
  const missesAfter = after.filter((r) => !r.hit).map((r) => r.ms);
  console.log(
    `publish-cost: ${paths.length} warm pages and answers: before the publish ${hitsBefore.length} hits, median ${fmt(median(hitsBefore), 1)} ms; ` +
      `after it ${missesAfter.length} rendered afresh, median ${fmt(median(missesAfter), 1)} ms, total ${fmt(
        missesAfter.reduce((a, b) => a + b, 0),
      )} ms against ${fmt(hitsBefore.reduce((a, b) => a + b, 0))} ms of hits`,
  );
} finally {
  await site.stop();
}
