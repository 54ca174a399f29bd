// `npm start`: build for production, migrate the local D1, seed it only when empty, and
// serve the site at http://127.0.0.1:8787 (PORT overrides) in workerd.

import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NODE_ENV: 'production' };
const port = process.env.PORT ?? '8787';

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

console.log(`\n→ http://127.0.0.1:${port}\n`);
const server = spawn('vite', ['preview', '--port', port, '--host', '127.0.0.1', '--strictPort'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
