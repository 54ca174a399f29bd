// The footer of a Chinese public-sector site: every item from configuration, hidden when empty.

import { A11Y_STATEMENT_PATH, CONTACT_PATH } from '../constants.ts';
import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';
import { PhoneText } from './phone-text.tsx';

export function SiteFooter() {
  const { site } = useSite();
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
        </nav>
        <dl className="site-footer__info">
          {items
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <PhoneText text={value} />
                </dd>
              </div>
            ))}
        </dl>
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
      </div>
    </footer>
  );
}

/** A 公安备案号's public record on the MPS register: its 14-digit record code as the query. */
export function psbRecordUrl(psb: string): string {
  const code = psb.match(/\d{14}/)?.[0];
  return code ? `https://beian.mps.gov.cn/#/query/webSearch?code=${code}` : 'https://beian.mps.gov.cn/';
}
