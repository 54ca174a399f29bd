// Maps a position in the built worker (a CPU profile's call frame: `index.js`, `assets/…js`,
// 0-based line and column) back to the source file it came from, through the build's own
// source maps (`<file>.map` next to each module; Vite writes them for the worker), read with
// source-map-js; and names the package or project folder a source (or a bundle's module label)
// belongs to.

import fs from 'node:fs';
import path from 'node:path';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { ROOT } from '../../scripts/lib/run-tool.ts';

/** The source maps of one built worker folder (`<root>/dist/ccpit_city_site`), read as needed. */
export class WorkerSourceMaps {
  #dir: string;
  /** The project the build was made from: sources are named relative to it. */
  #root: string;
  #maps = new Map<string, { consumer: SourceMapConsumer; base: string } | null>();

  constructor(workerDir: string) {
    this.#dir = path.resolve(ROOT, workerDir);
    this.#root = path.dirname(path.dirname(this.#dir));
  }

  #load(url: string) {
    const file = path.join(this.#dir, `${url}.map`);
    if (!this.#maps.has(url) && url && fs.existsSync(file)) {
      const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap;
      this.#maps.set(url, { consumer: new SourceMapConsumer(raw), base: path.resolve(path.dirname(file), raw.sourceRoot ?? '') });
    }
    return this.#maps.get(url) ?? null;
  }

  /**
   * Where generated `url`:`line`:`column` (0-based) came from (the nearest mapping at or before
   * it): the source relative to the project (`app/…`), or as `node_modules/…` wherever the
   * package really is (a symlinked node_modules resolves elsewhere); its line 1-based.
   */
  original(url: string, line: number, column: number): { source: string; line: number } | null {
    const map = this.#load(url);
    if (!map || line < 0) return null;
    const bias = SourceMapConsumer.GREATEST_LOWER_BOUND;
    const found = map.consumer.originalPositionFor({ line: line + 1, column, bias });
    if (!found.source || found.line === null) return null;
    const file = path.resolve(map.base, found.source);
    const at = file.indexOf('/node_modules/');
    return { source: at >= 0 ? file.slice(at + 1) : path.relative(this.#root, file), line: found.line };
  }
}

/** A module's package (`react-dom`, `@scope/pkg`, wherever its node_modules is), or the project's top folder (`app`, `worker`). */
export function owner(file: string): string {
  const at = file.lastIndexOf('node_modules/');
  const [first, second] = file.slice(at < 0 ? 0 : at + 'node_modules/'.length).split('/');
  return first!.startsWith('@') ? `${first}/${second}` : first || file;
}
