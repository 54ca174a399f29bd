// One name per service (issue 35): a service's column, its guide's title and the catalogue
// entries that lead to its guide say the name of app/domain/services.ts, so menus, titles,
// search facets and the FAQ filters all call it the same.

import { SERVICES, serviceByColumnCode } from '../app/domain/services.ts';
import type { Problem } from './schema.ts';

type Row = Record<string, unknown>;
interface Placed {
  row: Row;
  path: string | null;
}

const BY_PATH = new Map(SERVICES.map((s) => [s.path, s]));

export function checkServiceNames(columns: Placed[], releases: Placed[], catalogue: Placed[], problems: Problem[]) {
  const codeOf = new Map(columns.map(({ row }) => [row.id, String(row.columnCode ?? '')]));
  for (const { row, path } of columns) {
    const service = serviceByColumnCode(String(row.columnCode ?? ''));
    if (service && path !== null && row.columnName !== service.name)
      problems.push({
        path: `${path}.columnName`,
        message: `与服务 ${service.code} 的统一名称不一致，请改为“${service.name}”`,
      });
  }
  for (const { row, path } of releases) {
    const service = serviceByColumnCode(codeOf.get(row.columnId) ?? '');
    if (service && path !== null && !String(row.title ?? '').startsWith(service.name))
      problems.push({
        path: `${path}.title`,
        message: `办事指南的标题须以服务名称“${service.name}”开头`,
      });
  }
  const parents = new Set(catalogue.map(({ row }) => row.parentId));
  for (const { row, path } of catalogue) {
    const service = BY_PATH.get(String(row.linkUrl ?? ''));
    // A group that leads to its first service (商事认证 → 原产地证书) is named for the group.
    if (!service || path === null || parents.has(row.id)) continue;
    if (row.catalogueName !== service.name)
      problems.push({
        path: `${path}.catalogueName`,
        message: `与服务 ${service.code} 的统一名称不一致，请改为“${service.name}”`,
      });
  }
}
