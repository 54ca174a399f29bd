// Import rules for the Apostille Convention's content (the apostille guide's `convention`,
// app/domain/apostille.ts) and the official-host rule every agreement's and the Convention's
// source follows (official-hosts.ts): each state once, with its continent and status, the
// day it applies with China where it does, and sources with the day they were checked.

import { CONTINENTS, CONVENTION_STATUSES } from '../app/domain/apostille.ts';
import { onOfficialHost } from './official-hosts.ts';
import type { Problem } from './schema.ts';

type Row = Record<string, unknown>;
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isDay = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A source `{ title, url, checked, read }` on an official host: a message, or null. */
export function officialSourceProblem(s: unknown): string | null {
  if (!isObject(s) || !filled(s.title) || typeof s.url !== 'string' || !isDay(s.checked))
    return 'must be { title, url, checked (yyyy-MM-dd), read }';
  if (s.read !== undefined && typeof s.read !== 'string')
    return 'read must be a string ("" when the page itself was read)';
  for (const key of Object.keys(s))
    if (!['title', 'url', 'checked', 'read'].includes(key)) return `has an unknown field "${key}"`;
  return onOfficialHost(s.url) ? null : `url ${s.url} is not on an official host (content/official-hosts.ts)`;
}

/** The apostille guide's `convention`: `{ inForce, states, sources }`. */
export function conventionCheck(v: unknown, path: string, problems: Problem[]): string | null {
  if (!isObject(v) || !Array.isArray(v.states) || !Array.isArray(v.sources))
    return 'must be an object { inForce, states, sources }';
  if (!isDay(v.inForce))
    problems.push({ path: `${path}.inForce`, message: 'must be the day in force for China, "yyyy-MM-dd"' });
  const seen = new Set<string>();
  v.states.forEach((s, i) => {
    const at = `${path}.states[${i}]`;
    if (!isObject(s) || !filled(s.name)) {
      problems.push({ path: at, message: 'must be an object { name, continent, status, withChina, note }' });
      return;
    }
    if (seen.has(s.name)) problems.push({ path: `${at}.name`, message: `names "${s.name}" twice` });
    seen.add(s.name);
    if (!CONTINENTS.includes(s.continent as never))
      problems.push({ path: `${at}.continent`, message: `must be one of ${CONTINENTS.join(', ')}` });
    if (!CONVENTION_STATUSES.includes(s.status as never))
      problems.push({ path: `${at}.status`, message: `must be one of ${CONVENTION_STATUSES.join(', ')}` });
    // The day it applies is stated exactly where it applies: a party or Hong Kong and Macao.
    const dated = s.status === 'party' || s.status === 'sar';
    if (dated ? !isDay(s.withChina) : s.withChina !== '')
      problems.push({
        path: `${at}.withChina`,
        message: dated ? 'must be the day it applies, "yyyy-MM-dd"' : 'must be "" (it does not apply)',
      });
    if (typeof s.note !== 'string') problems.push({ path: `${at}.note`, message: 'must be a string ("" for none)' });
    if ((s.status === 'objected' || s.status === 'unconfirmed') && !filled(s.note))
      problems.push({ path: `${at}.note`, message: 'must say why it does not apply or what is unconfirmed' });
    for (const key of Object.keys(s))
      if (!['name', 'continent', 'status', 'withChina', 'note'].includes(key))
        problems.push({ path: `${at}.${key}`, message: 'unknown field' });
  });
  if (v.sources.length === 0) problems.push({ path: `${path}.sources`, message: 'must name its sources' });
  v.sources.forEach((s, i) => {
    const message = officialSourceProblem(s);
    if (message) problems.push({ path: `${path}.sources[${i}]`, message });
  });
  return null;
}
