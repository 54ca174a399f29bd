// The import document of content/README.md (format version 1): its types, entities and
// enumerations. Pure TS: runs in Node and workerd (content/validate.ts checks a document).

import type { Agreement } from '../app/domain/agreements.ts';
import type { ColumnClass } from '../app/domain/column-classes.ts';
import type { CertificationCode } from '../app/domain/services.ts';
import type { GuideBasis, GuideLink, GuideMaterial, GuideSource, JourneyStep } from '../app/api/types.ts';

export type ColumnType = 'list' | 'page' | 'link';
export type AdPosition = 'home-banner' | 'home-middle' | 'sidebar' | 'mobile-banner';

export const COLUMN_TYPES: readonly ColumnType[] = ['list', 'page', 'link'];
export const AD_POSITIONS: readonly AdPosition[] = ['home-banner', 'home-middle', 'sidebar', 'mobile-banner'];

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
  /** Its class for the national inspection (app/domain/column-classes.ts); absent or null: defaulted from its code. */
  columnClass?: ColumnClass | null;
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
  // A service guide's sections (docs/api.md "Guide sections"; required on guides, see validate-guide.ts).
  scope?: Text;
  /** 办理机构: who handles the matter. */
  agency?: Text;
  basis?: GuideBasis[] | null;
  conditions?: string[] | null;
  materials?: GuideMaterial[] | null;
  steps?: string[] | null;
  timeLimit?: { promised: string; statutory: string } | null;
  fees?: { text: string; basis: string } | null;
  place?: Text;
  visits?: number | null;
  hotline?: Text;
  complaintPhone?: Text;
  onlineUrl?: Text;
  verifyLinks?: GuideLink[] | null;
  /** 信息来源: what backs each section that states a rule, fee, time limit or platform. */
  sources?: GuideSource[] | null;
  /** The export journey's steps (the journey page's release only). */
  journey?: JourneyRecord | null;
  /** The preferential trade agreements in force (the FTA guide only; app/domain/agreements.ts). */
  agreements?: Agreement[] | null;
  /** After this time (yyyy-MM-dd HH:mm:ss) the notice has ended: its page says so, search ranks it last. */
  validUntil?: Text;
}

type JourneyStepRecord = Partial<Omit<JourneyStep, 'title'>> & { title: string };

export interface JourneyRecord {
  steps: JourneyStepRecord[];
  sidePaths?: JourneyStepRecord[];
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
  /** `yyyy-MM-dd`, the last day the council takes registrations; absent: until the fair starts. */
  registrationDeadline?: Text;
  coverImage?: Text;
  summary?: Text;
  content?: Text;
  linkUrl?: Text;
}

export interface AdvertisingRecord extends Stamped {
  id: string;
  /** The advert's words, shown as text over its picture (which carries none). */
  title: string;
  subTitle?: Text;
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
  serviceCode: CertificationCode;
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

/** Words a visitor may use for the same thing (site search): `word` and its `variants`. */
export interface SynonymRecord extends Stamped {
  id: string;
  word: string;
  variants: string[];
  /**
   * What the words mean, when they name one thing (issue 22): `service:<code>` (that
   * service's guide; a query naming it shows the guide as the best bet) or `faq:<id>` (a
   * certification FAQ). The group's words are indexed with it.
   */
  target?: string | null;
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
  synonyms?: SynonymRecord[];
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
  'synonyms',
];

export interface Problem {
  /** Where, e.g. `releases[12].releaseTime`; `document` for the whole thing. */
  path: string;
  message: string;
}
