// Writes a generated section of docs/performance.md between its markers, leaving the
// hand-written rest of the file alone, and describes the machine the numbers come from.

import fs from 'node:fs';
import os from 'node:os';

export const PERFORMANCE_DOC = 'docs/performance.md';

export function replaceSection(text: string, name: string, body: string): string {
  const start = `<!-- generated:${name}:start -->`;
  const end = `<!-- generated:${name}:end -->`;
  const block = `${start}\n<!-- written by tests/bench (npm run ${name}); edits here are overwritten -->\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) return `${text.trimEnd()}\n\n${block}\n`;
  return text.slice(0, from) + block + text.slice(to + end.length);
}

export function writeSection(name: string, body: string, file = PERFORMANCE_DOC): void {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  fs.writeFileSync(file, replaceSection(text, name, body));
}

export function machine(): string {
  const cpus = os.cpus();
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  return `${date}; ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${gib} GiB memory; Node ${process.version}, ${os.platform()} ${os.release()}`;
}

export function table(head: string[], rows: Array<Array<string | number>>): string {
  const line = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export const fmt = (n: number | null | undefined, digits = 0): string =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);
