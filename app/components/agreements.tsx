// The panel a search shows when its words name a destination with a certificate word (泰国 原产地证):
// every preferential trade agreement that applies, or what CEPA is.

import type { SearchDestination } from '../api/search.ts';
import { type Agreement, inForceFor, ISSUER_LABELS } from '../domain/agreements.ts';
import { AGREEMENTS_ANCHOR } from '../domain/guide-sections.ts';
import { serviceByCode } from '../domain/services.ts';
import { SourceLine } from './destination-parts.tsx';
import { AppLink } from './app-link.tsx';

/**
 * When an agreement applies for the destination asked about: the named partner's own day
 * (RCEP for Malaysia: 2022-03-18), else the day it came into force for China.
 */
function inForceText(a: Agreement, named: readonly string[]): string {
  const partner = named.find((n) => a.partners.includes(n));
  return partner ? `${inForceFor(a, partner)}起在我国与${partner}之间生效` : `${a.inForce}起对我国生效`;
}

/** What a search's destination means for the certificate: every agreement that applies, or what CEPA is. */
export function DestinationPanel({ destination }: { destination: SearchDestination }) {
  const fta = serviceByCode('fta')!;
  const origin = serviceByCode('origin')!;
  const { agreements, arrangements } = destination;
  const places = destination.named.join('、');
  return (
    <section className="destination" aria-labelledby="destination-title">
      {agreements.length > 0 ? (
        <>
          <h2 id="destination-title" className="destination__title">
            {places}适用的优惠贸易协定（{agreements.length} 项）
          </h2>
          <p>出口货物要在进口方享受协定税率，应申领{fta.name}，一般原产地证书（CO）不能减免关税。可任选其一：</p>
          <ul className="destination__list">
            {agreements.map((a) => (
              <li key={a.name} className="destination__agreement">
                <strong>{a.name}</strong>：{a.certificate}，{ISSUER_LABELS[a.issuers]}，
                <span className="destination__in-force">{inForceText(a, destination.named)}</span>
              </li>
            ))}
          </ul>
          <p>
            <AppLink to={`${fta.path}#${AGREEMENTS_ANCHOR}`}>查看{fta.name}办理指南与全部协定</AppLink>
          </p>
        </>
      ) : (
        <h2 id="destination-title" className="destination__title">
          {places}：CEPA 不是自贸协定原产地证书
        </h2>
      )}
      {arrangements.map((a) => (
        <p key={a.name} className="destination__cepa">
          <strong>{a.short}：</strong>
          {a.note} <AppLink to={origin.path}>{origin.name}办理指南</AppLink>
        </p>
      ))}
      <SourceLine agreements={[...agreements, ...arrangements]} />
    </section>
  );
}
