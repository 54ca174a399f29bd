// The catalogue of services the site knows how to present (requirements §1, §12.4): the six
// certification services, mediation and arbitration, with their codes, names, columns and
// guide pages. Vocabulary, not the council's choice: which of them it offers is read from its
// content (offered-services.ts, decision 0130). FAQ types, guides, search best bets and icons
// read it. Every page's JavaScript carries it (the menu maps column codes to guide paths), so
// their one-line summaries, which only the search page's best bet shows, are apart:
// service-summaries.ts (decision 0006).

export type CertificationCode = 'origin' | 'fta' | 'certificate' | 'consular' | 'apostille' | 'ata';
export type ServiceCode = CertificationCode | 'mediation' | 'arbitration';

export interface Service {
  code: ServiceCode;
  /** The name a visitor knows it by (headings, filters, best bets). */
  name: string;
  /** The column whose page article is the service's guide. */
  columnCode: string;
  /** The guide's desktop path. */
  path: string;
  /** Whether it has certification FAQ types (AuthQuType.serviceCode). */
  certification: boolean;
}

export const SERVICES: readonly Service[] = [
  {
    code: 'origin',
    name: '原产地证书',
    columnCode: 'FW-SSRZ-YCD',
    path: '/service/commercial/origin',
    certification: true,
  },
  {
    code: 'fta',
    name: '自贸协定原产地证书',
    columnCode: 'FW-SSRZ-FTAFW',
    path: '/service/commercial/fta',
    certification: true,
  },
  {
    code: 'certificate',
    name: '商事证明书',
    columnCode: 'FW-SSRZ-SSZM',
    path: '/service/commercial/certificate',
    certification: true,
  },
  {
    code: 'consular',
    name: '领事认证',
    columnCode: 'FW-SSRZ-LSRZ',
    path: '/service/commercial/consular',
    certification: true,
  },
  {
    code: 'apostille',
    name: '海牙认证',
    columnCode: 'FW-SSRZ-HYRZ',
    path: '/service/commercial/apostille',
    certification: true,
  },
  {
    code: 'ata',
    name: 'ATA单证册',
    columnCode: 'FW-SSRZ-ATA',
    path: '/service/commercial/ata',
    certification: true,
  },
  {
    code: 'mediation',
    name: '商事调解',
    columnCode: 'FW-FLFW-SSTJ',
    path: '/service/legal/mediation',
    certification: false,
  },
  {
    code: 'arbitration',
    name: '商事仲裁',
    columnCode: 'FW-FLFW-ZC',
    path: '/service/arbitration',
    certification: false,
  },
];

export const CERTIFICATION_CODES = SERVICES.filter((s) => s.certification).map((s) => s.code) as CertificationCode[];

const BY_CODE = new Map(SERVICES.map((s) => [s.code, s]));
const BY_PATH = new Map(SERVICES.map((s) => [s.path, s]));
const BY_COLUMN = new Map(SERVICES.map((s) => [s.columnCode, s]));

export function serviceByCode(code: string | null | undefined): Service | undefined {
  return code ? BY_CODE.get(code as ServiceCode) : undefined;
}

/** The service whose guide a desktop path shows. */
export function serviceByPath(path: string): Service | undefined {
  return BY_PATH.get(path);
}

/** The service whose guide a column holds. */
export function serviceByColumnCode(code: string): Service | undefined {
  return BY_COLUMN.get(code);
}

export function isCertificationCode(code: unknown): code is CertificationCode {
  return typeof code === 'string' && (CERTIFICATION_CODES as string[]).includes(code);
}
