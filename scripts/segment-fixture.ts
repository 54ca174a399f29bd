// Writes tests/fixtures/segment-seed.json: the digest of segment() over the whole seed as
// Node computes it, which the workerd test must reproduce (content/segment-digest.ts).
// Run after changing content/segment.ts, the dictionary or the seed:
//
//   node scripts/segment-fixture.ts

import fs from 'node:fs';
import { segmentDigest } from '../content/segment-digest.ts';
import { main } from './lib/cli.ts';
import { readSeedDocument } from './lib/content.ts';

const OUT = 'tests/fixtures/segment-seed.json';

await main(async () => {
  const digest = await segmentDigest(readSeedDocument());
  const fixture = {
    node: process.versions.node,
    icu: process.versions.icu,
    unicode: process.versions.unicode,
    texts: digest,
  };
  fs.writeFileSync(OUT, `${JSON.stringify(fixture, null, 2)}\n`);
  console.log(
    `segment-fixture: ${Object.keys(digest).length} texts → ${OUT} (Node ${fixture.node}, ICU ${fixture.icu})`,
  );
});
