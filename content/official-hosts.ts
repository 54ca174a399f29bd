// The hosts an agreement's or the Apostille Convention's source may be on (issue 45): the
// Chinese government's (gov.cn: the Ministry of Commerce's FTA service site, the General
// Administration of Customs, the foreign ministry's consular service site, provincial foreign
// affairs offices, the embassies under china-embassy.gov.cn), the Hague Conference, the
// Convention's depositary (the Netherlands' treaty database) and the agreements' secretariats.
// A forum, a reprint or a bare IP address is none of these (decision 0116).

/** Host names allowed as they are, or (with a leading dot) any host under them. */
export const OFFICIAL_HOSTS: readonly string[] = [
  'gov.cn',
  '.gov.cn',
  'hcch.net',
  '.hcch.net',
  'verdragen.nl',
  '.verdragen.nl',
  'rcepsec.org',
  '.rcepsec.org',
  'asean.org',
  '.asean.org',
];

/** Whether a source URL is on an official host (http or https; never a bare IP address). */
export function onOfficialHost(url: string): boolean {
  let host: string;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    host = u.hostname.toLowerCase();
  } catch {
    return false;
  }
  return OFFICIAL_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) : host === h));
}
