// Production content is the council's (issue 37): the seed's fictional markers (澄州, its
// example domain, its placeholder numbers) are found in any file an operator would load into
// production, and production's footer filings are refused while they are placeholders or not
// filing numbers at all (what `check:config --strict --env production` reports).

import { describe, expect, it } from 'vitest';
import { FICTIONAL_MARKERS, filingProblems, fictionalProblems } from '../../../content/fictional.ts';
import { loadSeedDocument } from '../../../content/seed.ts';
import { SITE_IDENTITY as identity } from '../../../worker/site-identity.ts';

const seed = loadSeedDocument(import.meta.glob('../../../content/seed/*.json', { eager: true, import: 'default' }));
/** Whether the configured council is the fictional example (its name has the invented city), not an adopter's. */
const example = FICTIONAL_MARKERS.some((m) => m.pattern.test(identity.name));
const notExample = 'the configured council is not the fictional example';

describe('the seed’s fictional markers', () => {
  it.skipIf(!example)(`are found in the seed, record by record (skipped when ${notExample})`, () => {
    const problems = fictionalProblems(seed);
    expect(problems.length).toBeGreaterThan(50);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/czccpit\.org\.cn[\s\S]*0577-8861|0577-8861[\s\S]*czccpit/);
  });

  it.skipIf(example)('are not in the configured council’s own seed', () => {
    expect(fictionalProblems(seed)).toEqual([]);
  });

  it('leave a council’s own content alone', () => {
    const own = {
      version: 1,
      releases: [
        { id: '1', title: '温州市贸促会召开年度工作会议', content: '<p>咨询电话：0577-88888888，网址 https://www.wzccpit.org.cn。</p>' },
      ],
    };
    expect(fictionalProblems(own)).toEqual([]);
  });
});

describe('production’s filings', () => {
  it.skipIf(!example)(
    `refuse the placeholder ICP and 公安备案 numbers the example’s identity ships with (skipped when ${notExample})`,
    () => {
      const problems = filingProblems(identity.icp, identity.psb);
      expect(problems).toEqual([
        expect.stringMatching(/^icp .*placeholder ICP number/),
        expect.stringMatching(/^psb .*placeholder 公安备案 number/),
      ]);
    },
  );

  it('refuse what is no filing number, and accept well-formed ones', () => {
    expect(filingProblems('', '待备案')).toHaveLength(2);
    expect(filingProblems('浙ICP备05008768号-1', '浙公网安备 33030202000456号')).toEqual([]);
  });
});
