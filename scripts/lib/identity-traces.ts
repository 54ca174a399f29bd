// The traces of one council (sites/<example>/: its names, city, English name, phone prefix,
// domain, filing numbers, app names, calendar domain, colours, emblem and icons) found in a
// copy of the project, each with its file and line. check:identity reports them.

import fs from 'node:fs';
import path from 'node:path';
import { blocksText, readDocx } from '../../content/docx.ts';
import { distDir } from './build-output.ts';
import { readIdentity, SITE_FILES, siteDir } from './site-identity.ts';

export interface Trace {
  /** Path from the root, with / separators. */
  file: string;
  line: number;
  /** What was found, and what it is. */
  found: string;
  what: string;
  /** code, configuration, content, public, forms or build: where it is. */
  area: Area;
}

export type Area = 'code' | 'configuration' | 'identity' | 'content' | 'public' | 'forms' | 'build';

/** Where an adopter's copy may hold the example's traces, and which area each is. */
const AREAS: Array<[dir: string, area: Area]> = [
  ['app', 'code'],
  ['worker', 'code'],
  ['scripts', 'code'],
  ['wrangler.toml', 'configuration'],
  ['content', 'content'],
  ['public/files', 'forms'],
  ['public', 'public'],
];

/** The fictional-seed guard names the example on purpose: it refuses the seed in production. */
const GUARDS = new Set(['scripts/db-seed.ts', 'content/fictional.ts']);
const SKIP_DIRS = new Set(['node_modules', '.git', '.wrangler', '.vite']);
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|pdf|zip|wasm|map)$/i;

interface Needle {
  text: string;
  what: string;
  /** Colours are matched in any case, words exactly. */
  anyCase: boolean;
}

/** What marks the example council, from its own folder. */
export function tracesOf(example: string, root: string): { needles: Needle[]; files: Map<string, string> } {
  const id = readIdentity(example, root);
  const needles: Needle[] = [];
  const add = (text: string, what: string, anyCase = false) => {
    if (text.trim() && !needles.some((n) => n.text === text)) needles.push({ text, what, anyCase });
  };
  add(id.name, 'name');
  add(id.shortName, 'short name');
  add(id.englishName, 'English name');
  add(id.city, 'city');
  add(id.app.name, 'app name');
  add(id.app.shortName, 'app short name');
  add(id.subtitle, 'subtitle');
  add(id.calendar.uidDomain, 'calendar domain');
  add(id.calendar.prodid, 'calendar PRODID');
  add(id.siteCode, '网站标识码');
  add(id.icp, 'ICP 备案号');
  add(id.psb, '公安备案号');
  add(id.colours.primary, 'brand colour', true);
  add(id.colours.accent, 'brand colour', true);
  for (const word of id.traces) add(word, 'the example’s word');
  // The example's emblem and icons, by their bytes: a copy under another name is still theirs.
  const files = new Map<string, string>();
  const dir = siteDir(example, root);
  for (const from of ['emblem.svg', ...Object.keys(SITE_FILES)])
    files.set(fs.readFileSync(path.join(dir, from)).toString('base64'), from);
  return { needles, files };
}

function* walk(absolute: string): Generator<string> {
  if (!fs.existsSync(absolute)) return;
  if (fs.statSync(absolute).isFile()) {
    yield absolute;
    return;
  }
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    yield* walk(path.join(absolute, entry.name));
  }
}

function linesWith(text: string, needles: Needle[]): Array<{ line: number; needle: Needle }> {
  const found: Array<{ line: number; needle: Needle }> = [];
  text.split('\n').forEach((line, i) => {
    const lower = line.toLowerCase();
    for (const needle of needles)
      if (needle.anyCase ? lower.includes(needle.text.toLowerCase()) : line.includes(needle.text))
        found.push({ line: i + 1, needle });
  });
  return found;
}

/**
 * Every trace of `example` in the copy at `root` (and in the identity folder of `site`, when
 * that is another council's); the areas in `skip` are not read.
 */
export async function findTraces(
  root: string,
  example: string,
  site: string,
  skip: ReadonlySet<Area> = new Set(),
): Promise<Trace[]> {
  const { needles, files } = tracesOf(example, root);
  const seen = new Set<string>();
  const out: Trace[] = [];
  const areas: Array<[string, Area]> = [...AREAS, [distDir(), 'build']];
  if (site !== example) areas.unshift([path.relative(root, siteDir(site, root)), 'identity']);
  for (const [dir, area] of areas) {
    if (skip.has(area)) continue;
    for (const absolute of walk(path.join(root, dir))) {
      const file = path.relative(root, absolute).split(path.sep).join('/');
      if (seen.has(file) || GUARDS.has(file)) continue;
      seen.add(file);
      const bytes = fs.readFileSync(absolute);
      const same = files.get(bytes.toString('base64'));
      if (same) out.push({ file, line: 1, found: same, what: 'the example’s picture', area });
      let text: string | null = null;
      if (file.endsWith('.docx')) text = blocksText(await readDocx(new Uint8Array(bytes)));
      else if (!BINARY.test(file)) text = bytes.toString('utf8');
      if (text === null) continue;
      for (const { line, needle } of linesWith(text, needles))
        out.push({ file, line, found: needle.text, what: needle.what, area });
    }
  }
  return out;
}
