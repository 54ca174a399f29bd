// Import rules for the Apostille Convention's content (the apostille guide's `convention`,
// app/domain/apostille.ts) and the official-host rule every agreement's and the Convention's
// source follows (official-hosts.ts): each state once, with its continent and status, the
// day it applies with China where it does, and sources with the day they were checked.

import { CONTINENTS, CONVENTION_STATUSES } from '../app/domain/apostille.ts';
import { onOfficialHost } from './official-hosts.ts';
import { UNKNOWN_FIELD } from './validate-formats.ts';
import type { Problem } from './schema.ts';

type Row = Record<string, unknown>;
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isDay = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A source `{ title, url, checked, read }` on an official host: a message, or null. */
export function officialSourceProblem(s: unknown): string | null {
  if (!isObject(s) || !filled(s.title) || typeof s.url !== 'string' || !isDay(s.checked))
    return '须是 { title, url, checked（yyyy-MM-dd）, read }，标题、网址和核对日期都不能缺';
  if (s.read !== undefined && typeof s.read !== 'string') return 'read 须是字符串（直接读了该网页时写 ""）';
  for (const key of Object.keys(s))
    if (!['title', 'url', 'checked', 'read'].includes(key)) return `有未知字段 "${key}"，请删去或检查拼写`;
  return onOfficialHost(s.url)
    ? null
    : `网址 ${s.url} 不在官方网站上（官方网站见 content/official-hosts.ts）：请改引官方来源`;
}

/** The apostille guide's `convention`: `{ inForce, states, sources }`. */
export function conventionCheck(v: unknown, path: string, problems: Problem[]): string | null {
  if (!isObject(v) || !Array.isArray(v.states) || !Array.isArray(v.sources))
    return '须是对象 { inForce, states, sources }';
  if (!isDay(v.inForce)) problems.push({ path: `${path}.inForce`, message: '须是对中国生效之日 "yyyy-MM-dd"' });
  const seen = new Set<string>();
  v.states.forEach((s, i) => {
    const at = `${path}.states[${i}]`;
    if (!isObject(s) || !filled(s.name)) {
      problems.push({ path: at, message: '须是对象 { name, continent, status, withChina, note }，且 name 不能为空' });
      return;
    }
    if (seen.has(s.name)) problems.push({ path: `${at}.name`, message: `“${s.name}”写了两次` });
    seen.add(s.name);
    if (!CONTINENTS.includes(s.continent as never))
      problems.push({ path: `${at}.continent`, message: `须是以下之一：${CONTINENTS.join('、')}` });
    if (!CONVENTION_STATUSES.includes(s.status as never))
      problems.push({ path: `${at}.status`, message: `须是以下之一：${CONVENTION_STATUSES.join('、')}` });
    // The day it applies is stated exactly where it applies: a party or Hong Kong and Macao.
    const dated = s.status === 'party' || s.status === 'sar';
    if (dated ? !isDay(s.withChina) : s.withChina !== '')
      problems.push({
        path: `${at}.withChina`,
        message: dated ? '须是与中国之间开始适用之日 "yyyy-MM-dd"' : '须写 ""（与中国之间不适用）',
      });
    if (typeof s.note !== 'string') problems.push({ path: `${at}.note`, message: '须是字符串，没有时写 ""' });
    if ((s.status === 'objected' || s.status === 'unconfirmed') && !filled(s.note))
      problems.push({ path: `${at}.note`, message: '须说明为何不适用，或哪一点尚未确认' });
    for (const key of Object.keys(s))
      if (!['name', 'continent', 'status', 'withChina', 'note'].includes(key))
        problems.push({ path: `${at}.${key}`, message: UNKNOWN_FIELD });
  });
  if (v.sources.length === 0) problems.push({ path: `${path}.sources`, message: '须列出来源' });
  v.sources.forEach((s, i) => {
    const message = officialSourceProblem(s);
    if (message) problems.push({ path: `${path}.sources[${i}]`, message });
  });
  return null;
}
