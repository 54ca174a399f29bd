// What content:publish tells the operator (issue 46), in Chinese: each removed record by its
// list, id and title, where its page was and what that page answers now, and when visitors
// stop seeing it; at the end, every record it wrote with its id and its page. Pure TS:
// scripts/content-publish.ts prints it, the tests read it.

import { FEED_MAX_AGE, MEDIA_MAX_AGE } from './withdrawal-bound.ts';
import { changedIds, listsOf, removedIds, type Changes } from './publish-changes.ts';
import type { Live } from './publish-live.ts';
import type { Allocated } from './publish-resolve.ts';
import { type EntityKey, ENTITY_KEYS } from './schema.ts';

/** The field that names a record of each list, for a person reading the summary. */
const LABEL: Readonly<Record<EntityKey, string>> = {
  columns: 'columnName',
  releases: 'title',
  activities: 'title',
  exhibitionThemes: 'themeName',
  exhibitions: 'exhibitionName',
  advertising: 'title',
  hotWords: 'word',
  authQuTypes: 'typeName',
  authQus: 'question',
  catalogue: 'catalogueName',
  synonyms: 'word',
  facts: 'name',
};

/** The page a removed record had, which now says it was withdrawn (410). */
const PAGE: { readonly [K in EntityKey]?: (id: string) => string } = {
  releases: (id) => `/detail/${id}`,
  activities: (id) => `/detail/${id}?type=activity`,
};

/** How soon the site stops showing what was removed (README's bound, decisions 0025 and 0108). */
export const REMOVAL_BOUND =
  '它们的页面答复 410（已撤回），列表、搜索、订阅、日历和站点地图不再列出：有访问的节点在 5 秒加一次存储往返之内，' +
  '无访问的节点的第一次请求可能仍得到先前的内容。别的记录都不用的文件立即答复 410；此前取过它的浏览器或边缘缓存' +
  `最多再保留 ${MEDIA_MAX_AGE / 60} 分钟，订阅阅读器保留其订阅 ${FEED_MAX_AGE / 60} 分钟（决定 0120）`;

/** One line per removed record: `releases 3032 “…”：/detail/3032 现在答复 410（已撤回）；此编号不再分配`. */
export function removalLines(removed: Live['removing'], check = false): string[] {
  return Object.entries(removed).flatMap(([entity, list]) =>
    (list ?? []).map((record) => {
      const id = String(record.id);
      const label = record[LABEL[entity as EntityKey]];
      const page = PAGE[entity as EntityKey]?.(id);
      const answers = page ? `：${page} ${check ? '将答复' : '现在答复'} 410（已撤回）` : '';
      return `${entity} ${id}${typeof label === 'string' ? ` “${label}”` : ''}${answers}；此编号不再分配`;
    }),
  );
}

/**
 * What a publish wrote, a line per list: the ids (a "new" one as it was given) with each one's
 * page where it has one, then the ids it removed: `releases：3033 /detail/3033；撤下 3032`.
 */
export function writtenLines(changes: Changes, allocated: Allocated): string[] {
  const lists = ENTITY_KEYS.filter((e) => listsOf(changes).includes(e) || (allocated[e]?.length ?? 0) > 0);
  return lists.map((entity) => {
    const put = [...changedIds(changes, entity), ...(allocated[entity] ?? [])];
    const gone = removedIds(changes, entity);
    const page = PAGE[entity];
    const written = put.map((id) => (page ? `${id} ${page(id)}` : id)).join('，');
    return `${entity}：${[written, gone.length ? `撤下 ${gone.join('，')}` : ''].filter(Boolean).join('；')}`;
  });
}
