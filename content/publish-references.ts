// What a publish's records point at must be there before they go live (issue 46): uploaded files
// (/media/… in R2, or kept under withdrawn/ and brought back), the site's own files, the
// articles, activities, columns and pages their links name (the audit's link rules,
// content/audit/links.ts). A reference that leads nowhere refuses the publish, naming the record,
// the field and the address; what the worker's sanitiser would drop (<script>, on* attributes,
// javascript:, <iframe>) is a warning naming the record: published anyway. Messages in Chinese,
// for the editor. Pure TS.

import type { Column } from '../app/api/types.ts';
import { knownPagePaths, linkTarget } from './audit/links.ts';
import type { Live } from './publish-live.ts';
import { after, recordsOf, removedIds, type Changes } from './publish-changes.ts';
import type { MediaStore } from './media-store.ts';
import { MEDIA_PATH } from './media.ts';
import type { ImportSession } from './import-run.ts';
import { ENTITY_KEYS, type EntityKey, type Problem } from './schema.ts';

export interface ReferenceOptions {
  /** Where uploaded files are; without it /media/ addresses are not judged. */
  media?: MediaStore;
  /** Whether a site file (public/…) exists; without it those are not judged. */
  siteFile?: (path: string) => Promise<boolean> | boolean;
}

export interface ReferenceReport {
  problems: Problem[];
  warnings: Problem[];
  /** Files kept under withdrawn/ that the records name again: moved back before the batch. */
  restore: string[];
}

/** A local address in a record, with what it is for the editor and where it sits. */
interface Ref {
  path: string;
  what: '图片' | '封面图片' | '附件' | '链接';
  url: string;
}

const FIELD_KIND: Readonly<Record<string, Ref['what']>> = {
  coverImage: '封面图片',
  imageUrl: '图片',
  fileUrl: '附件',
  formUrl: '附件',
  url: '附件',
};

/** The HTML constructs the sanitiser (worker/content/sanitize.ts) drops, as the editor reads them. */
const DROPPED: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /<script\b/i, name: '<script> 脚本' },
  { pattern: /<iframe\b/i, name: '<iframe> 内嵌框架' },
  { pattern: /\son[a-z]+\s*=/i, name: 'on… 事件属性（如 onclick）' },
  { pattern: /javascript:/i, name: 'javascript: 链接' },
];

