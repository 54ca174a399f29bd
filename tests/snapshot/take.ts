// `npm run snapshot:single-site -- [ROOT]`: builds the tree at ROOT (default this one) for
// production, serves it on a fresh seeded D1 with its clock fixed (serve.ts), takes every
// page's answer for a PC and a phone (capture.ts) and writes the fixture
// (tests/snapshot/single-site/, fixture.ts); decision 0142 says when to retake it.
// --compare compares with the fixture instead (the test does this on the e2e build); --no-build
// serves ROOT's DIST_DIR as it is. Environment: SNAPSHOT_PORT (default 8852), DIST_DIR
// (default ROOT/dist-snapshot).

import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { captureDevice, type Device, type Shot } from './capture.ts';
import { compareShots, DEVICES, FIXTURE_DIR, readMeta, readShots, seedHash, writeFixture } from './fixture.ts';
import { buildTree, serveSnapshot } from './serve.ts';

/** The clock of the first fixture: noon in Beijing on the day it was taken; a retake keeps the fixture's. */
const FIRST_CLOCK = '2026-11-29T12:00:00+08:00';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { compare: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const root = path.resolve(positionals[0] ?? '.');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist-snapshot');
const port = Number(process.env.SNAPSHOT_PORT ?? 8852);
const clock = fs.existsSync(path.join(FIXTURE_DIR, 'meta.json')) ? readMeta().clock : FIRST_CLOCK;
const log = (message: string) => console.error(`snapshot: ${message}`);

// A changed seed changes pages: compared all the same, to read what changed before a retake.
if (values.compare && seedHash(root) !== readMeta().seed) log('the seed (content/seed/) differs from the snapshot’s');
if (!values['no-build']) {
  log(`building ${root} into ${dist}`);
  buildTree(root, dist);
}
const site = await serveSnapshot({ root, dist, port, clockMs: Date.parse(clock) });
const shots = {} as Record<Device, Shot[]>;
try {
  for (const device of DEVICES) {
    shots[device] = await captureDevice(site.url, device);
    log(`${device}: ${shots[device].length} answers`);
  }
} finally {
  await site.stop();
}
if (values.compare) {
  const problems = DEVICES.flatMap((d) => compareShots(d, readShots(d), shots[d]));
  for (const p of problems.slice(0, 20)) console.error(p);
  log(problems.length ? `${problems.length} differences` : 'the same as the fixture');
  process.exitCode = problems.length ? 1 : 0;
} else {
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const counts = { pc: shots.pc.length, phone: shots.phone.length };
  writeFixture({ commit, seed: seedHash(root), clock, counts }, shots);
  log(`wrote tests/snapshot/single-site/ (commit ${commit})`);
}
