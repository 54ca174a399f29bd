// The panel a search shows when its words name a country with a legalisation word (沙特 认证,
// 阿联酋 使馆认证): whether the Apostille Convention applies between it and China and from
// when, or that consular legalisation is needed, with who does what and the guide's time and
// fees; Hong Kong and Macao as what they are (decision 0115).

import type { Legalisation } from '../domain/apostille.ts';
import { CONVENTION_ANCHOR } from '../domain/guide-sections.ts';
import { serviceByCode } from '../domain/services.ts';
import { AppLink } from './app-link.tsx';
import { ConventionSources } from './destination-parts.tsx';

export function LegalisationPanel({ legalisation }: { legalisation: Legalisation }) {
  const { state, guide } = legalisation;
  const apostille = serviceByCode('apostille')!;
  const consular = serviceByCode('consular')!;
  const name = state.name;
  const facts = guide ? (
    <>
      {guide.timeLimit ? (
        <li>
          <strong>多长时间：</strong>
          {guide.timeLimit}
        </li>
      ) : null}
      {guide.fees ? (
        <li>
          <strong>多少费用：</strong>
          {guide.fees}
        </li>
      ) : null}
    </>
  ) : null;
  return (
    <section className="destination legalisation" aria-labelledby="legalisation-title">
      {state.status === 'party' ? (
        <>
          <h2 id="legalisation-title" className="destination__title">
            {name}：办理附加证明书（海牙认证）
          </h2>
          <p className="legalisation__rule">
            《取消外国公文书认证要求的公约》自 <strong>{state.withChina}</strong> 起在我国与{name}之间适用： 送{name}
            使用的商事证明书、原产地证书等文书，办理附加证明书即可，不再办理{name}驻华使领馆的领事认证。
          </p>
          {state.note ? <p>{state.note}</p> : null}
          <ul className="legalisation__facts">
            <li>
              <strong>本会做什么：</strong>
              出具商事证明书或签发原产地证书，并代送外交部领事司或受委托的地方外事办公室签发附加证明书。
            </li>
            {facts}
          </ul>
          <p>附加证明书不保证{name}用文单位一定接受文书，办理前请向其确认对格式、翻译和时效的要求。</p>
          <p>
            <AppLink to={apostille.path}>查看{apostille.name}办理指南</AppLink>
          </p>
        </>
      ) : state.status === 'sar' ? (
        <>
          <h2 id="legalisation-title" className="destination__title">
            {name}：我国特别行政区
          </h2>
          <p className="legalisation__rule">{state.note}</p>
          <p>
            <AppLink to={`${apostille.path}#${CONVENTION_ANCHOR}`}>查看《公约》适用范围与缔约国名单</AppLink>
          </p>
        </>
      ) : state.status === 'unconfirmed' ? (
        <>
          <h2 id="legalisation-title" className="destination__title">
            {name}：附加证明书是否适用待确认
          </h2>
          <p className="legalisation__rule">{state.note}</p>
          <p>
            <AppLink to={apostille.path}>查看{apostille.name}办理指南</AppLink>，或
            <AppLink to={consular.path}>{consular.name}代办指南</AppLink>
          </p>
        </>
      ) : (
        <>
          <h2 id="legalisation-title" className="destination__title">
            {name}：办理领事认证
          </h2>
          <p className="legalisation__rule">
            {state.status === 'objected'
              ? state.note
              : `截至${legalisation.sources[0]?.checked ?? '核对日期'}，${name}不是《取消外国公文书认证要求的公约》缔约国，送${name}使用的文书不能办理附加证明书，仍须办理领事认证。`}
          </p>
          <ul className="legalisation__facts">
            <li>
              <strong>本会做什么：</strong>
              出具商事证明书或签发原产地证书，送外交部领事司或受委托的地方外事办公室认证本会的签字和印章，再送{name}
              驻华使领馆（一站式代办）。
            </li>
            <li>
              <strong>{name}使领馆做什么：</strong>
              {name}
              驻华使馆或有领区管辖权的总领事馆对外交部门的签字和印章办理领事认证，按其规定收费、确定办理时间，并可能要求补充材料。
            </li>
            {facts}
          </ul>
          <p>
            <AppLink to={consular.path}>查看{consular.name}代办指南</AppLink>
          </p>
        </>
      )}
      <details className="legalisation__sources">
        <summary>来源与核对日期（{legalisation.sources.length}）</summary>
        <ConventionSources sources={legalisation.sources} />
      </details>
    </section>
  );
}
