// The thin bar above the PC header: the 无障碍 toolbar's switch, display settings, the mobile version, 繁體/简体 and the site map.

import { useSite } from '../hooks/use-site.ts';
import { AppLink } from './app-link.tsx';
import { A11ySwitch } from './a11y-bar.tsx';
import { DeviceSwitchLater } from './device-switch-later.ts';
import { DisplaySettings } from './display-settings.tsx';

export function TopBar() {
  const { site } = useSite();
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <span className="top-bar__welcome">欢迎访问{site?.name}门户网站</span>
        <span className="top-bar__links">
          <A11ySwitch />
          <DisplaySettings />
          <DeviceSwitchLater mobile={false} />
          <AppLink to="/sitemap">网站地图</AppLink>
        </span>
      </div>
    </div>
  );
}
