// The field lists of content/README.md and docs/api.md, written from the record kinds' one
// definition (app/api/records/): each field's format from the definition, its meaning from the
// `/** … */` comment above it. `npm run docs:records` writes them between their markers;
// tests/unit/scripts/lib/record-docs.test.ts fails when a copy is stale. Pure string work (the
// sources come in as text), so it runs in Node and in workerd alike.

import type { FieldDef } from '../../app/api/records/field.ts';
import { ENTITY_KEYS, type EntityKey, RECORD_KINDS } from '../../app/api/records/record-kinds.ts';

/** The definition files, by name, as text: `record-kinds.ts` and every `kinds-*.ts`. */
export type Sources = Readonly<Record<string, string>>;

export type Audience = 'content' | 'api';

const START =
  '<!-- record-fields:start — written by `npm run docs:records` from app/api/records/; edit the definitions, not this list -->';
const END = '<!-- record-fields:end -->';

const oneLine = (comment: string) =>
  comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .trim();

/**
 * Each object literal `const NAME = { … };` of the sources: its fields' comments by key, and the
 * objects it spreads in (`...guideSections`).
 */
function commentBlocks(sources: Sources): Map<string, { comments: Map<string, string>; spreads: string[] }> {
  const blocks = new Map<string, { comments: Map<string, string>; spreads: string[] }>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(/const (\w+) = \{\n([\s\S]*?)\n\};/g)) {
      const body = m[2]!;
      const comments = new Map<string, string>();
      for (const c of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*\n\s*(\w+):/g)) comments.set(c[2]!, oneLine(c[1]!));
      blocks.set(m[1]!, { comments, spreads: [...body.matchAll(/^\s*\.\.\.(\w+),/gm)].map((s) => s[1]!) });
    }
  }
  return blocks;
}

/** Every field's meaning, by record kind and field: the comment above it in its definition. */
export function fieldMeanings(sources: Sources): Record<EntityKey, Map<string, string>> {
  const blocks = commentBlocks(sources);
  const kindsText = sources['record-kinds.ts'] ?? '';
  const stampBlock = blocks.get('stamps');
  const out = {} as Record<EntityKey, Map<string, string>>;
  for (const entity of ENTITY_KEYS) {
    const [, constName = '', stampsName = 'stamps'] =
      new RegExp(`${entity}: kind\\('\\w+', (\\w+)(?:, (\\w+))?`).exec(kindsText) ?? [];
    const meanings = new Map<string, string>();
    const add = (name: string) => {
      const block = blocks.get(name);
      if (!block) return;
      for (const spread of block.spreads) add(spread);
      for (const [key, comment] of block.comments) meanings.set(key, comment);
    };
    add(constName);
    add(stampsName);
    for (const key of ['createTime', 'updateTime']) {
      if (!meanings.has(key)) meanings.set(key, stampBlock?.comments.get(key) ?? '');
    }
    out[entity] = meanings;
  }
  return out;
}

const atMost = (def: FieldDef) => (def.maxLength ? `, at most ${def.maxLength} characters` : '');

/** A field's format in the docs' words. */
export function formatWords(def: FieldDef): string {
  switch (def.format) {
    case 'id':
      return 'id (decimal string)';
    case 'ref':
      return `id of a ${def.refers?.to} row${def.refers?.root ? ' or "0"' : ''}`;
    case 'code':
      return 'code (letters, digits, `-`, `_`)';
    case 'name':
      return `non-empty text${atMost(def)}`;
    case 'text':
      return `text${atMost(def)}`;
    case 'html':
      return 'HTML';
    case 'int':
      return 'integer';
    case 'count':
      return 'whole number ≥ 0';
    case 'flag':
      return '`"0"` or `"1"`';
    case 'time':
      return '`yyyy-MM-dd HH:mm:ss`';
    case 'date':
      return '`yyyy-MM-dd`';
    case 'clock':
      return '`HH:mm`';
    case 'enum':
      return (def.values ?? []).map((v) => `\`${v}\``).join(' \\| ');
    default:
      return def.format === 'json' ? 'structure' : def.format;
  }
}

// A `|` inside a cell would end it.
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * One kind's table. For editors (content/README.md) the third column says what the import
 * requires; for the API (docs/api.md), which answers carry the field only in a detail.
 */
function kindTable(entity: EntityKey, meanings: Map<string, string>, audience: Audience): string {
  const rows = Object.entries(RECORD_KINDS[entity].fields as Record<string, FieldDef>).map(([key, def]) => {
    const when = audience === 'content' ? (def.required ? 'required' : '') : def.wire === 'detail' ? 'detail only' : '';
    return `| \`${key}\` | ${formatWords(def)} | ${when} | ${cell(meanings.get(key) ?? '')} |`;
  });
  const title = `**${entity}** (D1 table \`${RECORD_KINDS[entity].table}\`)`;
  return [title, '', '| field | format | | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** The generated list for one document. */
export function fieldLists(sources: Sources, audience: Audience): string {
  const meanings = fieldMeanings(sources);
  return ENTITY_KEYS.map((entity) => kindTable(entity, meanings[entity], audience)).join('\n\n');
}

/** The text between a document's markers, or null when a marker is missing. */
export function listIn(doc: string): string | null {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  return start < 0 || end < start ? null : doc.slice(start + START.length, end).trim();
}

/** The document with the generated list between its markers. */
export function withList(doc: string, sources: Sources, audience: Audience): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the document lacks the markers ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n${fieldLists(sources, audience)}\n${doc.slice(end)}`;
}
