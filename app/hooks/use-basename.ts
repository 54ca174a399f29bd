// The router's basename: `/` on the simplified site, /zh-hant in the 繁體 view (decision 0117).
// Read from React Router's navigation context, not useHref: a page renders a hundred links.

import { useContext } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

export function useBasename(): string {
  return useContext(NavigationContext).basename;
}
