// Under each sourced section of a service guide, the line pointing to its 信息来源 (docs/decisions/0017);
// the sources section itself is HTML the loader writes (app/data/guide-sources-html.ts).

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

/** The 信息来源 section as its loader wrote it (app/data/guide-sources-html.ts). */
export function GuideSources({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: written by guide-sources-html.ts from content, every text escaped.
  return html ? <div className="guide-sources-block" dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
