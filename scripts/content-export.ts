// Exports all content from D1 in the import format (content/README.md), to stdout or a
// file: what content-import.ts loads back. Absent (NULL) fields are left out.
//
//   node scripts/content-export.ts [file.json] [--remote] [--env <name>] [--persist-to <dir>]

import fs from 'node:fs';
import { mediaRefs } from '../content/media.ts';
import { ENTITY_KEYS, type ContentDocument } from '../content/schema.ts';
import { selectList, TABLES, toRecord } from '../content/sql.ts';
import { fail, main, readCli } from './lib/cli.ts';
import { summary } from './lib/content.ts';
import { d1Query } from './lib/wrangler.ts';

const USAGE = 'node scripts/content-export.ts [file.json] [--remote] [--env <name>] [--persist-to <dir>]';

const TAGS =
  'SELECT rt.release_id AS releaseId, tg.tag_name AS tagName FROM release_tags rt ' +
  'JOIN tags tg ON tg.id = rt.tag_id ORDER BY rt.release_id, rt.position';

await main(() => {
  const { target, positionals } = readCli(USAGE);
  if (positionals.length > 1) fail(`usage: ${USAGE}`);
  const [out] = positionals;

  // One wrangler run: every table, then the tag names, each statement its own result.
  const tables = ENTITY_KEYS.map(
    (entity) => `SELECT ${selectList(entity, 't')} FROM ${TABLES[entity].table} t ORDER BY t.id`,
  );
  const results = d1Query(target, [...tables, TAGS].join(';\n'));

  const tagsOf = new Map<string, string[]>();
  for (const { releaseId, tagName } of results[ENTITY_KEYS.length] ?? []) {
    const key = String(releaseId);
    tagsOf.set(key, [...(tagsOf.get(key) ?? []), String(tagName)]);
  }

  const doc: Record<string, unknown> = { version: 1 };
  ENTITY_KEYS.forEach((entity, i) => {
    doc[entity] = (results[i] ?? []).map((row) => {
      const record = toRecord(entity, row);
      if (entity === 'releases') record.tags = tagsOf.get(String(record.id)) ?? [];
      return record;
    });
  });

  const json = `${JSON.stringify(doc, null, 2)}\n`;
  // The uploaded images and attachments the content refers to (R2, binding MEDIA): listed, not
  // embedded; `wrangler r2 object get <bucket>/<key>` fetches one.
  const media = mediaRefs(doc);
  console.error(
    `content-export: ${media.length} uploaded file${media.length === 1 ? '' : 's'} referred to (R2 bucket MEDIA)${media.length ? ':' : '.'}`,
  );
  for (const key of media) console.error(`  /media/${key}`);
  if (out) {
    fs.writeFileSync(out, json);
    console.error(`content-export: wrote ${out} (${summary(doc as ContentDocument)}).`);
  } else {
    process.stdout.write(json);
  }
});
