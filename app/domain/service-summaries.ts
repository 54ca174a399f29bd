// One line on what each service is (services.ts), for the search page's best bet: apart from
// the services table, which every page loads, so that only that page carries them.

import type { ServiceCode } from './services.ts';

export const SERVICE_SUMMARIES: Readonly<Record<ServiceCode, string>> = {
  origin: '一般原产地证书（CO）等非优惠原产地证明，证明出口货物在中国生产制造。',
  fta: 'RCEP、中国—东盟等自由贸易协定项下的优惠原产地证书，进口国凭证减免关税。',
  certificate: '证明商业单据、经营事实或不可抗力事实的商事证明书及不可抗力事实性证明。',
  consular: '出口商业文件经贸促会认证后，再送目的国驻华使领馆认证的代办服务。',
  apostille: '为送往《取消外国公文书认证要求的公约》缔约国的商业文件签发附加证明书（Apostille）。',
  ata: '货物暂准进口的海关通关文件，展品、专业设备和商业样品凭册免税临时出入境。',
  mediation: '贸促会调解中心居中调解国际贸易、投资等商事纠纷，调解协议可申请司法确认。',
  arbitration: '经书面仲裁协议约定，由仲裁机构一裁终局解决合同及财产权益纠纷。',
};
