// The content API's entities and envelopes (shared/API.md), as the site reads them.

export type Id = string;

export interface Column {
  id: Id;
  columnPid: Id;
  columnCode: string;
  columnName: string;
  columnType: 'list' | 'page' | 'link';
  linkUrl?: string | null;
  orderNum: number;
  description?: string | null;
}

export interface ColumnNode extends Column {
  children: ColumnNode[];
}

export interface TagRef {
  id: Id;
  tagName: string;
}

export interface Attachment {
  name: string;
  url: string;
}

export interface Release {
  id: Id;
  columnId: Id;
  columnCode: string;
  title: string;
  subTitle?: string | null;
  summary?: string | null;
  coverImage?: string | null;
  source?: string | null;
  author?: string | null;
  releaseTime: string;
  readCount: number;
  isTop: '0' | '1';
  linkUrl?: string | null;
  tags: TagRef[];
  attachments: Attachment[];
}

export interface Neighbour {
  id: Id;
  title: string;
}

export interface ReleaseDetail extends Release {
  content: string;
  prev: Neighbour | null;
  next: Neighbour | null;
}

/** 0 upcoming, 1 in progress, 2 ended: derived from the dates at request time. */
export type ActivityStatus = '0' | '1' | '2';

export interface Activity {
  id: Id;
  columnId: Id;
  columnCode: string;
  title: string;
  summary?: string | null;
  coverImage?: string | null;
  address?: string | null;
  organizer?: string | null;
  startTime: string;
  endTime: string;
  status: ActivityStatus;
  signUpUrl?: string | null;
}

export interface ActivityDetail extends Activity {
  content: string;
}

export interface ExhibitionTheme {
  id: Id;
  themeName: string;
  orderNum: number;
}

export interface Exhibition {
  id: Id;
  themeId: Id;
  exhibitionName: string;
  country: string;
  city?: string | null;
  venue?: string | null;
  industry?: string | null;
  organizer?: string | null;
  contact?: string | null;
  phone?: string | null;
  startDate: string;
  endDate: string;
  coverImage?: string | null;
  summary?: string | null;
  content?: string | null;
  linkUrl?: string | null;
}

export type AdPosition = 'home-banner' | 'home-middle' | 'sidebar' | 'mobile-banner';

export interface Advertising {
  id: Id;
  title: string;
  imageUrl: string;
  linkUrl?: string | null;
  position: AdPosition;
  orderNum: number;
  startTime?: string | null;
  endTime?: string | null;
}

export interface HotWord {
  id: Id;
  columnId: Id;
  word: string;
  orderNum: number;
}

export interface Tag {
  id: Id;
  columnId: Id;
  tagName: string;
}

export type ServiceCode = 'origin' | 'fta' | 'certificate' | 'consular' | 'apostille' | 'ata';

export interface AuthQuType {
  id: Id;
  typeName: string;
  serviceCode: ServiceCode;
  orderNum: number;
}

export interface AuthQu {
  id: Id;
  typeId: Id;
  question: string;
  answer: string;
  orderNum: number;
}

export interface Catalogue {
  id: Id;
  parentId: Id;
  catalogueName: string;
  catalogueCode: string;
  summary?: string | null;
  icon?: string | null;
  linkUrl?: string | null;
  fileUrl?: string | null;
  orderNum: number;
}

/** `{ code, msg, data }` (API.md). */
export interface DataEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** RuoYi `TableDataInfo`: `{ code, msg, total, rows }` (API.md). */
export interface PageEnvelope<T> {
  code: number;
  msg: string;
  total: number;
  rows: T[];
}

export interface ErrorEnvelope {
  code: number;
  msg: string;
}

export type Envelope = DataEnvelope<unknown> | PageEnvelope<unknown> | ErrorEnvelope;

export interface Page<T> {
  total: number;
  rows: T[];
}
