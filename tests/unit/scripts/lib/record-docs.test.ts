// The field lists of content/README.md and docs/api.md are the ones written from the record
// kinds' definitions (app/api/records/): a field added, renamed or re-described without
// `npm run docs:records` fails here, and so does a field nobody said the meaning of.

import { describe, expect, it } from 'vitest';
import api from '../../../../docs/api.md?raw';
import contentReadme from '../../../../content/README.md?raw';
import { ENTITY_KEYS, RECORD_KINDS } from '../../../../app/api/records/record-kinds.ts';
import { fieldLists, fieldMeanings, listIn, withList } from '../../../../scripts/lib/record-docs.ts';

const files: Record<string, string> = import.meta.glob('../../../../app/api/records/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sources = Object.fromEntries(Object.entries(files).map(([file, text]) => [file.split('/').pop()!, text]));

describe('the generated field lists', () => {
  it('are current in content/README.md and docs/api.md (run `npm run docs:records` after changing a definition)', () => {
    expect(listIn(contentReadme), 'content/README.md: run `npm run docs:records`').toBe(fieldLists(sources, 'content'));
    expect(listIn(api), 'docs/api.md: run `npm run docs:records`').toBe(fieldLists(sources, 'api'));
  });

  it('say what every field of every kind means', () => {
    const meanings = fieldMeanings(sources);
    for (const entity of ENTITY_KEYS) {
      for (const key of Object.keys(RECORD_KINDS[entity].fields)) {
        expect(meanings[entity].get(key), `${entity}.${key} needs a /** … */ line in its definition`).toMatch(/\S/);
      }
    }
  });

  it('notice a definition changed after they were written, and are rewritten in place', () => {
    const changed = { ...sources, 'kinds-events.ts': sources['kinds-events.ts']!.replace('/** The venue. */', '/** The hall. */') };
    expect(listIn(contentReadme)).not.toBe(fieldLists(changed, 'content'));
    const rewritten = withList(contentReadme, changed, 'content');
    expect(listIn(rewritten)).toBe(fieldLists(changed, 'content'));
    expect(rewritten.replace(listIn(rewritten)!, '')).toBe(contentReadme.replace(listIn(contentReadme)!, ''));
  });
});
