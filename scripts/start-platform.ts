// `npm run start:platform`: the platform locally (decision 0138): one build and one workerd
// serving the example council on chengzhou.localhost and the second fictional council on
// linjiang.localhost (any port), each from its own local D1 database, migrated and seeded when
// empty. Environment as `npm start`: PORT (default 8787), DIST_DIR (default dist-platform),
// --no-build. Browsers resolve *.localhost to this machine; tools send `Host:` to 127.0.0.1.

import { loadDocument, readSeedDocument, summary } from './lib/content.ts';
import { LOCAL_PLATFORM, PLATFORM_CONFIG, siteDatabaseConfig, writePlatformConfigs } from './lib/platform.ts';
import path from 'node:path';
import { ROOT, runToolOrExit, startTool } from './lib/run-tool.ts';
import { d1Query, devArgs } from './lib/wrangler.ts';

const port = process.env.PORT ?? '8787';
const dist = process.env.DIST_DIR || 'dist-platform';
const env = { NODE_ENV: 'production', DIST_DIR: dist, WRANGLER_CONFIG: PLATFORM_CONFIG };
// Named, not left to wrangler: its default is beside the configuration, which lives in .wrangler/.
const persistTo = path.join(ROOT, '.wrangler', 'state');

writePlatformConfigs();
if (!process.argv.includes('--no-build')) runToolOrExit('vite', ['build'], env);
for (const site of LOCAL_PLATFORM) {
  // Both databases of the pair answer the serving pointer (worker/sites/serving-database.ts): both migrated.
  for (const config of [siteDatabaseConfig(site.site, 1), siteDatabaseConfig(site.site, 0)])
    runToolOrExit(
      'wrangler',
      ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo, '--config', config],
      env,
    );
  const target = { remote: false, persistTo, config: siteDatabaseConfig(site.site) };
  const [rows] = d1Query(target, 'SELECT COUNT(*) AS n FROM columns');
  if (Number(rows?.[0]?.n ?? 0) > 0) continue;
  const doc = readSeedDocument(site.seed);
  await loadDocument(target, doc);
  console.log(`start:platform: ${site.site} loaded ${summary(doc)}`);
}

for (const site of LOCAL_PLATFORM) console.log(`→ ${site.site}: http://${site.hosts[0]}:${port}/`);
const server = startTool('wrangler', devArgs({ port, dist, persistTo }), { env });
// Whoever stops this script (ctrl-c, Playwright) stops wrangler with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.child.kill(signal));
server.child.on('exit', (code) => process.exit(code ?? 0));
