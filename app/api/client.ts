// The one API client: typed calls of SPEC §7 over a transport (the browser's fetch, or
// the worker's content service during SSR), decoded tolerantly (API.md).

import * as E from './entities.ts';
import { decodeData, decodeList, decodePage, num } from './decode.ts';
import { serializeQuery, type Query } from './query-string.ts';
import type {
  Activity,
  ActivityDetail,
  Advertising,
  AdPosition,
  AuthQu,
  AuthQuType,
  Catalogue,
  Column,
  Exhibition,
  ExhibitionTheme,
  HotWord,
  Page,
  Release,
  ReleaseDetail,
  ServiceCode,
  Tag,
} from './types.ts';
import { ApiError, ERROR_TEXT } from './errors.ts';

/** Fetches one API URL (path + query string) and resolves with the parsed JSON body. */
export type Transport = (url: string) => Promise<unknown>;

export interface Paging {
  pageNum?: number;
  pageSize?: number;
}

export interface ReleaseQuery extends Paging {
  columnId?: string;
  columnCode?: string;
  title?: string;
  tagId?: string;
  isTop?: '0' | '1';
  beginTime?: string;
  endTime?: string;
}

export interface ActivityQuery extends Paging {
  columnId?: string;
  columnCode?: string;
  status?: '0' | '1' | '2';
  title?: string;
}

export interface ExhibitionQuery extends Paging {
  themeId?: string;
  exhibitionName?: string;
  country?: string;
  year?: string;
}

export interface AuthQuQuery extends Paging {
  typeId?: string;
  question?: string;
}

export function apiUrl(path: string, query?: Query): string {
  const qs = serializeQuery(query);
  return qs ? `${path}?${qs}` : path;
}

const seg = (id: string) => encodeURIComponent(id);

export function createContentApi(transport: Transport) {
  const get = (path: string, query?: Query) => transport(apiUrl(path, query));
  return {
    listColumn: async (): Promise<Column[]> => decodeList(await get('/api/cn/listColumn'), E.column),
    listRelease: async ({ beginTime, endTime, ...q }: ReleaseQuery): Promise<Page<Release>> =>
      decodePage(await get('/api/cn/ListRelease', { ...q, params: { beginTime, endTime } }), E.release),
    releaseDetail: async (id: string): Promise<ReleaseDetail> =>
      required(E.releaseDetail(decodeData(await get(`/api/cn/releaseDetailById/${seg(id)}`)))),
    listHotWord: async (columnId: string): Promise<HotWord[]> =>
      decodeList(await get(`/api/cn/listHotWordByColumnId/${seg(columnId)}`), E.hotWord),
    listTag: async (columnId: string): Promise<Tag[]> =>
      decodeList(await get(`/api/cn/ListTagByColumnId/${seg(columnId)}`), E.tag),
    listHotNews: async (q: { columnId?: string; pageSize?: number } = {}): Promise<Release[]> =>
      decodeList(await get('/api/cn/listHotNews', q), E.release),
    listActivity: async (q: ActivityQuery): Promise<Page<Activity>> =>
      decodePage(await get('/api/cn/listActivity', { ...q }), E.activity),
    activityDetail: async (id: string): Promise<ActivityDetail> =>
      required(E.activityDetail(decodeData(await get(`/api/cn/activityDetailById/${seg(id)}`)))),
    listExhibitionTheme: async (): Promise<ExhibitionTheme[]> =>
      decodeList(await get('/api/cn/listExhibitionTheme'), E.exhibitionTheme),
    listExhibition: async (q: ExhibitionQuery): Promise<Page<Exhibition>> =>
      decodePage(await get('/api/cn/listExhibition', { ...q }), E.exhibition),
    listAdvertising: async (position: AdPosition): Promise<Advertising[]> =>
      decodeList(await get('/api/cn/listAdvertising', { position }), E.advertising),
    listAuthQuType: async (serviceCode?: ServiceCode): Promise<AuthQuType[]> =>
      decodeList(await get('/api/cn/listAuthQuType', { serviceCode }), E.authQuType),
    listAuthQu: async (q: AuthQuQuery): Promise<Page<AuthQu>> =>
      decodePage(await get('/api/cn/listAuthQu', { ...q }), E.authQu),
    listCatalogue: async (): Promise<Catalogue[]> => decodeList(await get('/api/cn/listCatalogue'), E.catalogue),
    getReadCount: async (id: string): Promise<number> => num(decodeData(await get(`/api/common/getReadCount/${seg(id)}`))),
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;

function required<T>(value: T | null): T {
  if (value === null) throw new ApiError(404, ERROR_TEXT[404]);
  return value;
}
