// 信息来源 and 核对日期 of a service guide (docs/decisions/0017): the rules, notices and
// official pages its facts rest on, which sections each supports and when it was last checked;
// and, under each sourced section, a line pointing to its sources.

import type { GuideSource } from '../api/types.ts';
import { sourceAnchor } from '../domain/guide-sections.ts';

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

/** The 信息来源 section as its loader wrote it (app/lib/guide-sources-html.ts). */
export function GuideSources({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: written by guide-sources-html.ts from content, every text escaped.
  return html ? <div className="guide-sources-block" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
