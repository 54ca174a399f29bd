// The sections of a 办事指南 in the order every guide shows them (requirements §12:
// the elements China's government-website norms require, plus GOV.UK's start button). The
// one list the page, the import validation and the tests' expectations start from.

export interface GuideSectionDef {
  /** The field of docs/api.md "Guide sections". */
  key:
    | 'scope'
    | 'agency'
    | 'basis'
    | 'conditions'
    | 'materials'
    | 'steps'
    | 'timeLimit'
    | 'fees'
    | 'place'
    | 'visits'
    | 'hotline'
    | 'complaintPhone'
    | 'onlineUrl';
  /** Its heading on the page, and its name in an import error. */
  label: string;
  /** The anchor of its section on the page (`#guide-basis`). */
  anchor: string;
}

const def = (key: GuideSectionDef['key'], label: string): GuideSectionDef => ({ key, label, anchor: `guide-${key}` });

export const GUIDE_SECTIONS: readonly GuideSectionDef[] = [
  def('scope', '适用范围'),
  // The council's department or centre (or the body) that handles the matter: its 实施主体.
  def('agency', '办理机构'),
  def('basis', '设定依据'),
  def('conditions', '申请条件'),
  def('materials', '申请材料'),
  def('steps', '办理流程'),
  def('timeLimit', '办理时限'),
  def('fees', '收费标准'),
  def('place', '办理地点与时间'),
  def('visits', '到现场次数'),
  def('hotline', '咨询电话'),
  def('complaintPhone', '监督投诉电话'),
  def('onlineUrl', '在线办理'),
];

/** 核验与查询: optional, after the sections, on the guides whose documents can be verified. */
export const VERIFY_SECTION = { key: 'verifyLinks', label: '核验与查询', anchor: 'guide-verify' } as const;

/**
 * The sections that state a rule, a fee, a time limit or a platform: on a guide each must be
 * backed by a source (信息来源) naming it, and the import refuses one that is not (0017).
 */
export const SOURCED_KEYS: readonly string[] = [
  'agency',
  'basis',
  'conditions',
  'materials',
  'steps',
  'timeLimit',
  'fees',
  'onlineUrl',
  VERIFY_SECTION.key,
];

/** 信息来源 and 核对日期: after every other section of a guide that carries sources. */
export const SOURCES_SECTION = { key: 'sources', label: '信息来源', anchor: 'guide-sources' } as const;

/** The anchor of the `i`-th source (0-based), which "来源：[n]" under a section links to. */
export const sourceAnchor = (i: number) => `${SOURCES_SECTION.anchor}-${i + 1}`;

/** A section key's label, for the sources list and import errors. */
export function sectionLabel(key: string): string {
  if (key === VERIFY_SECTION.key) return VERIFY_SECTION.label;
  return GUIDE_SECTIONS.find((s) => s.key === key)?.label ?? key;
}

/** The anchor of the FTA guide's 适用协定与缔约方 (components/guide-agreements.tsx renders it). */
export const AGREEMENTS_ANCHOR = 'guide-agreements';
/** The apostille guide's 《公约》缔约国与适用日期 (after its 适用范围), which the search's box links to. */
export const CONVENTION_ANCHOR = 'convention';
