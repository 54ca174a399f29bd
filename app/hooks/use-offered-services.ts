// The services the council offers (app/domain/offered-services.ts), from the root's column list.

import { useRouteLoaderData } from 'react-router';
import { offeredServices } from '../domain/offered-services.ts';
import type { Service } from '../domain/services.ts';
import type { RootData } from '../root-data.ts';

const NONE: readonly never[] = [];

export function useOfferedServices(): readonly Service[] {
  const columns = (useRouteLoaderData('root') as RootData | undefined)?.columns;
  return columns ? offeredServices(columns) : NONE;
}
