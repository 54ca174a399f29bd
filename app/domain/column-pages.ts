// requirements §2.9: which page a column leads to, by columnCode. Any other list or page
// column goes to /column/{id}; a link column is a plain link (external ones open a new tab).

import { CONTACT_PATH } from '../constants.ts';
import { SERVICES } from './services.ts';
import { COLUMN_CODES } from './column-codes.ts';
import { isExternalLink } from '../lib/links.ts';

/** 出口办证一件事: the export journey's page (guides and the home page link it). */
export const JOURNEY_PATH = '/service/export-journey';

/** Column code → fixed page. Order matters for the reverse look-up: the first code wins. */
const C = COLUMN_CODES;
const COLUMN_PAGES: ReadonlyArray<readonly [code: string, path: string]> = [
  [C.home, '/'],
  [C.importantNews, '/importantNews'],
  [C.information, '/information'],
  [C.aboutUs, '/aboutUs'],
  [C.aboutBase, '/aboutUs/components/base'],
  [C.aboutSpeech, '/aboutUs/speech'],
  [C.aboutOrganization, '/aboutUs/organization'],
  [C.aboutConference, '/aboutUs/conference'],
  [C.aboutDisciplinary, '/aboutUs/disciplinary'],
  [C.aboutGroupBuilding, '/aboutUs/groupBuilding'],
  [C.aboutDisclosure, '/aboutUs/infDisclosure'],
  [C.aboutContact, CONTACT_PATH],
  [C.certification, '/service/commercial'],
  [C.services, '/service/commercial'],
  ...SERVICES.map((s) => [s.columnCode, s.path] as const),
  [C.certificationFaq, '/service/commercial/components/problem'],
  [C.exportJourney, JOURNEY_PATH],
  [C.exhibitions, '/service/exhibition'],
  [C.legalService, '/service/legal/service'],
  [C.tradeExchange, '/service/trade/exchange'],
  [C.tradeActivities, '/service/trade/activity'],
  [C.foreignTrade, '/service/trade/foreign-trade'],
  [C.chamber, '/service/coic'],
];

const PATH_BY_CODE = new Map(COLUMN_PAGES.map(([code, path]) => [code, path]));
const CODE_BY_PATH = new Map<string, string>();
for (const [code, path] of COLUMN_PAGES) if (!CODE_BY_PATH.has(path)) CODE_BY_PATH.set(path, code);

/** What a column's link needs of it (the API's Column has it; domain/ does not import api/). */
export interface LinkedColumn {
  id: string;
  columnCode: string;
  columnType: 'list' | 'page' | 'link';
  linkUrl?: string | null;
}

export interface ColumnHref {
  href: string;
  external: boolean;
}

/** Where a column's menu entry leads (a desktop path; the layout adds the mobile prefix). */
export function columnHref(column: LinkedColumn): ColumnHref {
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
