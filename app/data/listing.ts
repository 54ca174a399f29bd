// A list column's page of releases with its filters (tag, keyword) and paging; a page
// past the end shows the last page (requirements §4: the page stays within 1..page count) by
// redirecting to its URL, so that no page number past it answers 200 as a page of its own
// (issue 28: every such number would be another copy of the last page for crawlers).

import type { ContentApi } from '../api/client.ts';
import type { Column } from '../api/types.ts';
import { pageNotFound } from '../lib/http-errors.ts';
import { readKeyword } from '../lib/keyword.ts';
import { releaseCard } from './cards.ts';
import { redirect } from 'react-router';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

export async function loadListing(api: ContentApi, column: Column, url: URL) {
  const { page, size } = readPaging(url);
  const tagId = /^\d+$/.test(url.searchParams.get('tag') ?? '') ? url.searchParams.get('tag')! : undefined;
  const keyword = readKeyword(url);
  const query = { columnId: column.id, pageSize: size, tagId, title: keyword };
  // A tag the column does not have is a page that does not exist: told from the column's
  // tags (cached) before any release is asked for (the worker checks the same, knownMissing).
  const tagList = tagId ? await api.ListTagByColumnId(column.id) : undefined;
  if (tagList && !tagList.some((t) => t.id === tagId)) throw pageNotFound(url.pathname);
  const [first, tags, hotWords] = await Promise.all([
    api.ListRelease({ ...query, pageNum: page }),
    tagList ?? api.ListTagByColumnId(column.id),
    api.listHotWordByColumnId(column.id),
  ]);
  const last = pageCount(first.total, size);
  const current = clampPage(page, last);
  if (current !== page) throw redirect(pageUrl(url, current));
  const result = first;
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

/** The same listing at page `page` (page 1 has no `page`, as the pager writes it), path and query only. */
function pageUrl(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}
