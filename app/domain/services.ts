// The council's eight services that have a guide (SPEC §1): the six certification
// services, mediation and arbitration. The one place their codes, names, columns and
// guide pages are defined; FAQ types, guides, search best bets and icons read it.

export type CertificationCode = 'origin' | 'fta' | 'certificate' | 'consular' | 'apostille' | 'ata';
export type ServiceCode = CertificationCode | 'mediation' | 'arbitration';

export interface Service {
  code: ServiceCode;
  /** The name a visitor knows it by (headings, filters, best bets). */
  name: string;
  /** One line on what it is. */
  summary: string;
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
    summary: '一般原产地证书（CO）等非优惠原产地证明，证明出口货物在中国生产制造。',
    columnCode: 'FW-SSRZ-YCD',
    path: '/service/commercial/origin',
    certification: true,
  },
  {
    code: 'fta',
    name: '自贸协定原产地证书',
    summary: 'RCEP、中国—东盟等自由贸易协定项下的优惠原产地证书，进口国凭证减免关税。',
    columnCode: 'FW-SSRZ-FTAFW',
    path: '/service/commercial/fta',
    certification: true,
  },
  {
    code: 'certificate',
    name: '商事证明书',
    summary: '证明商业单据、经营事实或不可抗力事实的商事证明书及不可抗力事实性证明。',
    columnCode: 'FW-SSRZ-SSZM',
    path: '/service/commercial/certificate',
    certification: true,
  },
  {
    code: 'consular',
    name: '领事认证',
    summary: '出口商业文件经贸促会认证后，再送目的国驻华使领馆认证的代办服务。',
    columnCode: 'FW-SSRZ-LSRZ',
    path: '/service/commercial/consular',
    certification: true,
  },
  {
    code: 'apostille',
    name: '海牙认证',
    summary: '为送往《取消外国公文认证要求的公约》缔约国的商业文件签发附加证明书（Apostille）。',
    columnCode: 'FW-SSRZ-HYRZ',
    path: '/service/commercial/apostille',
    certification: true,
  },
  {
    code: 'ata',
    name: 'ATA单证册',
    summary: '货物暂准进口的海关通关文件，展品、专业设备和商业样品凭册免税临时出入境。',
    columnCode: 'FW-SSRZ-ATA',
    path: '/service/commercial/ata',
    certification: true,
  },
  {
    code: 'mediation',
    name: '商事调解',
    summary: '贸促会调解中心居中调解国际贸易、投资等商事纠纷，调解协议可申请司法确认。',
    columnCode: 'FW-FLFW-SSTJ',
    path: '/service/legal/mediation',
    certification: false,
  },
  {
    code: 'arbitration',
    name: '商事仲裁',
    summary: '经书面仲裁协议约定，由仲裁机构一裁终局解决合同及财产权益纠纷。',
    columnCode: 'FW-FLFW-ZC',
    path: '/service/arbitration',
    certification: false,
  },
];

export const SERVICE_CODES: readonly ServiceCode[] = SERVICES.map((s) => s.code);
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
