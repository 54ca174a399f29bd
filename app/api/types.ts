// The content API's entities and envelopes (shared/API.md), as the site reads them.

import type { CertificationCode } from '../domain/services.ts';
export type { DataEnvelope, Envelope, ErrorEnvelope, Page, PageEnvelope } from './envelopes.ts';

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
  /** The release's last change (API.md: every entity may carry it); a guide shows it. */
  updateTime: string | null;
  /** A service guide's sections (API.md "Guide sections"); null when it has none (upstream). */
  guide: GuideSections | null;
  /** The export journey's steps, on the journey page's release only. */
  journey: Journey | null;
}

/** A law or rule a guide rests on: 《name》 and its number (文号). */
export interface GuideBasis {
  name: string;
  number: string;
}

export type MaterialOriginal = '原件' | '复印件' | '原件及复印件';

/** One row of a guide's 申请材料 checklist. */
export interface GuideMaterial {
  name: string;
  original: MaterialOriginal;
  copies: number;
  note: string;
  /** A /files/… form to download, or "" when the item has none. */
  formUrl: string;
}

export interface GuideLink {
  name: string;
  url: string;
}

/**
 * Where a guide's facts come from (信息来源): a rule, notice or official page, the sections
 * it supports and the day it was last checked against them (核对日期).
 */
export interface GuideSource {
  /** 《…》 or the page's title. */
  title: string;
  issuer: string;
  /** 文号, "" when it has none. */
  number: string;
  /** Published or in force from, yyyy-MM-dd; "" when unknown. */
  date: string;
  /** http(s), a site path (a council notice), or "" when not public. */
  url: string;
  /** The guide section keys it supports (guide-sections.ts), and `verifyLinks`. */
  sections: string[];
  /** The day the sections were last checked against it, yyyy-MM-dd. */
  checked: string;
}

/**
 * API.md "Guide sections", plain text. An upstream may send only some: a section absent
 * upstream is null and is left out of the page; the seed validates that none is absent.
 */
export interface GuideSections {
  scope: string | null;
  basis: GuideBasis[];
  conditions: string[];
  materials: GuideMaterial[];
  steps: string[];
  timeLimit: { promised: string; statutory: string } | null;
  fees: { text: string; basis: string } | null;
  place: string | null;
  visits: number | null;
  hotline: string | null;
  complaintPhone: string | null;
  /** An absolute http(s) URL: the online system where the application starts. */
  onlineUrl: string | null;
  /** 核验与查询: official systems that verify what this service issues. */
  verifyLinks: GuideLink[];
  /** 信息来源: empty when an upstream sends none. */
  sources: GuideSource[];
}

/** One step of the export journey (出口办证一件事), or a side path beside it. */
export interface JourneyStep {
  title: string;
  summary: string;
  /** The guides this step is done with, by service code; a step with two is an either/or. */
  services: string[];
  /** For an either/or step: when each service applies (e.g. which destinations). */
  choices: { service: string; when: string }[];
  /** A site path for a step done without a guide of its own (e.g. a guide's section). */
  link: string | null;
}

export interface Journey {
  steps: JourneyStep[];
  sidePaths: JourneyStep[];
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
