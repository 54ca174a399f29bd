// The supported browsers (requirements §13.9): package.json's `browserslist`, read here for
// the build's syntax target (vite.config.ts, the service worker) and for the check of the
// built chunks (scripts/lib/syntax-check.ts). Nothing else names a browser version.

import browserslist from 'browserslist';
import type { EngineMinimums } from './syntax-check.ts';

/** Browserslist's families, by the engine whose versions they follow. */
const ENGINE_OF: Record<string, keyof EngineMinimums> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'chrome',
  safari: 'safari',
  ios_saf: 'safari',
  firefox: 'firefox',
  and_ff: 'firefox',
};

/** The query package.json states (browserslist's own lookup: `browserslist` key or file). */
export function supportedQuery(root = process.cwd()): string {
  const config = browserslist.loadConfig({ path: root });
  if (!config?.length) throw new Error('package.json names no browserslist: the supported browsers must be stated');
  return config.join(', ');
}

/** The oldest version of each engine a query covers; a family of another engine is refused. */
export function engineMinimums(query: string): EngineMinimums {
  const minimums: Partial<EngineMinimums> = {};
  for (const entry of browserslist(query)) {
    const [family = '', version = ''] = entry.split(' ');
    const engine = ENGINE_OF[family];
    if (!engine)
      throw new Error(`browserslist names ${entry}: no feature data for that family (scripts/lib/browsers.ts)`);
    // ios_saf names ranges ("15.0-15.1"): the lower end is the oldest.
    const number = Number.parseFloat(version);
    if (Number.isNaN(number)) continue;
    minimums[engine] = Math.min(minimums[engine] ?? number, number);
  }
  return { chrome: minimums.chrome ?? 0, safari: minimums.safari ?? 0, firefox: minimums.firefox ?? 0 };
}

/**
 * The syntax target's floors. Every supported browser parses all the syntax the build writes
 * (the build's check holds chunks to Chrome 90 and Safari 15), but Oxc's compatibility data
 * also lowers for engine bugs: optional chaining before Chrome 91, private class fields before
 * Chrome 100 and Safari 16, into helpers that cost 1.8 KB gzip before hydration on every page,
 * past requirements §13.2's budget. The target starts at these versions (decision 0096).
 */
const SYNTAX_FLOOR = { chrome: 100, safari: 16 };

/** esbuild-style targets (Vite's `build.target`, Oxc's `target`) for those minimums; none for an engine at 0. */
export function buildTarget(minimums: EngineMinimums): string[] {
  const chrome = minimums.chrome && Math.max(minimums.chrome, SYNTAX_FLOOR.chrome);
  const safari = minimums.safari && Math.max(minimums.safari, SYNTAX_FLOOR.safari);
  const targets: [string, number][] = [
    ['chrome', chrome],
    ['edge', chrome],
    ['safari', safari],
    ['ios', safari],
    ['firefox', minimums.firefox],
  ];
  return targets.filter(([, version]) => version > 0).map(([name, version]) => `${name}${version}`);
}
