// A deployment with one site serves the same answers as before the platform (issue 49): every
// page of the site map and the pages around it, for a PC and a phone, compared with the
// snapshot in tests/snapshot/single-site/ (taken at pre-49; decision 0142 says when and how to
// retake it). The e2e build, served on a fresh seeded D1 of its own with the snapshot's clock.

import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST_DIR } from '../../scripts/lib/build-output.ts';
import { ROOT } from '../../scripts/lib/run-tool.ts';
import { EXAMPLE_SITE, siteName } from '../../scripts/lib/site-identity.ts';
import { captureDevice } from '../snapshot/capture.ts';
import { compareShots, DEVICES, RETAKE, readMeta, readShots, seedHash } from '../snapshot/fixture.ts';
import { serveSnapshot } from '../snapshot/serve.ts';

/** Beside the e2e server (E2E_PORT), not on it: a server of its own, on its own D1. */
const port = Number(process.env.SNAPSHOT_PORT ?? Number(process.env.E2E_PORT ?? 8788) + 50);

test('a single-site deployment answers every page as the snapshot taken before the platform', async () => {
  test.skip(siteName() !== EXAMPLE_SITE, 'the snapshot holds the example council’s pages; another council’s differ by design');
  test.setTimeout(15 * 60_000);
  const meta = readMeta();
  const seed = seedHash(ROOT);
  expect(
    seed,
    `the seed changed (content/seed/ is ${seed.slice(0, 12)}, the snapshot's ${meta.seed.slice(0, 12)}): ` +
      `retake the snapshot (decision 0142): ${RETAKE}`,
  ).toBe(meta.seed);
  const site = await serveSnapshot({ root: ROOT, dist: path.resolve(ROOT, DIST_DIR), port, clockMs: Date.parse(meta.clock) });
  const problems: string[] = [];
  try {
    for (const device of DEVICES) {
      const before = readShots(device);
      expect(before.length, `${device}: the snapshot's answers`).toBe(meta.counts[device]);
      problems.push(...compareShots(device, before, await captureDevice(site.url, device)));
    }
  } finally {
    await site.stop();
  }
  const shown = problems.slice(0, 8).join('\n');
  expect(problems.length, `${problems.length} answers differ from the snapshot (first ones below; decision 0142)\n${shown}`).toBe(0);
});
