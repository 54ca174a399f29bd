// The links to the other versions of the page: 电脑版 / 手机版, and 繁體 / 简体 (issue 45).
// 电脑版 / 手机版 lead to the worker's device-choice route, which records the choice in the
// `device` cookie and redirects to the same page in the other version (decision 0098), with
// JavaScript or without: one hop, and no code here to write the cookie. 繁體 / 简体 is the same
// page under the other basename (decision 0117): a plain link, a page load. Both are plain links,
// so the page hydrates them later (device-switch-later.ts).

import { useLocation } from 'react-router';
import { useHant } from '../hooks/use-site.ts';
import { deviceChoiceHref } from '../lib/device-choice.ts';
import { toDesktopPath, toMobilePath } from '../lib/links.ts';
import { inVariant, toHantPath } from '../lib/variant.ts';

export function DeviceSwitch({ mobile }: { mobile: boolean }) {
  // The page's normalised URL (the one it is rendered and cached from): the same for every visitor.
  const { pathname, search } = useLocation();
  const hant = useHant();
  const lang = hant ? 'zh-Hans' : 'zh-Hant';
  // In the 繁體 view the other device's version is a 繁體 page too.
  const other = inVariant(hant, (mobile ? toDesktopPath(pathname) : toMobilePath(pathname)) + search);
  return (
    <>
      <a href={deviceChoiceHref(mobile ? 'pc' : 'mobile', other)} rel="nofollow">
        {mobile ? '电脑版' : '手机版'}
      </a>
      <a href={hant ? pathname + search : toHantPath(pathname + search)} hrefLang={lang} lang={lang}>
        {hant ? '简体' : '繁體'}
      </a>
    </>
  );
}
