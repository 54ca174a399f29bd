// Grown content for the scale bench (issue 28): the seed set plus synthetic copies of its news
// releases spread over fifteen years, each marked as such (title, source). Never content:
// it is written to a file outside content/ (tmp/ or the OS temp dir), streamed row by row.
//
//   node tests/bench/scale-content.ts <releases> <out.json>

import fs from 'node:fs';
import { readSeedDocument } from '../../scripts/lib/content.ts';
import { ENTITY_KEYS, type ContentDocument, type ReleaseRecord } from '../../content/schema.ts';

/** Ids of the copies start here, far above the seed's. */
const FIRST_COPY_ID = 1_000_001;
/** The copies' release times: back from the seed's newest, over this many years. */
const YEARS = 15;

/** The seed's news (list-column releases without an outside link): what is copied. */
function newsOf(doc: ContentDocument): ReleaseRecord[] {
  const lists = new Set((doc.columns ?? []).filter((c) => c.columnType === 'list').map((c) => c.id));
  return (doc.releases ?? []).filter((r) => lists.has(r.columnId) && !r.linkUrl);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm:ss` of a Beijing-time instant given in ms. */
const beijing = (ms: number) => {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

/** Writes the seed plus `total - seed releases` copies to `out` (one JSON document in the import format). */
export function writeScaleContent(total: number, out: string): number {
  const doc = readSeedDocument();
  const news = newsOf(doc);
  const copies = Math.max(0, total - (doc.releases?.length ?? 0));
  const newest = Date.parse('2026-11-18T09:30:00+08:00');
  const span = YEARS * 365 * 86_400_000;
  const fd = fs.openSync(out, 'w');
  try {
    fs.writeSync(fd, '{"version":1');
    for (const key of ENTITY_KEYS) {
      fs.writeSync(fd, `,${JSON.stringify(key)}:[`);
      const rows = (doc[key] ?? []) as unknown[];
      for (const [i, row] of rows.entries()) fs.writeSync(fd, (i ? ',' : '') + JSON.stringify(row));
      if (key === 'releases') {
        let buffer = '';
        for (let k = 0; k < copies; k++) {
          const from = news[k % news.length]!;
          const copy: ReleaseRecord = {
            ...from,
            id: String(FIRST_COPY_ID + k),
            title: `${from.title}（规模基准合成副本 ${k + 1}）`,
            source: '规模基准合成数据，不发布',
            releaseTime: beijing(newest - Math.floor(((k + 1) / (copies + 1)) * span)),
            isTop: '0',
            readCount: (k * 37) % 500,
          };
          buffer += `${rows.length || k ? ',' : ''}${JSON.stringify(copy)}`;
          if (buffer.length > 1 << 20) {
            fs.writeSync(fd, buffer);
            buffer = '';
          }
        }
        fs.writeSync(fd, buffer);
      }
      fs.writeSync(fd, ']');
    }
    fs.writeSync(fd, '}');
  } finally {
    fs.closeSync(fd);
  }
  return (doc.releases?.length ?? 0) + copies;
}

if (import.meta.main) {
  const [total, out] = process.argv.slice(2);
  if (!total || !out) {
    console.error('usage: node tests/bench/scale-content.ts <releases> <out.json>');
    process.exit(1);
  }
  const n = writeScaleContent(Number(total), out);
  console.log(`scale-content: ${n} releases written to ${out} (${(fs.statSync(out).size / 1048576).toFixed(0)} MB)`);
}
