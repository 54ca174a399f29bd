// The preferential trade agreements: the panel a search shows when its words name a destination
// with a certificate word (泰国 原产地证), and the FTA guide's table of them.

import type { SearchDestination } from '../api/search.ts';
import { type Agreement, ISSUER_LABELS, preferential } from '../domain/agreements.ts';
import { AGREEMENTS_ANCHOR } from '../domain/guide-sections.ts';
import { serviceByCode } from '../domain/services.ts';
import { AppLink } from './app-link.tsx';

function SourceLine({ agreements }: { agreements: readonly Agreement[] }) {
  const source = agreements[0]?.source;
  if (!source) return null;
  return (
    <p className="agreements__source">
      来源：<AppLink to={source.url}>{source.title}</AppLink>，核对日期 {source.checked}
    </p>
  );
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
                <strong>{a.name}</strong>：{a.certificate}，{ISSUER_LABELS[a.issuers]}，{a.inForce}起对我国生效
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

/** The FTA guide's 适用协定与缔约方, after its 适用范围: every agreement in force, its partners and issuers. */
export function GuideAgreements({ agreements }: { agreements: readonly Agreement[] }) {
  const list = preferential(agreements);
  if (list.length === 0) return null;
  const cepa = agreements.filter((a) => a.kind === 'cepa');
  const partners = new Set(list.flatMap((a) => a.partners)).size;
  const ftas = list.filter((a) => a.kind === 'fta').length;
  return (
    <section id={AGREEMENTS_ANCHOR} className="guide-section agreements" aria-labelledby={`${AGREEMENTS_ANCHOR}-title`}>
      <h2 id={`${AGREEMENTS_ANCHOR}-title`}>适用协定与缔约方</h2>
      <p>
        已对我国生效的优惠贸易协定共 {list.length} 项（{ftas} 个自由贸易协定和《亚太贸易协定》），涉及 {partners}{' '}
        个国家。一个目的国适用多个协定的，可比较协定税率和原产地规则后任选其一申领。
      </p>
      <div className="table-scroll">
        <table className="agreements__table">
          <caption className="visually-hidden">优惠贸易协定、缔约方与证书签发机构</caption>
          <thead>
            <tr>
              <th scope="col">协定</th>
              <th scope="col">缔约方</th>
              <th scope="col">证书</th>
              <th scope="col">签发机构</th>
              <th scope="col">对我国生效</th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.name}>
                <th scope="row">
                  {a.name}
                  {a.note ? <span className="agreements__note">{a.note}</span> : null}
                </th>
                <td>{a.partners.join('、')}</td>
                <td>{a.certificate}</td>
                <td>{ISSUER_LABELS[a.issuers]}</td>
                <td>{a.inForce}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cepa.map((a) => (
        <p key={a.name} className="agreements__cepa">
          <strong>{a.short}：</strong>
          {a.note}
        </p>
      ))}
      <SourceLine agreements={agreements} />
    </section>
  );
}
