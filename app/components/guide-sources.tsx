// 信息来源 and 核对日期 of a service guide (docs/decisions/0017): the rules, notices and
// official pages its facts rest on, which sections each supports and when it was last checked;
// and, under each sourced section, a line pointing to its sources.

import type { GuideSource } from '../api/types.ts';
import { SOURCES_SECTION, sectionLabel, sourceAnchor } from '../domain/guide-sections.ts';
import { isExternalLink, isInternalPath } from '../lib/links.ts';
import { AppLink } from './app-link.tsx';

/** "来源：[1] [3]" under a section; nothing when no source names it. */
export function SourceRefs({ sources, section }: { sources: readonly GuideSource[]; section: string }) {
  const refs = sources.flatMap((s, i) => (s.sections.includes(section) ? [i] : []));
  if (refs.length === 0) return null;
  return (
    <p className="guide-source-refs">
      来源：
      {refs.map((i) => (
        <a key={i} href={`#${sourceAnchor(i)}`} aria-label={`来源${i + 1}：${sources[i]!.title}`}>
          [{i + 1}]
        </a>
      ))}
    </p>
  );
}

/** The oldest check among the sources: the guide is checked as of that day, not later. */
export function checkedOn(sources: readonly GuideSource[]): string | null {
  return sources.reduce<string | null>((min, s) => (min === null || s.checked < min ? s.checked : min), null);
}

/** The 信息来源 section: each source, what it supports and when it was checked; nothing when the guide names none. */
export function GuideSources({ sources }: { sources: readonly GuideSource[] }) {
  const checked = checkedOn(sources);
  if (checked === null) return null;
  const { anchor, label } = SOURCES_SECTION;
  return (
    <section id={anchor} className="guide-section guide-sources" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`}>{label}</h2>
      <p className="guide-sources__checked">
        核对日期：<time dateTime={checked}>{checked}</time>
        <span>（已于该日对照下列来源核对；如有变化，以来源最新规定为准）</span>
      </p>
      <ol className="guide-sources__list">
        {sources.map((s, i) => (
          <li key={sourceAnchor(i)} id={sourceAnchor(i)}>
            <cite>{s.title}</cite>
            <span className="guide-sources__meta">（{[s.issuer, s.number, s.date].filter(Boolean).join('，')}）</span>
            {(isExternalLink(s.url) || isInternalPath(s.url)) && (
              <>
                {' '}
                <AppLink to={s.url}>
                  查看原文<span className="visually-hidden">：{s.title}</span>
                </AppLink>
              </>
            )}
            <br />
            <span className="guide-sources__supports">
              依据：{s.sections.map(sectionLabel).join('、')}；核对于 <time dateTime={s.checked}>{s.checked}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
