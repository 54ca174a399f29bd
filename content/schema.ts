// The import document of content/README.md (format version 1): its types, entities and
// enumerations. Pure TS: runs in Node and workerd (content/validate.ts checks a document).

export type ColumnType = 'list' | 'page' | 'link';
export type AdPosition = 'home-banner' | 'home-middle' | 'sidebar' | 'mobile-banner';
export type ServiceCode = 'origin' | 'fta' | 'certificate' | 'consular' | 'apostille' | 'ata';

export const COLUMN_TYPES: readonly ColumnType[] = ['list', 'page', 'link'];
export const AD_POSITIONS: readonly AdPosition[] = ['home-banner', 'home-middle', 'sidebar', 'mobile-banner'];
export const SERVICE_CODES: readonly ServiceCode[] = ['origin', 'fta', 'certificate', 'consular', 'apostille', 'ata'];

/** Optional text: absent or null means none. */
type Text = string | null;

interface Stamped {
  createTime?: Text;
  updateTime?: Text;
}

export interface ColumnRecord extends Stamped {
  id: string;
  columnPid: string;
  columnCode: string;
  columnName: string;
  columnType: ColumnType;
  linkUrl?: Text;
  orderNum: number;
  description?: Text;
}

export interface AttachmentRecord {
  name: string;
  url: string;
}

export interface ReleaseRecord extends Stamped {
  id: string;
  columnId: string;
  title: string;
  subTitle?: Text;
  summary?: Text;
  content?: Text;
  coverImage?: Text;
  source?: Text;
  author?: Text;
  releaseTime: string;
  readCount?: number;
  isTop?: '0' | '1';
  linkUrl?: Text;
  /** Tag names; tags belong to the release's column. */
  tags?: string[];
  attachments?: AttachmentRecord[];
}

export interface ActivityRecord extends Stamped {
  id: string;
  columnId: string;
  title: string;
  summary?: Text;
  content?: Text;
  coverImage?: Text;
  address?: Text;
  organizer?: Text;
  startTime: string;
  endTime: string;
  signUpUrl?: Text;
}

export interface ExhibitionThemeRecord extends Stamped {
  id: string;
  themeName: string;
  orderNum: number;
}

export interface ExhibitionRecord extends Stamped {
  id: string;
  themeId: string;
  exhibitionName: string;
  country: string;
  city?: Text;
  venue?: Text;
  industry?: Text;
  organizer?: Text;
  contact?: Text;
  phone?: Text;
  startDate: string;
  endDate: string;
  coverImage?: Text;
  summary?: Text;
  content?: Text;
  linkUrl?: Text;
}

export interface AdvertisingRecord extends Stamped {
  id: string;
  title: string;
  imageUrl: string;
  linkUrl?: Text;
  position: AdPosition;
  orderNum: number;
  /** Absent or null: no bound on that side. */
  startTime?: Text;
  endTime?: Text;
}

export interface HotWordRecord extends Stamped {
  id: string;
  /** "0" = the whole site. */
  columnId: string;
  word: string;
  orderNum: number;
}

export interface AuthQuTypeRecord extends Stamped {
  id: string;
  typeName: string;
  serviceCode: ServiceCode;
  orderNum: number;
}

export interface AuthQuRecord extends Stamped {
  id: string;
  typeId: string;
  question: string;
  answer: string;
  orderNum: number;
}

export interface CatalogueRecord extends Stamped {
  id: string;
  parentId: string;
  catalogueName: string;
  catalogueCode: string;
  summary?: Text;
  icon?: Text;
  linkUrl?: Text;
  fileUrl?: Text;
  orderNum: number;
}

/** The whole import document; a missing list means "none of these". */
export interface ContentDocument {
  version?: 1;
  columns?: ColumnRecord[];
  releases?: ReleaseRecord[];
  activities?: ActivityRecord[];
  exhibitionThemes?: ExhibitionThemeRecord[];
  exhibitions?: ExhibitionRecord[];
  advertising?: AdvertisingRecord[];
  hotWords?: HotWordRecord[];
  authQuTypes?: AuthQuTypeRecord[];
  authQus?: AuthQuRecord[];
  catalogue?: CatalogueRecord[];
}

export type EntityKey = Exclude<keyof ContentDocument, 'version'>;

/** The entity lists in load order (parents before the rows that name them). */
export const ENTITY_KEYS: readonly EntityKey[] = [
  'columns',
  'releases',
  'activities',
  'exhibitionThemes',
  'exhibitions',
  'advertising',
  'hotWords',
  'authQuTypes',
  'authQus',
  'catalogue',
];

export interface Problem {
  /** Where, e.g. `releases[12].releaseTime`; `document` for the whole thing. */
  path: string;
  message: string;
}
