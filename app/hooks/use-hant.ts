// Whether the page is the 繁體 view: the router's basename is /zh-hant (decision 0117). Read
// from React Router's navigation context, not useHref: a page renders a hundred links.

import { useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

export function useHant(): boolean {
  return useContext(NavigationContext).basename !== '/';
}
