// What each structured section of a service guide shows (guide-sections.tsx puts them in order
// under their headings): the text, lists, the materials table and labelled values of one section.

import type { ReactNode } from 'react';
import type { GuideSections as Sections } from '../api/types.ts';
import type { GuideSectionDef } from '../domain/guide-sections.ts';
import { readingCopyPath } from '../lib/documents.ts';
import { AppLink } from './app-link.tsx';
import { GuideStart } from './guide-start.tsx';
import { PhoneText } from './phone-text.tsx';

/** A section's body, or null when the guide has nothing for it (an upstream may omit some). */
export function sectionBody(g: Sections, s: GuideSectionDef, title = ''): ReactNode | null {
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
