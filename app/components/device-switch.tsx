// The links to the other versions of the page: 电脑版 / 手机版, and 繁體 / 简体 (issue 45).
// 电脑版 / 手机版's href is the worker's device choice route, which records the choice in the `device` cookie and redirects, so the choice
// holds without JavaScript; with it, a plain click writes the cookie here and goes straight to
// the other version, one hop fewer. Either way the server then honours the visitor's choice
// over their User-Agent. 繁體 / 简体 is the same page under the other basename (decision
// 0117): a plain link, a page load, the same with or without JavaScript. The page hydrates
// both later (device-switch-later.ts): until then a click takes the route, which ends the same.

import { useHant } from '../hooks/use-site.ts';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { deviceChoiceHref } from '../lib/device-choice.ts';
import { routedPath } from '../lib/link-clicks.ts';
import { toDesktopPath, toMobilePath } from '../lib/links.ts';
import { writeDeviceCookie } from '../runtime/device-cookie.ts';
import { inVariant, toHantPath } from '../lib/variant.ts';

export function DeviceSwitch({ mobile }: { mobile: boolean }) {
  // The page's normalised URL (the one it is rendered and cached from): the same for every visitor.
  const { pathname, search } = useLocation();
  const mode = mobile ? 'pc' : 'mobile';
  const hant = useHant();
  const lang = hant ? 'zh-Hans' : 'zh-Hant';
  // In the 繁體 view the other device's version is a 繁體 page too.
  const other = inVariant(hant, (mobile ? toDesktopPath(pathname) : toMobilePath(pathname)) + search);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click the browser handles itself (a new tab, a download) goes through the route.
    if (routedPath(event.nativeEvent, event.currentTarget, window.location.origin) === null) return;
    event.preventDefault();
    writeDeviceCookie(mode);
    window.location.assign(other);
  };
  return (
    <>
      <a href={deviceChoiceHref(mode, other)} rel="nofollow" onClick={onClick}>
        {mobile ? '电脑版' : '手机版'}
      </a>
      <a href={hant ? pathname + search : toHantPath(pathname + search)} hrefLang={lang} lang={lang}>
        {hant ? '简体' : '繁體'}
      </a>
    </>
  );
}
