// `npm run check:dist`: every script of a build's client (dist/client: chunks, dependencies
// included, and the service worker) against the supported browsers (package.json's
// browserslist, requirements §13.9). The build runs the same check (scripts/vite/browser-check.ts);
// this is for a build folder made elsewhere. Exit 1 on any finding.

import fs from 'node:fs';
import path from 'node:path';
import { buildOutput } from './lib/build-output.ts';
import { engineMinimums, supportedQuery } from './lib/browsers.ts';
import { checkSource, describeFindings } from './lib/syntax-check.ts';

const client = process.argv[2] ?? buildOutput().client;
const query = supportedQuery();
const minimums = engineMinimums(query);
const files = fs
  .readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.m?js$/.test(file))
  .sort();
if (!files.length) {
  console.error(`check:dist: no scripts under ${client} (build first: npm run build)`);
  process.exit(1);
}
const lines = files.flatMap((file) =>
  describeFindings(file, checkSource(fs.readFileSync(path.join(client, file), 'utf8'), minimums)),
);
for (const line of lines) console.error(line);
console.log(
  `check:dist: ${files.length} scripts against "${query}": ${lines.length ? `${lines.length} findings` : 'all supported'}`,
);
process.exit(lines.length ? 1 : 0);
