// Maps a position in the built worker (a CPU profile's call frame: `index.js`, `assets/…js`,
// 0-based line and column) back to the source file it came from, through the build's own
// source maps (`<file>.map` next to each module; Vite writes them for the worker), read with
// source-map-js.

import fs from 'node:fs';
import path from 'node:path';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { ROOT } from '../../scripts/lib/run-tool.ts';

export interface Original {
  /** Relative to the build's project root (`node_modules/react-dom/…`, `app/…`). */
  source: string;
  /** 1-based. */
  line: number;
}

/** The source maps of one built worker folder (`<root>/dist/ccpit_city_site`), read as needed. */
export class WorkerSourceMaps {
  #dir: string;
  #root: string;
  #maps = new Map<string, { consumer: SourceMapConsumer; base: string } | null>();

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
    const file = path.join(this.#dir, `${url}.map`);
    let loaded = null;
    if (url && fs.existsSync(file)) {
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap;
      loaded = { consumer: new SourceMapConsumer(raw), base: path.resolve(path.dirname(file), raw.sourceRoot ?? '') };
    }
    this.#maps.set(url, loaded);
    return loaded;
  }

  /** Where generated `url`:`line`:`column` (0-based) came from: the nearest mapping at or before it. */
  original(url: string, line: number, column: number): Original | null {
    const map = this.#load(url);
    if (!map || line < 0) return null;
    const found = map.consumer.originalPositionFor({
      line: line + 1,
      column,
      bias: SourceMapConsumer.GREATEST_LOWER_BOUND,
    });
    if (!found.source || found.line === null) return null;
    return { source: this.#name(path.resolve(map.base, found.source)), line: found.line };
  }
}

/** A source file's package (`react-dom`, `@scope/pkg`) or, for the project's own, its top folder (`app`, `worker`). */
export function owner(source: string): string {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (m) return m[1]!;
  return source.split('/')[0] || source;
}
