// `npm run test:engines` (not part of `npm test`: it needs Debian's webkit2gtk-driver, xvfb and
// firefox-esr, which scripts/ensure-engines.ts installs or names): the walks of walks.ts in
// Chromium, Firefox ESR and WebKitGTK, each in a fresh browser session against the production
// build served through a proxy that holds the page's code back. Prints one line per walk and
// engine; exits 1 if any failed. ENGINES=webkit,firefox picks engines; PORT the site's port.

import { type ChildProcess, spawn } from 'node:child_process';
import { type EngineName, startEngine } from './drivers.ts';
import { startHoldingProxy } from './holding-proxy.ts';
import { WALKS } from './walks.ts';

const port = process.env.PORT ?? '8789';
const site = `http://127.0.0.1:${port}`;
const engines = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',') as EngineName[];

const healthy = () =>
  fetch(`${site}/healthz`).then(
    (r) => r.ok,
    () => false,
  );

/** The production build on `port`, as the browser tests serve it; reused when one answers already. */
async function startSite(): Promise<ChildProcess | undefined> {
  if (await healthy()) return undefined;
  const server = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const end = Date.now() + 180_000;
  while (!(await healthy())) {
    if (Date.now() > end || server.exitCode !== null) throw new Error(`the site did not start on ${site}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return server;
}

const server = await startSite();
let failures = 0;
try {
  for (const name of engines) {
    let engine: Awaited<ReturnType<typeof startEngine>>;
    try {
      engine = await startEngine(name);
    } catch (error) {
      failures++;
      console.log(`✘ ${name}: could not start (${(error as Error).message})`);
      continue;
    }
    console.log(`${name} (${engine.version})`);
    for (const walk of WALKS) {
      const proxy = await startHoldingProxy(site);
      const session = await engine.session();
      const started = Date.now();
      try {
        await walk.run(session, proxy);
        console.log(`  ✓ ${walk.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failures++;
        console.log(`  ✘ ${walk.name}: ${(error as Error).message}`);
      } finally {
        proxy.release();
        await session.close().catch(() => undefined);
        await proxy.close();
      }
    }
    await engine.stop();
  }
} finally {
  server?.kill('SIGTERM');
}
const total = engines.length * WALKS.length;
console.log(`${total - failures} passed, ${failures} failed`);
process.exit(failures ? 1 : 0);
