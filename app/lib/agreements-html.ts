// The FTA guide's 适用协定与缔约方 as HTML, written by the guide's loader like its 信息来源
// (guide-sources-html.ts): static text, so the page's first-view script carries no code for it.

import { type Agreement, ISSUER_LABELS, preferential } from '../domain/agreements.ts';
import { AGREEMENTS_ANCHOR } from '../domain/guide-sections.ts';

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The section, or "" when the guide lists no agreement. */
export function agreementsHtml(agreements: readonly Agreement[]): string {
  const list = preferential(agreements);
  if (list.length === 0) return '';
  const cepa = agreements.filter((a) => a.kind === 'cepa');
  const partners = new Set(list.flatMap((a) => a.partners)).size;
  const ftas = list.filter((a) => a.kind === 'fta').length;
  const rows = list
    .map(
      (a) =>
        `<tr><th scope="row">${esc(a.name)}${a.note ? `<span class="agreements__note">${esc(a.note)}</span>` : ''}</th><td>${esc(a.partners.join('、'))}</td><td>${esc(a.certificate)}</td><td>${esc(ISSUER_LABELS[a.issuers])}</td><td>${esc(a.inForce)}</td></tr>`,
    )
    .join('');
  const source = agreements[0]!.source;
  return (
    `<section id="${AGREEMENTS_ANCHOR}" class="guide-section agreements" aria-labelledby="${AGREEMENTS_ANCHOR}-title">` +
    `<h2 id="${AGREEMENTS_ANCHOR}-title">适用协定与缔约方</h2>` +
    `<p>已对我国生效的优惠贸易协定共 ${list.length} 项（${ftas} 个自由贸易协定和《亚太贸易协定》），涉及 ${partners} 个国家。一个目的国适用多个协定的，可比较协定税率和原产地规则后任选其一申领。</p>` +
    '<div class="table-scroll"><table class="agreements__table"><caption class="visually-hidden">优惠贸易协定、缔约方与证书签发机构</caption>' +
    '<thead><tr><th scope="col">协定</th><th scope="col">缔约方</th><th scope="col">证书</th><th scope="col">签发机构</th><th scope="col">对我国生效</th></tr></thead>' +
    `<tbody>${rows}</tbody></table></div>` +
    cepa.map((a) => `<p class="agreements__cepa"><strong>${esc(a.short)}：</strong>${esc(a.note)}</p>`).join('') +
    `<p class="agreements__source">来源：<a href="${esc(source.url)}" rel="noopener">${esc(source.title)}</a>，核对日期 ${esc(source.checked)}</p>` +
    '</section>'
  );
}
