// Maps a position in the built worker (a CPU profile's call frame: `index.js`, `assets/…js`,
// 0-based line and column) back to the source file it came from, through the build's own
// source maps (`<file>.map` next to each module; Vite writes them for the worker). A small
// decoder of the format's base64 VLQ mappings; no dependency.

import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/run-tool.ts';

interface RawMap {
  sources: string[];
  names?: string[];
  mappings: string;
  sourceRoot?: string;
}

/** One mapping: generated column → source index, line, column (all 0-based). */
type Segment = [column: number, source: number, line: number, sourceColumn: number];

export interface Original {
  /** Relative to the build's project root (`node_modules/react-dom/…`, `app/…`). */
  source: string;
  /** 1-based. */
  line: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The values of one segment (`AAAA,`-style base64 VLQ). */
function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of text) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`source map: bad VLQ digit ${c}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let sourceColumn = 0;
  for (const text of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const part of text.split(',')) {
      if (!part) continue;
      const v = decodeVlq(part);
      column += v[0]!;
      if (v.length < 4) continue; // a generated position with no source
      source += v[1]!;
      line += v[2]!;
      sourceColumn += v[3]!;
      segments.push([column, source, line, sourceColumn]);
    }
    lines.push(segments);
  }
  return lines;
}

/** The source maps of one built worker folder (`<root>/dist/ccpit_city_site`), read as needed. */
export class WorkerSourceMaps {
  #dir: string;
  #root: string;
  #maps = new Map<string, { sources: string[]; lines: Segment[][] } | null>();

  /** `root`: the project the build was made from (sources are named relative to it); default the parent of the build folder. */
  constructor(workerDir: string, root?: string) {
    this.#dir = path.resolve(ROOT, workerDir);
    this.#root = root ? path.resolve(ROOT, root) : path.dirname(path.dirname(this.#dir));
  }

  /** A package's file as `node_modules/…` wherever the package really is (a symlinked node_modules resolves elsewhere). */
  #name(file: string): string {
    const at = file.indexOf('/node_modules/');
    return at >= 0 ? file.slice(at + 1) : path.relative(this.#root, file);
  }

  #load(url: string) {
    if (this.#maps.has(url)) return this.#maps.get(url)!;
    let loaded: { sources: string[]; lines: Segment[][] } | null = null;
    const file = path.join(this.#dir, `${url}.map`);
    if (url && fs.existsSync(file)) {
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as RawMap;
      const base = path.resolve(path.dirname(file), raw.sourceRoot ?? '');
      loaded = {
        sources: raw.sources.map((s) => this.#name(path.resolve(base, s))),
        lines: decodeMappings(raw.mappings),
      };
    }
    this.#maps.set(url, loaded);
    return loaded;
  }

  /** Where generated `url`:`line`:`column` (0-based) came from: the nearest mapping at or before it on that line. */
  original(url: string, line: number, column: number): Original | null {
    const map = this.#load(url);
    if (!map || line < 0) return null;
    for (let l = line; l >= 0 && l >= line - 2; l--) {
      const segments = map.lines[l] ?? [];
      let best: Segment | undefined;
      for (const s of segments) {
        if (l === line && s[0] > column) break;
        best = s;
      }
      if (best) return { source: map.sources[best[1]] ?? '?', line: best[2] + 1 };
    }
    return null;
  }
}

/** A source file's package (`react-dom`, `@scope/pkg`) or, for the project's own, its top folder (`app`, `worker`). */
export function owner(source: string): string {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (m) return m[1]!;
  return source.split('/')[0] || source;
}
