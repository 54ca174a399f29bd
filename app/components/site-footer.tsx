// The footer of a Chinese public-sector site: every item from configuration, hidden when empty.
// The 找错 entry and the organisation badge are plain links (decision 0064): no third-party
// script, nothing the CSP has to allow.

import { useLocation, useRouteLoaderData } from 'react-router';
import { A11Y_STATEMENT_PATH, CONTACT_PATH } from '../constants.ts';
import type { RootData } from '../root-data.ts';
import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';
import { LabelledValues } from './labelled-values.tsx';

/** The national platform's error-report form for one page of a site (its published link format). */
export function errorReportUrl(siteCode: string, pageUrl: string): string {
  return `https://zfwzgl.www.gov.cn/exposure/jiucuo.html?site_code=${encodeURIComponent(siteCode)}&url=${encodeURIComponent(pageUrl)}`;
}

export function SiteFooter() {
  const { site } = useSite();
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? '';
  const { pathname, search } = useLocation();
  const f = site?.footer;
  if (!f) return null;
  const items: Array<[label: string, value: string]> = [
    ['主办单位', f.host],
    ['地址', f.address],
    ['总机', f.phone],
    ['认证服务热线', f.hotline],
    ['办公时间', f.hours],
    ['电子邮箱', f.email],
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="页脚链接" className="site-footer__links">
          <AppLink to="/sitemap">网站地图</AppLink>
          <AppLink to="/aboutUs">关于我们</AppLink>
          <AppLink to="/aboutUs/infDisclosure">信息公开</AppLink>
          <AppLink to={A11Y_STATEMENT_PATH}>无障碍说明</AppLink>
          <AppLink to={CONTACT_PATH}>联系我们</AppLink>
          {f.consult ? <a href={f.consult.url}>{f.consult.label}</a> : null}
        </nav>
        <LabelledValues className="site-footer__info" rows={items} />
        <p className="site-footer__ids">
          {f.siteCode ? <span>网站标识码：{f.siteCode}</span> : null}
          {f.icp ? (
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {f.icp}
            </a>
          ) : null}
          {f.psb ? (
            <a href={psbRecordUrl(f.psb)} target="_blank" rel="noopener noreferrer">
              {f.psb}
            </a>
          ) : null}
        </p>
        {f.siteCode || f.badge ? (
          <p className="site-footer__marks">
            {f.badge ? (
              <a href={f.badge.url} className="site-footer__badge">
                <img src={f.badge.image} alt={f.badge.kind} width="46" height="56" />
              </a>
            ) : null}
            {f.siteCode ? (
              <a href={errorReportUrl(f.siteCode, `${origin}${pathname}${search}`)} className="site-footer__jiucuo">
                我为政府网站找错
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </footer>
  );
}

/** A 公安备案号's public record on the MPS register: its 14-digit record code as the query. */
export function psbRecordUrl(psb: string): string {
  const code = psb.match(/\d{14}/)?.[0];
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : 'https://beian.mps.gov.cn/';
}
