// README's configuration table, written from THE var table (worker/config/var-table.ts):
// `npm run docs:config` puts it between the markers, tests/unit/scripts/lib/config-table.test.ts fails when
// README's copy is out of date. Pure string work, so it runs in Node and in workerd alike.

import type { VarSpec } from '../../worker/config/var-spec.ts';
import { CONFIG_VAR_NAMES, CONFIG_VARS } from '../../worker/config/var-table.ts';

export const TABLE_START =
  '<!-- config-vars:start — written by `npm run docs:config` from worker/config/var-table.ts; edit that table, not this one -->';
export const TABLE_END = '<!-- config-vars:end -->';

/** What a var accepts, in README's words. */
function valid(spec: VarSpec): string {
  if (spec.secret) return 'text; a **secret** (`wrangler secret put`, locally `.dev.vars`), never in wrangler.toml';
  switch (spec.kind) {
    case 'text':
      return spec.required ? 'non-empty text' : 'text';
    case 'whole':
      return `whole number ${spec.min}–${spec.max}${spec.unit ? ` (${spec.unit})` : ''}`;
    case 'url':
      return 'empty, or an absolute `http(s)` URL (a trailing `/` is dropped)';
    case 'origin':
      return 'empty, or an `http(s)` origin (no path, no query)';
  }
}

function fallback(spec: VarSpec): string {
  if (spec.defaultNote) return spec.defaultNote;
  if (spec.kind === 'whole') return `\`${spec.default}\``;
  if (spec.kind === 'text' && spec.defaultFrom) return `\`${spec.defaultFrom}\``;
  return spec.default === '' ? 'empty' : `\`${spec.default}\``;
}

// A `|` inside a cell would end it.
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The markdown table, one row per var in table order. */
export function configTable(): string {
  const rows = CONFIG_VAR_NAMES.map((name) => {
    const spec: VarSpec = CONFIG_VARS[name];
    return `| \`${name}\` | ${[fallback(spec), valid(spec), spec.description, spec.changes].map(cell).join(' | ')} |`;
  });
  return ['| name | default | valid | what it is | what it changes |', '| --- | --- | --- | --- | --- |', ...rows].join(
    '\n',
  );
}

/** The text between README's markers, or null when a marker is missing. */
export function tableInReadme(readme: string): string | null {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return readme.slice(start + TABLE_START.length, end).trim();
}

/** README with the generated table between its markers. */
export function withTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${configTable()}\n${readme.slice(end)}`;
}
