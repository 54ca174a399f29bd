// Tolerant readers of a release's guide sections and export journey (docs/api.md "Guide
// sections"): an upstream may send none, some or malformed ones; what is unusable is dropped.

import { GUIDE_SECTIONS } from '../domain/guide-sections.ts';
import { arr, num, obj, str } from './decode.ts';
import type {
  GuideBasis,
  GuideCase,
  GuideLink,
  GuideMaterial,
  GuideSections,
  GuideSource,
  Journey,
  JourneyStep,
  MaterialOriginal,
} from './types.ts';

const ORIGINALS: readonly MaterialOriginal[] = ['原件', '复印件', '原件及复印件'];

const text = (v: unknown): string | null => {
  const s = str(v).trim();
  return s === '' ? null : s;
};

const texts = (v: unknown): string[] => arr(v).flatMap((x) => (text(x) ? [text(x) as string] : []));

function basis(v: unknown): GuideBasis[] {
  return arr(v).flatMap((x) => {
    const o = obj(x);
    const name = o && text(o.name);
    return o && name ? [{ name, number: str(o.number).trim() }] : [];
  });
}

function materials(v: unknown): GuideMaterial[] {
  return arr(v).flatMap((x) => {
    const o = obj(x);
    const name = o && text(o.name);
    if (!o || !name) return [];
    const original = ORIGINALS.find((k) => k === str(o.original).trim()) ?? '原件';
    // A form is a file on this site (/files/…) or an http(s) URL: never javascript: or //host.
    const raw = str(o.formUrl).trim();
    const formUrl = /^\/(?!\/)\S*$/.test(raw) || httpUrl(raw) ? raw : '';
    return [{ name, original, copies: Math.max(1, Math.floor(num(o.copies, 1))), note: str(o.note).trim(), formUrl }];
  });
}

/** Only http(s) URLs: anything else (javascript:, relative) is not a link to follow. */
function httpUrl(v: unknown): string | null {
  const s = str(v).trim();
  return /^https?:\/\/[^\s/]+/i.test(s) ? s : null;
}

function links(v: unknown): GuideLink[] {
  return arr(v).flatMap((x) => {
    const o = obj(x);
    const name = o && text(o.name);
    const url = o && httpUrl(o.url);
    return name && url ? [{ name, url }] : [];
  });
}

/** A case needs a key fit for an anchor, a name and what to do. */
function cases(v: unknown): GuideCase[] {
  return arr(v).flatMap((x) => {
    const o = obj(x);
    const key = o ? str(o.key).trim() : '';
    const name = o && text(o.name);
    const how = o ? texts(o.how) : [];
    return o && name && /^[a-z0-9-]+$/.test(key) && how.length > 0
      ? [{ key, name, when: str(o.when).trim(), how }]
      : [];
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: unknown): string => (DAY.test(str(v).trim()) ? str(v).trim() : '');

/** 信息来源: a source needs a title and a check date; its link only http(s) or a site path. */
function sources(v: unknown): GuideSource[] {
  return arr(v).flatMap((x) => {
    const o = obj(x);
    const title = o && text(o.title);
    const checked = o ? day(o.checked) : '';
    if (!o || !title || !checked) return [];
    const raw = str(o.url).trim();
    const url = /^\/(?!\/)\S*$/.test(raw) || httpUrl(raw) ? raw : '';
    return [
      {
        title,
        issuer: str(o.issuer).trim(),
        number: str(o.number).trim(),
        date: day(o.date),
        url,
        sections: texts(o.sections),
        checked,
      },
    ];
  });
}

function pair<K extends string>(v: unknown, a: K, b: K): Record<K, string> | null {
  const o = obj(v);
  const first = o && text(o[a]);
  return o && first ? ({ [a]: first, [b]: str(o[b]).trim() } as Record<K, string>) : null;
}

/** A release's guide sections, or null when it carries none of them (it renders `content`). */
export function guideSections(o: Record<string, unknown>): GuideSections | null {
  if (!GUIDE_SECTIONS.some(({ key: k }) => o[k] !== undefined && o[k] !== null)) return null;
  const visits = num(o.visits, -1);
  return {
    scope: text(o.scope),
    agency: text(o.agency),
    basis: basis(o.basis),
    conditions: texts(o.conditions),
    materials: materials(o.materials),
    steps: texts(o.steps),
    timeLimit: pair(o.timeLimit, 'promised', 'statutory'),
    fees: pair(o.fees, 'text', 'basis'),
    place: text(o.place),
    visits: visits >= 0 ? Math.floor(visits) : null,
    hotline: text(o.hotline),
    complaintPhone: text(o.complaintPhone),
    onlineUrl: httpUrl(o.onlineUrl),
    verifyLinks: links(o.verifyLinks),
    cases: cases(o.cases),
    sources: sources(o.sources),
  };
}

function step(v: unknown): JourneyStep | null {
  const o = obj(v);
  const title = o && text(o.title);
  if (!o || !title) return null;
  const link = str(o.link).trim();
  return {
    title,
    summary: str(o.summary).trim(),
    services: texts(o.services),
    choices: arr(o.choices).flatMap((c) => {
      const co = obj(c);
      const service = co && text(co.service);
      return co && service ? [{ service, when: str(co.when).trim() }] : [];
    }),
    // Site paths only (requirements §5: internal paths start with / and hold word characters).
    link: /^\/[\w\-/]*(#[\w-]+)?$/.test(link) ? link : null,
  };
}

/** The export journey a release carries, or null. */
export function journey(v: unknown): Journey | null {
  const o = obj(v);
  if (!o) return null;
  const steps = arr(o.steps)
    .map(step)
    .filter((s): s is JourneyStep => s !== null);
  if (steps.length === 0) return null;
  return {
    steps,
    sidePaths: arr(o.sidePaths)
      .map(step)
      .filter((s): s is JourneyStep => s !== null),
  };
}
