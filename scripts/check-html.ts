// `npm run check:html [-- --base http://127.0.0.1:8787]`: the W3C Nu HTML Checker (vnu.jar) on
// the pages the national inspection reads (home, a listing, a column page, an article, a guide,
// the fairs, search, information disclosure), PC and phone, as a running site serves them.
// Exit 0 when it reports no errors, 1 when it does (each named with its page and line), 2 when
// the site, Java or the checker is not there. Not part of `npm test`: CI has no Java
// (decision 0081); the last run's result is in docs/operations.md "Inspection readiness".

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const USAGE =
  'npm run check:html -- [--base http://127.0.0.1:8787]   (VNU_JAR=path/to/vnu.jar to use a checker not in node_modules)';

/** The pages, by the name the inspection's list gives them; the phone page is /m + path. */
const CHECKED_PAGES: ReadonlyArray<readonly [name: string, path: string]> = [
  ['home', '/'],
  ['listing', '/importantNews'],
  ['column page', '/aboutUs/components/base'],
  ['article', '/detail/1001'],
  ['guide', '/service/commercial/origin'],
  ['exhibitions', '/service/exhibition'],
  ['search', '/search?q=%E5%8E%9F%E4%BA%A7%E5%9C%B0'],
  ['information disclosure', '/aboutUs/infDisclosure'],
];

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function stop(code: 1 | 2, message: string): never {
  console.error(message);
  process.exit(code);
}

function findJar(): string {
  if (process.env.VNU_JAR) return process.env.VNU_JAR;
  try {
    return path.join(
      path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
      'build/dist/vnu.jar',
    );
  } catch {
    return stop(
      2,
      `✗ the Nu HTML Checker is not installed: \`npm install --no-save vnu-jar\`, or set VNU_JAR.\nusage: ${USAGE}`,
    );
  }
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let values: { base?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { base: { type: 'string' }, help: { type: 'boolean' } } }));
} catch (error) {
  stop(2, `${(error as Error).message}\nusage: ${USAGE}`);
}
if (values.help) {
  console.log(`usage: ${USAGE}`);
  process.exit(0);
}
const base = (values.base ?? `http://127.0.0.1:${process.env.PORT ?? '8787'}`).replace(/\/$/, '');
if (!URL.canParse(base)) stop(2, `✗ --base is not a URL: ${base}\nusage: ${USAGE}`);
const jar = findJar();
if (!fs.existsSync(jar)) stop(2, `✗ no checker at ${jar}`);
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
  stop(2, '✗ no Java runtime: install one (Debian: apt-get install default-jre-headless) and run again.');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
const files = new Map<string, string>();
for (const [name, pagePath] of CHECKED_PAGES) {
  for (const [device, prefix, ua] of [
    ['PC', '', DESKTOP_UA],
    ['phone', '/m', PHONE_UA],
  ] as const) {
    const url = base + (prefix && pagePath === '/' ? prefix : prefix + pagePath);
    let res: Response;
    try {
      res = await fetch(url, { headers: { 'user-agent': ua, accept: 'text/html' }, redirect: 'manual' });
    } catch (error) {
      stop(2, `✗ ${url}: ${(error as Error).message}. Start the site first: PORT=8787 npm start`);
    }
    if (res.status !== 200) stop(1, `✗ ${url}: HTTP ${res.status}, not a page to check`);
    const file = path.join(dir, `${files.size.toString().padStart(2, '0')}.html`);
    fs.writeFileSync(file, await res.text());
    files.set(`file:${file}`, `${name} (${device}) ${url}`);
  }
}

const run = spawnSync(
  'java',
  ['-jar', jar, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))],
  {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
let messages: VnuMessage[];
try {
  messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages;
} catch {
  stop(2, `✗ the checker did not answer in JSON:\n${run.stderr}${run.stdout}`);
}
fs.rmSync(dir, { recursive: true, force: true });

const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
for (const [file, page] of files) {
  const own = errors.filter((m) => m.url === file);
  console.log(`${own.length === 0 ? '✓' : '✗'} ${page}${own.length === 0 ? '' : `: ${own.length} error(s)`}`);
  for (const m of own)
    console.log(
      `    line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`,
    );
}
const strays = errors.filter((m) => !m.url || !files.has(m.url));
for (const m of strays) console.log(`✗ ${m.url ?? 'the checker'}: ${m.message}`);
console.log(
  errors.length === 0 ? `\nNo errors on ${files.size} pages.` : `\n${errors.length} error(s) on ${files.size} pages.`,
);
process.exit(errors.length === 0 ? 0 : 1);
