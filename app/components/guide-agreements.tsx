// The FTA guide's 适用协定与缔约方, after its 适用范围: every preferential agreement in force, its
// partners and who issues its certificates, from the guide's `agreements` (decision 0040).

import { type Agreement, ISSUER_LABELS, preferential } from '../domain/agreements.ts';
import { AGREEMENTS_ANCHOR } from '../domain/guide-sections.ts';
import { SourceLine } from './destination-parts.tsx';

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
                <td>
                  {a.inForce}
                  {(a.partnerInForce ?? []).map((p) => (
                    <span key={p.partner} className="agreements__partner-date">
                      {p.partner} {p.inForce}（{p.basis}）
                    </span>
                  ))}
                </td>
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
