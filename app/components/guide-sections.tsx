// A service guide's structured sections (docs/api.md "Guide sections") in the order of requirements §12.1, each
// under its own heading and anchor, then 核验与查询 where the guide has verification links.

import type { ReactNode } from 'react';
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
  type GuideSectionDef,
  SOURCES_SECTION,
  VERIFY_SECTION,
} from '../domain/guide-sections.ts';
import { readingCopyPath } from '../lib/documents.ts';
import { AppLink } from './app-link.tsx';
import { GuideSources, SourceRefs } from './guide-sources.tsx';
import { GuideStart } from './guide-start.tsx';
import { GuideAgreements, GuideConvention } from './guide-parts.ts';
import { PhoneText } from './phone-text.tsx';

/** The sections this guide has content for, in order (the table of contents uses it too). */
export function presentSections(
  guide: Sections,
  agreements = false,
  convention = false,
): { anchor: string; label: string }[] {
  const present: { anchor: string; label: string }[] = GUIDE_SECTIONS.filter((s) => body(guide, s) !== null);
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
        const content = body(guide, s, title);
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

/** A section's body, or null when the guide has nothing for it (an upstream may omit some). */
function body(g: Sections, s: GuideSectionDef, title = ''): ReactNode | null {
  switch (s.key) {
    case 'scope':
      return g.scope && <p>{g.scope}</p>;
    case 'basis':
      return g.basis.length > 0 ? (
        <ul className="guide-basis">
          {g.basis.map((b) => (
            <li key={b.name}>
              {b.name}
              {b.number && <span className="guide-basis__number">（{b.number}）</span>}
            </li>
          ))}
        </ul>
      ) : null;
    case 'conditions':
      return g.conditions.length > 0 ? (
        <ul>
          {g.conditions.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : null;
    case 'materials':
      return g.materials.length > 0 ? <MaterialsTable items={g.materials} /> : null;
    case 'steps':
      return g.steps.length > 0 ? (
        <ol className="guide-steps">
          {g.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      ) : null;
    case 'timeLimit':
      return (
        g.timeLimit && (
          <Pairs
            rows={[
              ['承诺时限', g.timeLimit.promised],
              ['法定时限', g.timeLimit.statutory],
            ]}
          />
        )
      );
    case 'fees':
      return (
        g.fees && (
          <Pairs
            rows={[
              ['收费', g.fees.text],
              ['收费依据', g.fees.basis],
            ]}
          />
        )
      );
    case 'place':
      return g.place && <p>{g.place}</p>;
    case 'agency':
      return g.agency && <p>{g.agency}</p>;
    case 'visits':
      return g.visits === null ? null : (
        <p>
          <strong className="guide-visits">{g.visits === 0 ? '0 次（全程网上办理）' : `${g.visits} 次`}</strong>
        </p>
      );
    case 'hotline':
      return (
        g.hotline && (
          <p>
            <PhoneText text={g.hotline} />
          </p>
        )
      );
    case 'complaintPhone':
      return (
        g.complaintPhone && (
          <p>
            <PhoneText text={g.complaintPhone} />
          </p>
        )
      );
    case 'onlineUrl':
      return g.onlineUrl && <GuideStart url={g.onlineUrl} title={title} />;
  }
}

/** Labelled values as a description list; a value left empty is not shown. */
function Pairs({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  return (
    <dl className="guide-pairs">
      {rows.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

function MaterialsTable({ items }: { items: Sections['materials'] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a scroll container, not a page section; a focusable region lets keyboard users scroll the wide table (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: as above, the scrolling region must take focus.
    <div className="table-scroll" role="region" aria-label="申请材料清单" tabIndex={0}>
      <table className="guide-materials">
        <caption className="visually-hidden">申请材料清单</caption>
        <thead>
          <tr>
            <th scope="col">序号</th>
            <th scope="col">材料名称</th>
            <th scope="col">原件/复印件</th>
            <th scope="col">份数</th>
            <th scope="col">说明</th>
            <th scope="col">表格下载</th>
          </tr>
        </thead>
        <tbody>
          {items.map((m, i) => (
            <tr key={m.name}>
              <td className="guide-materials__no">{i + 1}</td>
              <th scope="row">{m.name}</th>
              <td data-label="原件/复印件">{m.original}</td>
              <td data-label="份数">{m.copies}</td>
              <td data-label="说明" className={m.note ? undefined : 'guide-materials__none'}>
                {m.note || '—'}
              </td>
              <td data-label="表格" className={m.formUrl ? undefined : 'guide-materials__none'}>
                {m.formUrl ? (
                  <>
                    <AppLink to={m.formUrl} download>
                      下载表格<span className="visually-hidden">：{m.name}</span>
                    </AppLink>
                    {readingCopyPath(m.formUrl) ? (
                      <>
                        {' '}
                        <a href={readingCopyPath(m.formUrl)!}>
                          在线阅读<span className="visually-hidden">：{m.name}</span>
                        </a>
                      </>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
