// The content API's entities and envelopes (docs/api.md), as the site reads them: each record
// kind's fields follow from its definition (app/api/records/), plus what the API derives.

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
import type { Convention } from '../domain/apostille.ts';
import type { ColumnClass } from '../domain/column-class-labels.ts';
import type { GuideSections, Journey } from './guide-types.ts';
import type { DetailShape, WireShape } from './records/field.ts';
import type { AD_POSITIONS } from './records/kinds-site.ts';
import type { RecordKinds } from './records/record-kinds.ts';

export type Id = string;

type Wire<K extends keyof RecordKinds> = WireShape<RecordKinds[K]['fields']>;
type Detail<K extends keyof RecordKinds> = DetailShape<RecordKinds[K]['fields']>;

export type Column = Wire<'columns'> & {
  /** Its class for the national inspection: the one it keeps, else the default from its code (app/domain/column-classes.ts). */
  columnClass: ColumnClass;
};

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

export type Release = Wire<'releases'> & {
  /** The code of its column (joined by the store). */
  columnCode: string;
  tags: TagRef[];
  attachments: Attachment[];
};

/**
 * The site's own `listReleaseKeys` (issue 28): a release as the sitemap names it, nothing more;
 * `updateTime` only when later than `releaseTime` (a correction: the sitemap's lastmod).
 */
export type ReleaseKey = Pick<Release, 'id' | 'columnCode' | 'releaseTime' | 'linkUrl'> & { updateTime?: string };

export interface Neighbour {
  id: Id;
  title: string;
}

export type ReleaseDetail = Release &
  Detail<'releases'> & {
    prev: Neighbour | null;
    next: Neighbour | null;
    /** A service guide's sections (docs/api.md "Guide sections"); null when it has none (upstream). */
    guide: GuideSections | null;
    /** The export journey's steps, on the journey page's release only. */
    journey: Journey | null;
    /** The preferential trade agreements in force, on the FTA guide only ([] elsewhere). */
    agreements: Agreement[];
    /** The Apostille Convention's states, on the apostille guide only (null elsewhere). */
    convention: Convention | null;
  };

/** 0 upcoming, 1 in progress, 2 ended: derived from the dates at request time. */
export type ActivityStatus = '0' | '1' | '2';

export type Activity = Wire<'activities'> & {
  /** The code of its column (joined by the store). */
  columnCode: string;
  status: ActivityStatus;
};

export type ActivityDetail = Activity & Detail<'activities'>;

export type ExhibitionTheme = Wire<'exhibitionThemes'>;
export type Exhibition = Wire<'exhibitions'>;
export type AdPosition = (typeof AD_POSITIONS)[number];
export type Advertising = Wire<'advertising'>;
export type HotWord = Wire<'hotWords'>;

export interface Tag {
  id: Id;
  columnId: Id;
  tagName: string;
}

export type AuthQuType = Wire<'authQuTypes'>;
export type AuthQu = Wire<'authQus'>;
export type Catalogue = Wire<'catalogue'>;
export type { Fact } from '../domain/fact-refs.ts';