const isLocal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** Every local address of a record: src/href inside its text, and the fields that hold one. */
function refsOf(value: unknown, path: string, key = ''): Ref[] {
  if (typeof value === 'string') {
    const refs: Ref[] = [];
    for (const m of value.matchAll(/\b(src|href)="([^"]*)"/g)) {
      const url = (m[2] ?? '').replace(/&amp;/g, '&');
      if (isLocal(url)) refs.push({ path, what: m[1] === 'src' ? '图片' : '链接', url });
    }
    const kind = FIELD_KIND[key];
    if (kind && isLocal(value.trim())) refs.push({ path, what: kind, url: value.trim() });
    return refs;
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${path}[${i}]`, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => refsOf(v, path ? `${path}.${k}` : k, k));
  return [];
}

/** `releases[0]（id 2000001「标题」）`: how a message names a record. */
function named(entity: EntityKey, i: number, record: Record<string, unknown>): string {
  const title = record.title ?? record.exhibitionName ?? record.question ?? record.catalogueName ?? record.word;
  return `${entity}[${i}]（id ${String(record.id)}${typeof title === 'string' ? `「${title}」` : ''}）`;
}

/** Checks the references of the (resolved) publish's records; reads D1 once for the ids links name. */
export async function checkReferences(
  db: ImportSession,
  changes: Changes,
  live: Live,
  options: ReferenceOptions = {},
): Promise<ReferenceReport> {
  const report: ReferenceReport = { problems: [], warnings: [], restore: [] };
  const found: { entity: EntityKey; i: number; record: Record<string, unknown>; ref: Ref }[] = [];
  for (const entity of ENTITY_KEYS)
    recordsOf(changes, entity).forEach((r, i) => {
      const record = r as unknown as Record<string, unknown>;
      for (const ref of refsOf(record, `${entity}[${i}]`)) found.push({ entity, i, record, ref });
      for (const [field, text] of Object.entries(record)) {
        if (typeof text !== 'string') continue;
        for (const d of DROPPED.filter((x) => x.pattern.test(text)))
          report.warnings.push({
            path: `${entity}[${i}].${field}`,
            message: `${named(entity, i, record)}含有 ${d.name}：网站显示时会将其删去，访客看不到（仅为提醒，不影响发布）。请从原文删去它，需要嵌入的内容请改为链接`,
          });
      }
    });
  // The articles and activities links name: in D1, or published by this file, and not removed by it.
  const ids = { release: new Set<string>(), activity: new Set<string>() };
  for (const { ref } of found) {
    const t = linkTarget(ref.url);
    if (t.kind === 'release' || t.kind === 'activity') ids[t.kind].add(t.id);
  }
  const exists = { release: new Set<string>(), activity: new Set<string>() };
  for (const [kind, table] of [
    ['release', 'releases'],
    ['activity', 'activities'],
  ] as const) {
    if (ids[kind].size === 0) continue;
    const rows = await db.all<{ id: string }>(
      `SELECT CAST(id AS TEXT) AS id FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`,
      JSON.stringify([...ids[kind]].map(Number)),
    );
    const gone = new Set(removedIds(changes, table));
    for (const r of rows) if (!gone.has(String(r.id))) exists[kind].add(String(r.id));
    for (const r of recordsOf(changes, table)) exists[kind].add(r.id);
  }
  const columns = after(changes, 'columns', live.columns);
  const columnIds = new Set(columns.map((c) => c.id));
  // The column tree as the site routes it (a link column's linkUrl read as it is stored).
  const pages = knownPagePaths(columns.map((c) => ({ ...c, linkUrl: c.linkUrl ?? null }) as unknown as Column));
  const states = new Map<string, Promise<string>>();
  for (const { entity, i, record, ref } of found) {
    const where = `${named(entity, i, record)}的${ref.what} ${ref.url}`;
    const refuse = (what: string, todo: string) =>
      report.problems.push({ path: ref.path, message: `${where} ${what}：${todo}` });
    if (ref.url.startsWith(MEDIA_PATH)) {
      if (!options.media) continue;
      const key = decodeURI(ref.url.slice(MEDIA_PATH.length).split(/[?#]/)[0]!);
      if (!states.has(key)) states.set(key, options.media.state(key));
      const state = await states.get(key)!;
      if (state === 'withdrawn' && !report.restore.includes(key)) report.restore.push(key);
      if (state === 'missing')
        refuse('不存在（媒体存储 R2 中没有这个文件）', '请在发布文件中写 "upload:本地文件路径" 让工具上传，或改正地址');
      continue;
    }
    const t = linkTarget(ref.url);
    if (t.kind === 'release' && !exists.release.has(t.id))
      refuse(`指向的文章 ${t.id} 不存在或已撤回`, '请改正链接，或删去它');
    else if (t.kind === 'activity' && !exists.activity.has(t.id))
      refuse(`指向的活动 ${t.id} 不存在或已撤回`, '请改正链接，或删去它');
    else if (t.kind === 'column' && !columnIds.has(t.id)) refuse(`指向的栏目 ${t.id} 不存在`, '请改正链接，或删去它');
    else if (t.kind === 'page' && !pages.has(t.path))
      refuse('指向的页面不存在（网站没有这个地址）', '请改正链接（站内地址见网站地图 /sitemap），或删去它');
    else if (t.kind === 'file' && options.siteFile && !(await options.siteFile(t.path)))
      refuse('不存在（网站文件 public/ 中没有）', '请改用 "upload:本地文件路径" 上传文件，或改正地址');
  }
  return report;
}
