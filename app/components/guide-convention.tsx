// The apostille guide's 《公约》缔约国与适用日期, after its 适用范围: every state from the guide's
// `convention` (decision 0115), by continent, with the day it applies between it and China
// where that differs from China's own; the state that objected, the one not confirmed, Hong
// Kong and Macao, and the non-parties visitors ask about. One chunk only that guide loads.

import { CONTINENTS, type Convention } from '../domain/apostille.ts';
import { CONVENTION_ANCHOR } from '../domain/guide-sections.ts';
import { serviceByCode } from '../domain/services.ts';
import { AppLink } from './app-link.tsx';
import { ConventionSources } from './destination-parts.tsx';

export function GuideConvention({ convention }: { convention: Convention }) {
  const { inForce, states } = convention;
  const parties = states.filter((s) => s.status === 'party');
  const others = (status: string) => states.filter((s) => s.status === status);
  const consular = serviceByCode('consular')!;
  return (
    <section id={CONVENTION_ANCHOR} className="guide-section convention" aria-labelledby={`${CONVENTION_ANCHOR}-title`}>
      <h2 id={`${CONVENTION_ANCHOR}-title`}>《公约》缔约国与适用日期</h2>
      <p>
        《取消外国公文书认证要求的公约》自 {inForce} 起对我国生效，在我国与下列 {parties.length}{' '}
        个缔约国之间适用；在我国之后加入的，自括号内的日期起适用。
      </p>
      {CONTINENTS.map((continent) => {
        const here = parties.filter((s) => s.continent === continent);
        if (here.length === 0) return null;
        return (
          <div key={continent}>
            <h3>
              {continent}（{here.length}）
            </h3>
            <p className="convention__list">
              {here.map((s, i) => (
                <span key={s.name}>
                  {i > 0 ? '、' : null}
                  {s.name}
                  {s.withChina !== inForce ? <span className="convention__dated">（{s.withChina}起）</span> : null}
                </span>
              ))}
            </p>
          </div>
        );
      })}
      {[...others('objected'), ...others('unconfirmed'), ...others('sar')].map((s) => (
        <p key={s.name} className="convention__note">
          <strong>{s.name}：</strong>
          {s.note}
        </p>
      ))}
      {others('none').length > 0 ? (
        <p>
          截至核对日期不是缔约国、文书须办理领事认证的常见目的国：
          {others('none')
            .map((s) => s.name)
            .join('、')}
          。见<AppLink to={consular.path}>{consular.name}代办指南</AppLink>。
        </p>
      ) : null}
      {others('none').length > 0 || parties.some((s) => s.note) ? (
        <ul className="convention__notes">
          {parties
            .filter((s) => s.note)
            .map((s) => (
              <li key={s.name}>
                {s.name}：{s.note}
              </li>
            ))}
        </ul>
      ) : null}
      <ConventionSources sources={convention.sources} />
    </section>
  );
}
