// A service guide's 办事指南 sections and the export journey, as the content API answers them
// (docs/api.md "Guide sections"); re-exported by types.ts with the other entities.

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
 * A case people bring that the usual steps do not answer (a certificate to correct, lost, or
 * applied for after shipment; a small parcel): when it applies and what to do.
 */
export interface GuideCase {
  /** Letters, digits and "-": its anchor is `guide-case-<key>`, which FAQs and articles link to. */
  key: string;
  /** Its name, as FAQs and articles call it (更改证书). */
  name: string;
  /** When it is this case and not another. */
  when: string;
  /** What to do: the steps, limits and marks, one a line. */
  how: string[];
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
 * docs/api.md "Guide sections", plain text. An upstream may send only some: a section absent
 * upstream is null and is left out of the page; the seed validates that none is absent.
 */
export interface GuideSections {
  scope: string | null;
  /** 办理机构: the department or centre that handles the matter. */
  agency: string | null;
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
  /** The cases beyond the usual application, each with its anchor. */
  cases: GuideCase[];
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
