// Which council this build is (the SITE environment variable names a folder under sites/;
// the only one, the example, by default) and its identity file, read and checked. The build
// (scripts/vite/site-identity.ts), check:config, docs:config and check:identity read it here.

import fs from 'node:fs';
import path from 'node:path';
import type { SiteIdentity } from '../../app/site-identity-type.ts';
import { parseHex } from './brand-palette.ts';
import { ROOT } from './run-tool.ts';

/** The example council's folder: the default, and whose traces check:identity looks for. */
export const EXAMPLE_SITE = 'chengzhou';

/** The configured site's folder name: SITE, or the example. */
export const siteName = (env: NodeJS.ProcessEnv = process.env) => env.SITE?.trim() || EXAMPLE_SITE;

/** sites/<name>/, or the folder SITE names when it is a path (a test's fixture council). */
export const siteDir = (name = siteName(), root = ROOT) =>
  name.includes('/') ? path.resolve(root, name) : path.join(root, 'sites', name);

/**
 * Every council the build includes (a platform serves any of them by hostname, decision 0136):
 * each folder under sites/ with a site.json, and the configured one (SITE may name a fixture's path).
 */
export function siteNames(root = ROOT, configured = siteName()): string[] {
  const dir = path.join(root, 'sites');
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, 'site.json')))
    .map((e) => e.name)
    .sort();
  return folders.includes(configured) ? folders : [configured, ...folders];
}

/** The files every identity folder has besides site.json, as they are served. */
export const SITE_FILES = {
  'icons/favicon.ico': 'favicon.ico',
  'icons/icon-192.png': 'icons/icon-192.png',
  'icons/icon-512.png': 'icons/icon-512.png',
  'icons/icon.svg': 'icons/icon.svg',
} as const;

const TEXT_FIELDS = ['name', 'shortName', 'englishName', 'city', 'subtitle', 'host', 'siteCode', 'icp', 'psb'] as const;

/** The identity of sites/<name>/, or an error naming every problem in it. */
export function readIdentity(name = siteName(), root = ROOT): SiteIdentity {
  const dir = siteDir(name, root);
  const file = path.join(dir, 'site.json');
  if (!fs.existsSync(file))
    throw new Error(`site "${name}": ${path.relative(root, file)} does not exist (SITE names a folder under sites/)`);
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteIdentity;
  const problems: string[] = [];
  for (const field of TEXT_FIELDS) if (typeof raw[field] !== 'string') problems.push(`${field} must be text`);
  for (const field of ['name', 'shortName', 'city'] as const)
    if (!raw[field]?.trim()) problems.push(`${field} must not be empty`);
  for (const field of ['name', 'shortName', 'description'] as const)
    if (typeof raw.app?.[field] !== 'string' || !raw.app[field].trim()) problems.push(`app.${field} must not be empty`);
  if (!raw.calendar?.prodid?.trim() || !/^[a-z0-9.-]+$/i.test(raw.calendar?.uidDomain ?? ''))
    problems.push('calendar needs a prodid and a uidDomain (a host name)');
  for (const field of ['primary', 'accent'] as const) {
    try {
      parseHex(raw.colours?.[field] ?? '');
    } catch {
      problems.push(`colours.${field} must be a #rrggbb colour`);
    }
  }
  if (!Array.isArray(raw.traces) || raw.traces.some((t) => typeof t !== 'string' || !t.trim()))
    problems.push('traces must be a list of words');
  for (const from of ['emblem.svg', ...Object.keys(SITE_FILES)])
    if (!fs.existsSync(path.join(dir, from))) problems.push(`${from} is missing`);
  if (problems.length) throw new Error(`site "${name}" (${path.relative(root, file)}): ${problems.join('; ')}`);
  return raw;
}

/** The emblem's picture as the header draws it inline: its viewBox and inner markup. */
export function readEmblem(name = siteName(), root = ROOT): { viewBox: string; markup: string } {
  const svg = fs.readFileSync(path.join(siteDir(name, root), 'emblem.svg'), 'utf8');
  const open = /<svg\b[^>]*>/.exec(svg);
  const viewBox = open ? /viewBox="([^"]+)"/.exec(open[0])?.[1] : undefined;
  if (!open || !viewBox) throw new Error(`site "${name}": emblem.svg needs an <svg viewBox="…">`);
  return { viewBox, markup: svg.slice(open.index + open[0].length, svg.lastIndexOf('</svg>')).trim() };
}
