// /contact (联系我们): the council's address, main numbers and office hours (configuration),
// each service's hotline and hours (its guide), each department's number (the organisation
// page), the supervision and complaint lines (the guides), and other bodies' numbers marked
// as theirs (app/domain/other-bodies.ts). Every number is a tap-to-call link. Its data: contact.loader.ts.

import { useLoaderData } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { LabelledValues } from '../components/labelled-values.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { PhoneText } from '../components/phone-text.tsx';
import { OTHER_BODIES } from '../domain/other-bodies.ts';
import { useSite } from '../hooks/use-site.ts';
import type { loader } from './contact.loader.ts';

export function Component() {
  const { site } = useSite();
  const d = useLoaderData<typeof loader>();
  const f = site?.footer;
  const council: Array<[string, string | undefined]> = [
    ['地址', f?.address],
    ['总机', f?.phone],
    ['认证服务热线', f?.hotline],
    ['办公时间', f?.hours],
  ];
  return (
    <div className="narrow contact-page">
      <PageMeta
        title="联系我们"
        description={`${site?.shortName ?? ''}的地址、总机、办公时间，各项服务和各部门的联系电话，监督投诉电话。`}
      />
      <h1 className="page-title">联系我们</h1>
      <section aria-labelledby="contact-council">
        <h2 id="contact-council">{f?.host || site?.name}</h2>
        <LabelledValues className="contact-list" rows={council}>
          {f?.email ? (
            <div>
              <dt>电子邮箱</dt>
              <dd>
                <a href={`mailto:${f.email}`}>{f.email}</a>
              </dd>
            </div>
          ) : null}
        </LabelledValues>
      </section>
      {d.services.length > 0 ? (
        <section aria-labelledby="contact-services">
          <h2 id="contact-services">服务咨询电话</h2>
          <table className="contact-table">
            <thead>
              <tr>
                <th scope="col">服务</th>
                <th scope="col">咨询电话</th>
                <th scope="col">受理时间</th>
              </tr>
            </thead>
            <tbody>
              {d.services.map((s) => (
                <tr key={s.path}>
                  <th scope="row">
                    <AppLink to={s.path}>{s.name}</AppLink>
                  </th>
                  <td data-label="咨询电话">
                    <PhoneText text={s.hotline} />
                  </td>
                  <td data-label="受理时间">{s.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {d.departments.length > 0 ? (
        <section aria-labelledby="contact-departments">
          <h2 id="contact-departments">部门及直属单位电话</h2>
          <table className="contact-table">
            <thead>
              <tr>
                <th scope="col">部门</th>
                <th scope="col">电话</th>
                <th scope="col">主要职责</th>
              </tr>
            </thead>
            <tbody>
              {d.departments.map((dep) => (
                <tr key={dep.name}>
                  <th scope="row">{dep.name}</th>
                  <td data-label="电话">
                    <PhoneText text={dep.phone} />
                  </td>
                  <td data-label="主要职责">{dep.duties}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="contact-source">
            部门设置见<AppLink to="/aboutUs/organization">组织机构</AppLink>。
          </p>
        </section>
      ) : null}
      {d.supervision.length > 0 ? (
        <section aria-labelledby="contact-supervision">
          <h2 id="contact-supervision">监督投诉电话</h2>
          <ul className="contact-lines">
            {d.supervision.map((line) => (
              <li key={line}>
                <PhoneText text={line} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="contact-others">
        <h2 id="contact-others">其他机构电话</h2>
        <ul className="contact-lines">
          {OTHER_BODIES.map((b) => (
            <li key={b.phone}>
              {b.name}：<PhoneText text={b.phone} />
            </li>
          ))}
        </ul>
        <p>各展会、活动的主办方电话以其页面所注为准，属主办方电话，非本会电话。</p>
      </section>
    </div>
  );
}
