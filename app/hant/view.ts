// What a 繁體 page loads before hydrating, in one chunk of its own (decision 0118): the text
// conversion and the route table's loaders without the basename.

import type { RouteObject } from 'react-router';
import { convertProps } from './convert-props.ts';
import { convertWith } from './jsx-runtime.ts';
import { hantRoutes } from './routes.ts';

/** Makes this browser's renders 繁體 and its route table's loaders read paths without the basename. */
export function startHant(routes: RouteObject[]): void {
  convertWith(() => convertProps);
  hantRoutes(routes);
}
