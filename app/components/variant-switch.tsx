// The 繁體/简体 switch (issue 45): the same page in the other variant, a page load of its own,
// as the variant is the router's basename (decision 0117). Works without JavaScript.

import { useLocation } from 'react-router';
import { useBasename } from '../hooks/use-basename.ts';
import { toHantPath } from '../lib/variant.ts';

export function VariantSwitch() {
  // The page's normalised URL, as the device switch uses: the same for every visitor.
  const { pathname, search } = useLocation();
  const hant = useBasename() !== '/';
  return hant ? (
    <a href={pathname + search} hrefLang="zh-Hans" lang="zh-Hans" className="variant-switch">
      简体
    </a>
  ) : (
    <a href={toHantPath(pathname) + search} hrefLang="zh-Hant" lang="zh-Hant" className="variant-switch">
      繁體
    </a>
  );
}
