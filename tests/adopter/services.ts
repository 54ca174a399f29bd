// Stops offering services in the copy's content the way decision 0130 says editors do (the
// seed fixture tests/fixtures/without-services.ts does it to a document): their columns,
// guides, FAQ categories and questions, banners and catalogue entries, the links to them in
// prose; then what only they owned: their form templates and the facts nothing else cites.

import fs from 'node:fs';
import path from 'node:path';
import { SERVICES, type ServiceCode } from '../../app/domain/services.ts';
import type { ContentDocument } from '../../content/schema.ts';
import { withoutServices } from '../fixtures/without-services.ts';

const FILE = '__seedFile';
type Row = Record<string, unknown>;

/** Paths of the services' guides (PC; the phone's are /m + these). */
export const servicePaths = (codes: readonly ServiceCode[]): string[] => SERVICES.filter((s) => codes.includes(s.code)).map((s) => s.path);

/** Removes the services `codes` from the copy's seed; returns what was removed, by kind. */
export function dropServices(copy: string, codes: readonly ServiceCode[]): Record<string, number> {
  const dir = path.join(copy, 'content/seed');
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'facts.json')
    .sort();
  // One document of every seed file, each record tagged with its file, split again after.
  const doc: Record<string, unknown[]> = {};
  const scalars: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    const part = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
    scalars[name] = {};
    for (const [key, value] of Object.entries(part)) {
      if (!Array.isArray(value)) scalars[name][key] = value;
      else doc[key] = [...(doc[key] ?? []), ...value.map((row) => ({ ...(row as Row), [FILE]: name }))];
    }
  }
  const before = JSON.stringify(doc);
  const reduced = withoutServices(doc as unknown as ContentDocument, codes) as unknown as Record<string, Row[]>;
  const removed: Record<string, number> = {};
  for (const [key, rows] of Object.entries(doc)) {
    const gone = rows.length - (reduced[key]?.length ?? 0);
    if (gone) removed[key] = gone;
  }
  for (const name of names) {
    const part: Record<string, unknown> = { ...scalars[name] };
    for (const key of Object.keys(doc))
      if (doc[key]!.some((r) => (r as Row)[FILE] === name))
        part[key] = (reduced[key] ?? []).filter((r) => r[FILE] === name).map(({ [FILE]: _, ...row }) => row);
    fs.writeFileSync(path.join(dir, name), `${JSON.stringify(part, null, 2)}\n`);
  }
  const after = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  // Their forms: templates the content linked before and links no more.
  const forms = path.join(copy, 'content/forms');
  for (const file of fs.readdirSync(forms)) {
    const name = file.replace(/\.xml$/, '');
    if (before.includes(`/files/${name}.`) && !after.includes(`/files/${name}.`)) {
      fs.rmSync(path.join(forms, file));
      removed.forms = (removed.forms ?? 0) + 1;
    }
  }
  // Their facts (phone.service.ata …): those no remaining text or form cites.
  const templates = fs
    .readdirSync(forms)
    .map((f) => fs.readFileSync(path.join(forms, f), 'utf8'))
    .join('\n');
  const factsFile = path.join(dir, 'facts.json');
  const { facts } = JSON.parse(fs.readFileSync(factsFile, 'utf8')) as { facts: Array<{ name: string }> };
  const own = (name: string) => codes.some((code) => name.split('.').includes(code));
  const kept = facts.filter((f) => !own(f.name) || `${after}${templates}`.includes(`{{fact:${f.name}}}`));
  removed.facts = facts.length - kept.length;
  fs.writeFileSync(factsFile, `${JSON.stringify({ facts: kept }, null, 2)}\n`);
  return removed;
}
