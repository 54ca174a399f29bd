// DESIGN "Routes": which page a column leads to, by columnCode. Any other list or page
// column goes to /column/{id}; a link column is a plain link (external ones open a new tab).

import type { Column } from '../api/types.ts';
import { SERVICES } from '../domain/services.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { isExternalLink } from '../lib/links.ts';

/** Column code → fixed page. Order matters for the reverse look-up: the first code wins. */
const COLUMN_PAGES: ReadonlyArray<readonly [code: string, path: string]> = [
  ['SY', '/'],
  ['YW', '/importantNews'],
  ['ZX', '/information'],
  ['WM', '/aboutUs'],
  ['WM-JGJJ', '/aboutUs/components/base'],
  ['WM-LDJH', '/aboutUs/speech'],
  ['WM-ZZJG', '/aboutUs/organization'],
  ['WM-HYJS', '/aboutUs/conference'],
  ['WM-JJJC', '/aboutUs/disciplinary'],
  ['WM-DQJS', '/aboutUs/groupBuilding'],
  ['WM-XXGK', '/aboutUs/infDisclosure'],
  ['FW-SSRZ', '/service/commercial'],
  ['FW', '/service/commercial'],
  ...SERVICES.map((s) => [s.columnCode, s.path] as const),
  ['FW-SSRZ-CJWT', '/service/commercial/components/problem'],
  [COLUMN_CODES.exportJourney, '/service/export-journey'],
  ['FW-ZLFW', '/service/exhibition'],
  ['FW-FLFW', '/service/legal/service'],
  ['FW-JMJL', '/service/trade/exchange'],
  ['FW-JMJL-TSHD', '/service/trade/activity'],
  ['FW-JMJL-WMFW', '/service/trade/foreign-trade'],
  ['FW-SHFW', '/service/coic'],
];

const PATH_BY_CODE = new Map(COLUMN_PAGES.map(([code, path]) => [code, path]));
const CODE_BY_PATH = new Map<string, string>();
for (const [code, path] of COLUMN_PAGES) if (!CODE_BY_PATH.has(path)) CODE_BY_PATH.set(path, code);

export interface ColumnHref {
  href: string;
  external: boolean;
}

/** Where a column's menu entry leads (a desktop path; the layout adds the mobile prefix). */
export function columnHref(column: Column): ColumnHref {
  if (column.columnType === 'link') {
    const href = column.linkUrl || '/';
    return { href, external: isExternalLink(href) };
  }
  return { href: PATH_BY_CODE.get(column.columnCode) ?? `/column/${column.id}`, external: false };
}

/** The column code a fixed page shows, if the page belongs to one. */
export function columnCodeForPath(path: string): string | undefined {
  return CODE_BY_PATH.get(path);
}
