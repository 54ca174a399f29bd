// A service guide's structured sections (docs/api.md "Guide sections") in the order of requirements §12.1, each
// under its own heading and anchor, then 核验与查询 where the guide has verification links.

import type { GuideSections as Sections } from '../api/types.ts';
import type { Agreement } from '../domain/agreements.ts';
import type { Convention } from '../domain/apostille.ts';
import {
  AGREEMENTS_ANCHOR,
  CONVENTION_ANCHOR,
  CASES_SECTION,
  caseAnchor,
  casesHeading,
  GUIDE_SECTIONS,
  SOURCES_SECTION,
  VERIFY_SECTION,
} from '../domain/guide-sections.ts';
import { AppLink } from './app-link.tsx';
import { GuideSources, SourceRefs } from './guide-sources.tsx';
import { GuideAgreements, GuideConvention } from './guide-parts.ts';
import { sectionBody } from './guide-section-body.tsx';

/** The sections this guide has content for, in order (the table of contents uses it too). */
export function presentSections(
  guide: Sections,
  agreements = false,
  convention = false,
): { anchor: string; label: string }[] {
  const present: { anchor: string; label: string }[] = GUIDE_SECTIONS.filter((s) => sectionBody(guide, s) !== null);
  // Right after 适用范围, which the table or the list continues.
  const at = present[0]?.anchor === GUIDE_SECTIONS[0]!.anchor ? 1 : 0;
  if (agreements) present.splice(at, 0, { anchor: AGREEMENTS_ANCHOR, label: '适用协定与缔约方' });
  if (convention) present.splice(at, 0, { anchor: CONVENTION_ANCHOR, label: '《公约》缔约国与适用日期' });
  if (guide.cases.length > 0) present.push({ ...CASES_SECTION, label: casesHeading(guide.cases.map((c) => c.name)) });
  if (guide.verifyLinks.length > 0) present.push(VERIFY_SECTION);
  if (guide.sources.length > 0) present.push(SOURCES_SECTION);
  return present;
}

/**
 * The guide's sections in 办事指南 order, then its 信息来源 (`sourcesHtml`, written by the
 * loader); the FTA guide's agreements (when given) after its 适用范围.
 */
export function GuideSections({
  guide,
  title,
  sourcesHtml,
  agreements = [],
  convention = null,
}: {
  guide: Sections;
  title: string;
  sourcesHtml: string;
  agreements?: readonly Agreement[];
  convention?: Convention | null;
}) {
  return (
    <div className="guide-sections">
      {GUIDE_SECTIONS.map((s, i) => {
        const content = sectionBody(guide, s, title);
        const table =
          i !== 0 ? null : agreements.length > 0 ? (
            <GuideAgreements key="agreements" agreements={agreements} />
          ) : convention ? (
            <GuideConvention key="convention" convention={convention} />
          ) : null;
        return content === null
          ? table
          : [
              <section
                key={s.key}
                id={s.anchor}
                className={`guide-section guide-section--${s.key}`}
                aria-labelledby={`${s.anchor}-title`}
              >
                <h2 id={`${s.anchor}-title`}>{s.label}</h2>
                {content}
                <SourceRefs sources={guide.sources} section={s.key} />
              </section>,
              table,
            ];
      })}
      {guide.cases.length > 0 && <GuideCases guide={guide} />}
      {guide.verifyLinks.length > 0 && (
        <section
          id={VERIFY_SECTION.anchor}
          className="guide-section"
          aria-labelledby={`${VERIFY_SECTION.anchor}-title`}
        >
          <h2 id={`${VERIFY_SECTION.anchor}-title`}>{VERIFY_SECTION.label}</h2>
          <p>签发后的文书可在以下官方系统核验真伪、查询办理进度：</p>
          <ul>
            {guide.verifyLinks.map((l) => (
              <li key={l.url}>
                <AppLink to={l.url}>{l.name}</AppLink>
              </li>
            ))}
          </ul>
          <SourceRefs sources={guide.sources} section={VERIFY_SECTION.key} />
        </section>
      )}
      <GuideSources html={sourcesHtml} />
    </div>
  );
}

/** 特殊情形: each case under its own heading and anchor, when it applies and what to do. */
function GuideCases({ guide }: { guide: Sections }) {
  return (
    <section
      id={CASES_SECTION.anchor}
      className="guide-section guide-section--cases"
      aria-labelledby={`${CASES_SECTION.anchor}-title`}
    >
      <h2 id={`${CASES_SECTION.anchor}-title`}>{casesHeading(guide.cases.map((c) => c.name))}</h2>
      {guide.cases.map((c) => (
        <div key={c.key} id={caseAnchor(c.key)} className="guide-case">
          <h3>{c.name}</h3>
          <p className="guide-case__when">
            <strong>适用情形：</strong>
            {c.when}
          </p>
          <ul>
            {c.how.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
      <SourceRefs sources={guide.sources} section={CASES_SECTION.key} />
    </section>
  );
}
