// 信息来源 and 核对日期 of a service guide (docs/decisions/0017) as HTML, written by the guide's
// loader: the list is static text, so the page's first-view script carries no code for it
// (the 120 KB budget before hydration, decision 0076); the page puts it in place as it does
// an article's body.

import type { GuideSource } from '../api/types.ts';
import { SOURCES_SECTION, sectionLabel, sourceAnchor } from '../domain/guide-sections.ts';
import { ROUTED_LINK } from '../lib/link-clicks.ts';
import { isExternalLink, isInternalPath, toMobilePath } from '../lib/links.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The oldest check among the sources: the guide is checked as of that day, not later. */
export function checkedOn(sources: readonly GuideSource[]): string | null {
  return sources.reduce<string | null>((min, s) => (min === null || s.checked < min ? s.checked : min), null);
}

/** A source's link as AppLink writes it: an external one in a new tab, said so; a site path on this device's version. */
function sourceLink(s: GuideSource, mobile: boolean): string {
  const name = `<span class="visually-hidden">：${escapeHtml(s.title)}</span>`;
  if (isExternalLink(s.url))
    return ` <a href="${escapeHtml(s.url)}" target="_blank" rel="noopener noreferrer">查看原文${name}<span class="visually-hidden">（在新窗口打开）</span></a>`;
  if (isInternalPath(s.url))
    return ` <a ${ROUTED_LINK} href="${escapeHtml(mobile ? toMobilePath(s.url) : s.url)}">查看原文${name}</a>`;
  return '';
}

/** The 信息来源 section, or '' when the guide names no source. */
export function guideSourcesHtml(sources: readonly GuideSource[], mobile: boolean): string {
  const checked = checkedOn(sources);
  if (checked === null) return '';
  const { anchor, label } = SOURCES_SECTION;
  const items = sources.map((s, i) => {
    const meta = [s.issuer, s.number, s.date].filter(Boolean).join('，');
    const link = sourceLink(s, mobile);
    const supports = s.sections.map(sectionLabel).join('、');
    return (
      `<li id="${sourceAnchor(i)}"><cite>${escapeHtml(s.title)}</cite><span class="guide-sources__meta">（${escapeHtml(meta)}）</span>${link}<br>` +
      `<span class="guide-sources__supports">依据：${escapeHtml(supports)}；核对于 <time datetime="${escapeHtml(s.checked)}">${escapeHtml(s.checked)}</time></span></li>`
    );
  });
  return (
    `<section id="${anchor}" class="guide-section guide-sources" aria-labelledby="${anchor}-title">` +
    `<h2 id="${anchor}-title">${label}</h2>` +
    `<p class="guide-sources__checked">核对日期：<time datetime="${escapeHtml(checked)}">${escapeHtml(checked)}</time>` +
    '<span>（已于该日对照下列来源核对；如有变化，以来源最新规定为准）</span></p>' +
    `<ol class="guide-sources__list">${items.join('')}</ol></section>`
  );
}
