// A guide's 特殊情形 (更改、重发、后发、核查…): each case under its own heading and anchor
// (#guide-case-replace, which FAQs and articles link to), when it applies and what to do. Static:
// the guide hydrates it later (guide-parts.ts).

import type { ReactNode } from 'react';
import type { GuideSections as Sections } from '../api/types.ts';
import { CASES_SECTION, caseAnchor, casesHeading } from '../domain/guide-sections.ts';

/** 特殊情形: each case under its own heading and anchor, when it applies and what to do. */
export function GuideCases({
  guide,
  sources,
}: {
  guide: Sections /** The section's source references (guide-sources.tsx). */;
  sources: ReactNode;
}) {
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
      {sources}
    </section>
  );
}
