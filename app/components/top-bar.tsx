// The thin bar above the header: the other version of the site and the site map.

import { useLocation } from 'react-router';
import { useSite } from '../hooks/use-site.ts';
import { toDesktopPath, toMobilePath } from '../lib/links.ts';
import { writeDeviceCookie } from '../runtime/device-mode.ts';
import { DisplaySettings } from './display-settings.tsx';

export function TopBar() {
  const { site, mobile } = useSite();
  const { pathname, search } = useLocation();
  const other = mobile ? toDesktopPath(pathname) : toMobilePath(pathname);
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <span className="top-bar__welcome">欢迎访问{site?.name}门户网站</span>
        <span className="top-bar__links">
          <DisplaySettings />
          {/* A full load: the cookie written on click tells the server which version the visitor chose. */}
          <a href={other + search} onClick={() => writeDeviceCookie(mobile ? 'pc' : 'mobile')}>
            {mobile ? '电脑版' : '手机版'}
          </a>
          <a href={mobile ? '/m/sitemap' : '/sitemap'}>网站地图</a>
        </span>
      </div>
    </div>
  );
}
