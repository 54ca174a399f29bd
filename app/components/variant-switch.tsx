// The 繁體/简体 switch (issue 45): the same page in the other variant, a page load of its own,
// as the variant is the router's basename (decision 0117). Works without JavaScript.

import { useLocation } from 'react-router';
import { useHant } from '../hooks/use-hant.ts';
import { toHantPath } from '../lib/variant.ts';

export function VariantSwitch() {
  // The page's normalised URL, as the device switch uses: the same for every visitor.
  const { pathname, search } = useLocation();
  const hant = useHant();
  const lang = hant ? 'zh-Hans' : 'zh-Hant';
  return (
    <a href={hant ? pathname + search : toHantPath(pathname + search)} hrefLang={lang} lang={lang}>
      {hant ? '简体' : '繁體'}
    </a>
  );
}
