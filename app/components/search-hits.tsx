// Site search results: the best-bet card of a named service, then one ranked list whose
// titles and snippets carry the worker's <mark> (everything else in them is escaped).

import type { SearchHit } from '../api/search.ts';
import { SEARCH_TYPE_LABELS } from '../api/search.ts';
import { serviceByCode } from '../domain/services.ts';
import { AppLink } from './app-link.tsx';
import { GUIDE_SECTIONS } from '../domain/guide-sections.ts';

/** The API guarantees these strings hold no markup but <mark> (worker/content/search-snippet.ts). */
const marked = (html: string) => ({ __html: html });

/** A guide section's anchor on the guide page (app/domain/guide-sections.ts). */
const anchorOf = (key: string) => GUIDE_SECTIONS.find((d) => d.key === key)?.anchor ?? '';

export function BestBet({ hit }: { hit: SearchHit }) {
  const service = serviceByCode(hit.serviceCode);
  if (!service) return null;
  return (
    <section className="best-bet" aria-labelledby="best-bet-title">
      <p className="best-bet__label">服务指南</p>
      <h2 id="best-bet-title" className="best-bet__title">
        <AppLink to={service.path}>{service.name}</AppLink>
      </h2>
      <p className="best-bet__summary">{service.summary}</p>
      <ul className="best-bet__links">
        <li>
          <AppLink to={`${service.path}#${anchorOf('materials')}`}>申请材料</AppLink>
        </li>
        <li>
          <AppLink to={`${service.path}#${anchorOf('fees')}`}>收费标准</AppLink>
        </li>
        <li>
          <AppLink to={service.certification ? `${service.path}#faq` : `${service.path}#section-1`}>常见问题</AppLink>
        </li>
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
