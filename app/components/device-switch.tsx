// The link to the other version of the site (电脑版 / 手机版). It writes the `device` cookie
// on click, so the server honours the visitor's choice over their User-Agent.

import { useLocation } from 'react-router';
import { toDesktopPath, toMobilePath } from '../lib/links.ts';
import { writeDeviceCookie } from '../runtime/device-cookie.ts';

export function DeviceSwitch({ mobile }: { mobile: boolean }) {
  const { pathname, search } = useLocation();
  const other = mobile ? toDesktopPath(pathname) : toMobilePath(pathname);
  return (
    <a href={other + search} onClick={() => writeDeviceCookie(mobile ? 'pc' : 'mobile')}>
      {mobile ? '电脑版' : '手机版'}
    </a>
  );
}
