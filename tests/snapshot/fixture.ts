// The single-site snapshot on disk (tests/snapshot/single-site/): what it was taken from
// (commit, the seed's hash, the clock), and each device's answers as gzipped JSON lines; and
// the comparison a test reports: which answers differ, with the first differing lines.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Device, Shot } from './capture.ts';

export const FIXTURE_DIR = path.join(import.meta.dirname, 'single-site');
/** How the fixture is retaken (decision 0142). */
export const RETAKE =
  'read what changed with `npm run snapshot:single-site -- --compare`; when every change is meant, ' +
  '`npm run snapshot:single-site` (this tree; before issue 49 merged: `-- <a checkout of main before the platform>`) ' +
  'and commit tests/snapshot/single-site/';
export const DEVICES: Device[] = ['pc', 'phone'];

export interface SnapshotMeta {
  /** The commit the snapshot was taken from. */
  commit: string;
  /** sha256 of the seed (content/seed/) it was served from. */
  seed: string;
  /** The instant the worker's clock read (ISO). */
  clock: string;
  counts: Record<Device, number>;
}

/** sha256 of content/seed/ under `root`: each file's name and bytes, in name order. */
export function seedHash(root: string): string {
  const dir = path.join(root, 'content', 'seed');
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(dir).sort()) {
    hash.update(`${name}\0`);
    hash.update(fs.readFileSync(path.join(dir, name)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const shotsFile = (device: Device) => path.join(FIXTURE_DIR, `${device}.jsonl.gz`);
const metaFile = path.join(FIXTURE_DIR, 'meta.json');

export function writeFixture(meta: SnapshotMeta, shots: Record<Device, Shot[]>): void {
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  fs.writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
  for (const device of DEVICES) {
    const lines = shots[device].map((s) => JSON.stringify(s)).join('\n');
    // mtime 0 in the gzip header: the same answers give the same file.
    fs.writeFileSync(shotsFile(device), gzipSync(`${lines}\n`, { level: 9 }));
  }
}

export function readMeta(): SnapshotMeta {
  return JSON.parse(fs.readFileSync(metaFile, 'utf8')) as SnapshotMeta;
}

export function readShots(device: Device): Shot[] {
  return gunzipSync(fs.readFileSync(shotsFile(device)))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Shot);
}

/** A body cut into lines for a diff: HTML and XML at each tag boundary (a page is one line). */
const linesOf = (text: string) => text.split(/\n|(?<=>)(?=<)/);

/** The first differing lines of two texts, with two lines of context. */
export function firstDifference(before: string, after: string): string {
  const a = linesOf(before);
  const b = linesOf(after);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 2);
  // Up to four lines each side, ending where the two agree again (a changed line, not a shift).
  let to = i + 1;
  while (to < i + 4 && to < Math.max(a.length, b.length) && a[to] !== b[to]) to++;
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…` : s);
  return [
    `  line ${i + 1} of ${a.length} before, ${b.length} after:`,
    ...a.slice(from, i).map((l) => `    ${cut(l)}`),
    ...a.slice(i, to).map((l) => `  - ${cut(l)}`),
    ...b.slice(i, to).map((l) => `  + ${cut(l)}`),
    ...a.slice(to, to + 1).map((l) => `    ${cut(l)}`),
  ].join('\n');
}

/** Every way `now` differs from `before` (one device), as lines for a test's failure message. */
export function compareShots(device: Device, before: Shot[], now: Shot[]): string[] {
  const problems: string[] = [];
  const nowByPath = new Map(now.map((s) => [s.path, s]));
  const beforePaths = new Set(before.map((s) => s.path));
  for (const s of now) if (!beforePaths.has(s.path)) problems.push(`${device} ${s.path}: new (not in the snapshot)`);
  for (const b of before) {
    const n = nowByPath.get(b.path);
    if (!n) {
      problems.push(`${device} ${b.path}: missing (in the snapshot, no longer listed or linked)`);
      continue;
    }
    if (n.status !== b.status) problems.push(`${device} ${b.path}: status ${b.status} → ${n.status}`);
    for (const name of new Set([...Object.keys(b.headers), ...Object.keys(n.headers)])) {
      if (b.headers[name] !== n.headers[name])
        problems.push(`${device} ${b.path}: ${name} ${JSON.stringify(b.headers[name])} → ${JSON.stringify(n.headers[name])}`);
    }
    if (n.body !== b.body) problems.push(`${device} ${b.path}: body differs\n${firstDifference(b.body, n.body)}`);
  }
  return problems;
}
