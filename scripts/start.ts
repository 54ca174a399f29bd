// `npm start`: build for production, migrate the local D1, seed it only when empty, and
// serve the built worker in workerd at http://127.0.0.1:8787. Environment: PORT (port),
// API_BASE (upstream CMS instead of D1), DIST_DIR (build folder), --no-build (serve as is).

import { spawn, spawnSync } from 'node:child_process';

const env: NodeJS.ProcessEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_PATH: process.env.WRANGLER_LOG_PATH ?? '.wrangler/logs',
  NODE_ENV: 'production',
};
const port = process.env.PORT ?? '8787';
const dist = process.env.DIST_DIR ?? 'dist';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes('--no-build')) run('vite', ['build']);
run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local']);
run('node', ['scripts/db-seed.ts', '--if-empty']);

const args = ['dev', '--config', `${dist}/ccpit_city_site/wrangler.json`, '--ip', '127.0.0.1', '--port', port];
args.push('--persist-to', '.wrangler/state', '--show-interactive-dev-session=false');
if (process.env.API_BASE) args.push('--var', `API_BASE:${process.env.API_BASE}`);
console.log(`\n→ http://127.0.0.1:${port}${process.env.API_BASE ? ` (content from ${process.env.API_BASE})` : ''}\n`);
const server = spawn('wrangler', args, { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
