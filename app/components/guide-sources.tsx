// 信息来源 and 核对日期 of a service guide (docs/decisions/0017): the rules, notices and
// official pages its facts rest on, which sections each supports and when it was last checked;
// and, under each sourced section, a line pointing to its sources.

import type { GuideSource } from '../api/types.ts';
import { SOURCES_SECTION, sectionLabel } from '../domain/guide-sections.ts';
import { AppLink } from './app-link.tsx';

const anchorOf = (i: number) => `${SOURCES_SECTION.anchor}-${i + 1}`;

/** The oldest check among the sources: the guide is checked as of that day, not later. */
export function checkedOn(sources: readonly GuideSource[]): string | null {
  return sources.reduce<string | null>((min, s) => (min === null || s.checked < min ? s.checked : min), null);
}

/** "来源：[1] [3]" under a section; nothing when no source names it. */
export function SourceRefs({ sources, section }: { sources: readonly GuideSource[]; section: string }) {
  const refs = sources.flatMap((s, i) => (s.sections.includes(section) ? [i] : []));
  if (refs.length === 0) return null;
  return (
    <p className="guide-source-refs">
      来源：
      {refs.map((i) => (
        <a key={i} href={`#${anchorOf(i)}`} aria-label={`来源${i + 1}：${sources[i]!.title}`}>
          [{i + 1}]
        </a>
      ))}
    </p>
  );
}

export function GuideSources({ sources }: { sources: readonly GuideSource[] }) {
  const checked = checkedOn(sources);
  if (checked === null) return null;
  return (
    <section
      id={SOURCES_SECTION.anchor}
      className="guide-section guide-sources"
      aria-labelledby={`${SOURCES_SECTION.anchor}-title`}
    >
      <h2 id={`${SOURCES_SECTION.anchor}-title`}>{SOURCES_SECTION.label}</h2>
      <p className="guide-sources__checked">
        核对日期：<time dateTime={checked}>{checked}</time>
        <span>（已于该日对照下列来源核对；如有变化，以来源最新规定为准）</span>
      </p>
      <ol className="guide-sources__list">
        {sources.map((s, i) => (
          <li key={`${s.title}|${s.url}|${s.sections.join()}`} id={anchorOf(i)}>
            <cite>{s.title}</cite>
            <span className="guide-sources__meta">
              （{[s.issuer, s.number, s.date && `${s.date}`].filter(Boolean).join('，')}）
            </span>
            {s.url && (
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
