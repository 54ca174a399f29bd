// Site search results: the best-bet card of a named service, then one ranked list whose
// titles and snippets carry the worker's <mark> (everything else in them is escaped).

import type { SearchHit } from '../api/search.ts';
import { SEARCH_TYPE_LABELS } from '../domain/search-types.ts';
import { SERVICE_SUMMARIES } from '../domain/service-summaries.ts';
import { serviceByCode, type Service } from '../domain/services.ts';
import { AppLink } from './app-link.tsx';
import { GUIDE_SECTIONS } from '../domain/guide-sections.ts';

/** The API guarantees these strings hold no markup but <mark> (worker/content/search-snippet.ts). */
const marked = (html: string) => ({ __html: html });

/** A guide section's anchor on the guide page (app/domain/guide-sections.ts). */
const anchorOf = (key: string) => GUIDE_SECTIONS.find((d) => d.key === key)?.anchor ?? '';

/**
 * The card's links: only to what the guide page shows. Every guide in the index has all its
 * sections (the import refuses one without them), so 申请材料 and 收费标准 are always there;
 * the FAQ (`#faq`, app/routes/guide.tsx) only on the certification services, whose FAQ types
 * it lists. Mediation and arbitration have no FAQ: their card links 咨询电话 instead.
 */
function betLinks(service: Service): { label: string; href: string }[] {
  return [
    { label: '申请材料', href: `${service.path}#${anchorOf('materials')}` },
    { label: '收费标准', href: `${service.path}#${anchorOf('fees')}` },
    service.certification
      ? { label: '常见问题', href: `${service.path}#faq` }
      : { label: '咨询电话', href: `${service.path}#${anchorOf('hotline')}` },
  ];
}

export function BestBet({ hit }: { hit: SearchHit }) {
  const service = serviceByCode(hit.serviceCode);
  if (!service) return null;
  return (
    <section className="best-bet" aria-labelledby="best-bet-title">
      <p className="best-bet__label">服务指南</p>
      <h2 id="best-bet-title" className="best-bet__title">
        <AppLink to={service.path}>{service.name}</AppLink>
      </h2>
      <p className="best-bet__summary">{SERVICE_SUMMARIES[service.code]}</p>
      <ul className="best-bet__links">
        {betLinks(service).map((l) => (
          <li key={l.href}>
            <AppLink to={l.href}>{l.label}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchHits({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="search-results">
      {hits.map((h) => (
        <li key={`${h.type}-${h.id}`} className="search-results__item">
          <p className="search-results__meta">
            <span className={`search-results__type search-results__type--${h.type}`}>{SEARCH_TYPE_LABELS[h.type]}</span>
            {h.date ? <span className="search-results__date">{h.date}</span> : null}
          </p>
          <AppLink to={h.url} className="search-results__title">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the worker leaves only <mark> in search titles (sanitize.ts, onlyMarks). */}
            <span dangerouslySetInnerHTML={marked(h.title)} />
          </AppLink>
          {h.snippet ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker leaves only <mark> in snippets (sanitize.ts, onlyMarks).
            <p className="search-results__summary" dangerouslySetInnerHTML={marked(h.snippet)} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
