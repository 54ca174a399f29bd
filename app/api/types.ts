// The content API's entities and envelopes (docs/api.md), as the site reads them.

import type { CertificationCode } from '../domain/services.ts';
export type { Envelope, Page } from './envelopes.ts';
export type {
  GuideBasis,
  MaterialOriginal,
  GuideMaterial,
  GuideLink,
  GuideSource,
  GuideSections,
  JourneyStep,
  Journey,
} from './guide-types.ts';
import type { Agreement } from '../domain/agreements.ts';
import type { ColumnClass } from '../domain/column-class-labels.ts';
import type { GuideSections, Journey } from './guide-types.ts';

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
  /** Its class for the national inspection: the one it keeps, else the default from its code (app/domain/column-classes.ts). */
  columnClass: ColumnClass;
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
  /** A notice's end (yyyy-MM-dd HH:mm:ss, Beijing time); past it, the notice has ended. Null: no end. */
  validUntil: string | null;
}

/** The site's own `listReleaseKeys` (issue 28): a release as the sitemap names it, nothing more. */
export type ReleaseKey = Pick<Release, 'id' | 'columnCode' | 'releaseTime' | 'linkUrl'>;

export interface Neighbour {
  id: Id;
  title: string;
}

export interface ReleaseDetail extends Release {
  content: string;
  prev: Neighbour | null;
  next: Neighbour | null;
  /** The release's last change (docs/api.md: every entity may carry it); a guide shows it. */
  updateTime: string | null;
  /** A service guide's sections (docs/api.md "Guide sections"); null when it has none (upstream). */
  guide: GuideSections | null;
  /** The export journey's steps, on the journey page's release only. */
  journey: Journey | null;
  /** The preferential trade agreements in force, on the FTA guide only ([] elsewhere). */
  agreements: Agreement[];
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
  /** `yyyy-MM-dd`: the last day to register; null: registration runs until the fair starts. */
  registrationDeadline?: string | null;
  coverImage?: string | null;
  summary?: string | null;
  content?: string | null;
  linkUrl?: string | null;
}

export type AdPosition = 'home-banner' | 'home-middle' | 'sidebar' | 'mobile-banner';

export interface Advertising {
  id: Id;
  /** The advert's words: HTML text over the picture, which carries none. */
  title: string;
  subTitle?: string | null;
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

export interface AuthQuType {
  id: Id;
  typeName: string;
  serviceCode: CertificationCode;
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
