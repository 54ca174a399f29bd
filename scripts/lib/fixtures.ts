// The test fixtures computed from the seed, one generator each: `npm run fixtures` writes them,
// `npm run check:fixtures` (part of `npm test`) says which one a seed or code change left stale.
// A council that changes its content runs the one command instead of knowing each generator.

import { segmentDigest } from '../../content/segment-digest.ts';
import { readSeedDocument } from './content.ts';

export interface Fixture {
  /** The committed file, relative to the repository. */
  path: string;
  /** What it is, for the command's report. */
  what: string;
  /** The file's whole text as the generator writes it now. */
  render(): Promise<string>;
}

export const FIXTURES: readonly Fixture[] = [
  {
    path: 'tests/fixtures/segment-seed.json',
    what: 'the digest of segment() over every searchable text of the seed, as Node computes it (tests/worker/segment-agreement.test.ts)',
    async render() {
      const fixture = {
        node: process.versions.node,
        icu: process.versions.icu,
        unicode: process.versions.unicode,
        texts: await segmentDigest(readSeedDocument()),
      };
      return `${JSON.stringify(fixture, null, 2)}\n`;
    },
  },
];

/** The command that regenerates every fixture (named by every stale report). */
export const FIXTURES_COMMAND = 'npm run fixtures';
