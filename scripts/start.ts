// `npm start`: build for production, migrate the local D1, seed it only when empty, and
// serve the built worker in workerd at http://127.0.0.1:8787. Environment: PORT (port),
// API_BASE (upstream CMS instead of D1), DIST_DIR (build folder), --no-build (serve as is),
// --seed starter (an empty local D1 gets the adopter's starter content, not the example's).

import { DIST_DIR } from './lib/build-output.ts';
import { runToolOrExit, startTool } from './lib/run-tool.ts';
import { devArgs } from './lib/wrangler.ts';

// Every step of a production site: React's production build, never the development one.
const env = { NODE_ENV: 'production' };
const port = process.env.PORT ?? '8787';

if (!process.argv.includes('--no-build')) runToolOrExit('vite', ['build'], env);
runToolOrExit('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], env);
const seed = process.argv.indexOf('--seed');
runToolOrExit('scripts/db-seed.ts', ['--if-empty', ...(seed > 0 ? ['--seed', process.argv[seed + 1] ?? ''] : [])], env);

const vars: Record<string, string> = process.env.API_BASE ? { API_BASE: process.env.API_BASE } : {};
console.log(`\n→ http://127.0.0.1:${port}${process.env.API_BASE ? ` (content from ${process.env.API_BASE})` : ''}\n`);
const server = startTool('wrangler', devArgs({ port, dist: DIST_DIR, vars }), { env });
// Whoever stops this script (ctrl-c, Playwright, a benchmark) stops wrangler with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.child.kill(signal));
server.child.on('exit', (code) => process.exit(code ?? 0));
