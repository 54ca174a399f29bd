// A list column's page of releases with its filters (tag, keyword) and paging; a page
// past the end shows the last page (SPEC §4: the page stays within 1..page count).

import type { ContentApi } from '../api/client.ts';
import type { Column } from '../api/types.ts';
import { readKeyword } from '../lib/keyword.ts';
import { releaseCard } from './cards.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

export async function loadListing(api: ContentApi, column: Column, url: URL) {
  const { page, size } = readPaging(url);
  const tagId = /^\d+$/.test(url.searchParams.get('tag') ?? '') ? url.searchParams.get('tag')! : undefined;
  const keyword = readKeyword(url);
  const query = { columnId: column.id, pageSize: size, tagId, title: keyword };
  const [first, tags, hotWords] = await Promise.all([
    api.ListRelease({ ...query, pageNum: page }),
    api.ListTagByColumnId(column.id),
    api.listHotWordByColumnId(column.id),
  ]);
  const last = pageCount(first.total, size);
  const current = clampPage(page, last);
  const result = current === page ? first : await api.ListRelease({ ...query, pageNum: current });
  return {
    releases: result.rows.map(releaseCard),
    total: result.total,
    page: current,
    size,
    tagId,
    keyword,
    tags,
    hotWords,
  };
}
