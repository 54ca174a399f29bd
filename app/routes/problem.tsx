// /service/commercial/components/problem: every certification FAQ, by service and type,
// searchable by keyword (a GET form: works without JavaScript). Its data: problem.loader.ts.

import { useLoaderData } from 'react-router';
import { GetForm } from '../components/get-form.tsx';
import { AppLink } from '../components/app-link.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { Pagination } from '../components/pagination.tsx';
import { CERTIFICATION_CODES, serviceByCode } from '../domain/services.ts';
import { faqPage } from '../structured-data/services.ts';
import type { loader } from './problem.loader.ts';

export function Component() {
  const d = useLoaderData<typeof loader>();
  const typesOfService = d.service ? d.types.filter((t) => t.serviceCode === d.service) : d.types;
  return (
    <div className="narrow">
      <PageMeta
        title="认证常见问题"
        column={d.column}
        columnAncestors={d.trail.slice(0, -1).map((c) => c.columnName)}
        description="原产地证书、自贸协定证书、商事证明书、领事认证、海牙认证与ATA单证册的常见问题解答。"
        jsonLd={d.questions.length > 0 ? faqPage(d.questions) : undefined}
      />
      <Breadcrumbs trail={d.trail.slice(0, -1)} current={d.column.columnName} />
      <h1 className="page-title">认证常见问题</h1>
      <GetForm role="search" aria-label="筛选常见问题" className="filter-bar">
        <label>
          业务
          <select name="service" defaultValue={d.service ?? ''}>
            <option value="">全部业务</option>
            {CERTIFICATION_CODES.map((code) => [code, serviceByCode(code)!.name] as const).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          问题分类
          <select name="type" defaultValue={d.typeId ?? ''}>
            <option value="">全部分类</option>
            {typesOfService.map((t) => (
              <option key={t.id} value={t.id}>
                {serviceByCode(t.serviceCode)?.name} · {t.typeName}
              </option>
            ))}
          </select>
        </label>
        <label>
          关键词
          <input
            name="q"
            type="search"
            maxLength={100}
            defaultValue={d.keyword ?? ''}
            placeholder="如：备案、更改、押金"
          />
        </label>
        <button type="submit" className="button">
          查询
        </button>
      </GetForm>
      <nav className="tag-filter" aria-label="按业务浏览">
        {CERTIFICATION_CODES.map((code) => [code, serviceByCode(code)!.name] as const).map(([code, name]) => (
          <AppLink key={code} to={`?service=${code}`} className={d.service === code ? 'tag tag--current' : 'tag'}>
            {name}
          </AppLink>
        ))}
      </nav>
      <p className="result-note" role="status">
        {d.keyword ? `“${d.keyword}”相关问题 ${d.total} 条` : `共 ${d.total} 个问题`}
      </p>
      {d.questions.length > 0 ? (
        <FaqList items={d.questions} open={Boolean(d.keyword)} />
      ) : (
        <p className="empty-state">没有找到相关问题。您可以换个关键词，或拨打认证服务热线咨询。</p>
      )}
      {d.total > d.size && <Pagination total={d.total} page={d.page} size={d.size} />}
    </div>
  );
}
