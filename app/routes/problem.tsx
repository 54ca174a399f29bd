// /service/commercial/components/problem: every certification FAQ, by service and category,
// searchable with the site's search (a GET form: works without JavaScript). The category
// list follows the chosen service, so the filters shown are the ones the list answers; a
// search with no answer gives the hotline's number and the whole site's search. Its data:
// problem.loader.ts.

import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { AppLink } from '../components/app-link.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { LegalisationBox } from '../components/destination-parts.tsx';
import { GetForm } from '../components/get-form.tsx';
import { siteSearch } from '../components/hot-words.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { serviceByCode, type CertificationCode } from '../domain/services.ts';
import { useSite } from '../hooks/use-site.ts';
import { faqPage } from '../structured-data/services.ts';
import type { loader } from './problem.loader.ts';

/** The offered certification services' codes and names (the loader says which are offered). */
const namesOf = (offered: readonly CertificationCode[]) =>
  offered.map((code) => [code, serviceByCode(code)!.name] as const);

/** 甲、乙与丙: the services the page answers for, as its description names them. */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join('、')}与${names[names.length - 1]}` : (names[0] ?? '认证业务');

export function Component() {
  const d = useLoaderData<typeof loader>();
  const { site } = useSite();
  const serviceNames = namesOf(d.offered);
  const hotline = site?.footer.hotline ?? '';
  // The form is drawn anew for each answer: its controls show what the list answers.
  const formKey = `${d.service ?? ''}|${d.typeId ?? ''}|${d.keyword ?? ''}`;
  const where = [d.service && serviceByCode(d.service)?.name, d.types.find((t) => t.id === d.typeId)?.typeName]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="narrow">
      <PageMeta
        title="认证常见问题"
        column={d.column}
        columnAncestors={d.trail.slice(0, -1).map((c) => c.columnName)}
        description={`${listed(serviceNames.map(([, name]) => name))}的常见问题解答。`}
        jsonLd={d.questions.length > 0 ? faqPage(d.questions) : undefined}
      />
      <Breadcrumbs trail={d.trail.slice(0, -1)} current={d.column.columnName} />
      <h1 className="page-title">认证常见问题</h1>
      <FaqFilters
        key={formKey}
        services={serviceNames}
        service={d.service}
        typeId={d.typeId}
        keyword={d.keyword}
        types={d.types}
      />
      <nav className="tag-filter" aria-label="按业务浏览">
        {serviceNames.map(([code, name]) => (
          <AppLink
            key={code}
            to={`?service=${code}`}
            className={d.service === code ? 'tag tag--current' : 'tag'}
            aria-current={d.service === code ? 'page' : undefined}
          >
            {name}
          </AppLink>
        ))}
      </nav>
      <p className="result-note" role="status">
        {where ? `${where}：` : ''}
        {d.keyword ? `“${d.corrected ?? d.keyword}”相关问题 ${d.total} 条` : `共 ${d.total} 个问题`}
      </p>
      {d.corrected ? <p className="search-note">您是不是要找“{d.corrected}”？以下是它的结果。</p> : null}
      {d.legalisation ? <LegalisationBox legalisation={d.legalisation} /> : null}
      {d.questions.length > 0 ? (
        <FaqList items={d.questions} open={Boolean(d.keyword)} />
      ) : (
        <div className="empty-state faq-empty">
          <p>没有找到相关问题。</p>
          <ul>
            {hotline ? (
              <li>
                拨打认证服务热线 <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</a> 咨询。
              </li>
            ) : null}
            {d.keyword ? (
              <li>
                <AppLink to={siteSearch(encodeURIComponent(d.keyword))}>在全站搜索“{d.keyword}”</AppLink>
                ，含服务指南、通知和表格。
              </li>
            ) : null}
            {d.service || d.typeId ? (
              <li>
                <AppLink to={d.keyword ? `?q=${encodeURIComponent(d.keyword)}` : '?'}>在全部业务的问题中查找</AppLink>。
              </li>
            ) : null}
          </ul>
        </div>
      )}
      {d.total > d.size && <Pagination total={d.total} page={d.page} size={d.size} />}
    </div>
  );
}

interface FiltersProps {
  /** The offered certification services, code and name. */
  services: readonly (readonly [string, string])[];
  service: string | undefined;
  typeId: string | undefined;
  keyword: string | undefined;
  types: { id: string; typeName: string; serviceCode: string }[];
}

/**
 * Service, category and keyword. The categories follow the service chosen (without
 * JavaScript, the service's own once the page answers); without a service they are grouped
 * by service, and the one chosen brings its service with it.
 */
function FaqFilters({ services, service: answered, typeId, keyword, types }: FiltersProps) {
  const [service, setService] = useState(answered ?? '');
  const [type, setType] = useState(typeId ?? '');
  const groups = services
    .filter(([code]) => service === '' || code === service)
    .map(([code, name]) => ({
      code,
      name,
      types: types.filter((t) => t.serviceCode === code),
    }));
  return (
    <GetForm role="search" aria-label="筛选常见问题" className="filter-bar">
      <label>
        业务
        <select
          name="service"
          value={service}
          onChange={(e) => {
            setService(e.currentTarget.value);
            setType('');
          }}
        >
          <option value="">全部业务</option>
          {services.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        问题分类
        <select
          name="type"
          value={type}
          onChange={(e) => {
            const chosen = types.find((t) => t.id === e.currentTarget.value);
            setType(e.currentTarget.value);
            if (chosen) setService(chosen.serviceCode);
          }}
        >
          <option value="">全部分类</option>
          {groups.map((g) =>
            service === '' ? (
              <optgroup key={g.code} label={g.name}>
                {g.types.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.typeName}
                  </option>
                ))}
              </optgroup>
            ) : (
              g.types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.typeName}
                </option>
              ))
            ),
          )}
        </select>
      </label>
      <label>
        关键词
        <input
          name="q"
          type="search"
          maxLength={100}
          defaultValue={keyword ?? ''}
          placeholder="如：发票号填错了能改吗"
        />
      </label>
      <button type="submit" className="button">
        查询
      </button>
    </GetForm>
  );
}
