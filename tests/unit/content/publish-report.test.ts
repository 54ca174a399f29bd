// What content:publish prints at its end (issue 46 item 8): every record it wrote by its id —
// a "new" one as it was given — with its page where it has one, and what it removed.

import { describe, expect, it } from 'vitest';
import type { Changes } from '../../../content/publish-changes.ts';
import { writtenLines } from '../../../content/publish-report.ts';

describe('writtenLines', () => {
  it('names each record written with its page, a new one by the id it was given, and the removals', () => {
    const changes = {
      version: 1 as const,
      replace: { releases: ['1001'] },
      releases: [{ id: '1001' }, { id: 'new' }],
      authQus: [{ id: 'new' }],
      remove: { activities: ['101'] },
    } as unknown as Changes;
    const allocated = { releases: ['3040'], authQus: ['88'] };
    expect(writtenLines(changes, allocated)).toEqual([
      'releases：1001 /detail/1001，3040 /detail/3040',
      'activities：撤下 101',
      'authQus：88',
    ]);
  });
});
