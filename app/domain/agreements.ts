// China's preferential trade agreements as the content lists them (the FTA guide's
// `agreements`), and which of them a visitor's words name: a partner (泰国), a region (东盟)
// or an agreement (RCEP, FORM E) together with a certificate word (原产地证, 产地证, 证书…).
// Pure and isomorphic: the worker's search, the import's checks and the pages read it.

import { placesIn } from './destinations.ts';

/** `fta` a free-trade agreement, `apta` the Asia-Pacific Trade Agreement, `cepa` Hong Kong's or Macao's arrangement. */
export type AgreementKind = 'fta' | 'apta' | 'cepa';
/** Who issues its certificates of origin: the council (and CCPIT), customs, both, or the partner's own body (CEPA). */
export type AgreementIssuers = 'council' | 'customs' | 'both' | 'partner';

export const AGREEMENT_KINDS: readonly AgreementKind[] = ['fta', 'apta', 'cepa'];
export const AGREEMENT_ISSUERS: readonly AgreementIssuers[] = ['council', 'customs', 'both', 'partner'];

export const ISSUER_LABELS: Readonly<Record<AgreementIssuers, string>> = {
  council: '贸促会签发',
  customs: '海关签发',
  both: '海关、贸促会均可签发',
  partner: '由港澳方签发',
};

export interface AgreementSource {
  title: string;
  /** The official page (a host on the allow-list, official-hosts.ts). */
  url: string;
  /** yyyy-MM-dd: the day the list was checked against it. */
  checked: string;
  /** What was read on that day when the official page itself could not be ("" when it was). */
  read?: string;
}

/** A partner for which the agreement came into force later than for China. */
export interface PartnerInForce {
  partner: string;
  /** yyyy-MM-dd. */
  inForce: string;
  /** The act that states it: 海关总署公告2022年第13号. */
  basis: string;
}

export interface Agreement {
  /** The agreement's full name: 中国—东盟自由贸易协定. */
  name: string;
  /** The short name a visitor types: 中国—东盟自贸协定, RCEP. */
  short: string;
  kind: AgreementKind;
  /** Its partner countries or regions, by their usual Chinese names. */
  partners: string[];
  /** A region its partners make up (东盟), or "". */
  region: string;
  /** Other names a visitor may type for it: 中国东盟, FORM E, 亚太协定. */
  aliases: string[];
  /** The certificate's name or form: FORM E, RCEP原产地证书. */
  certificate: string;
  issuers: AgreementIssuers;
  /** In force for China from (yyyy-MM-dd): the first day, and every partner's not listed in `partnerInForce`. */
  inForce: string;
  /** The partners for which it came into force later than for China, each with its day. */
  partnerInForce?: PartnerInForce[];
  /** What a visitor must know beyond the list ("" for none): what CEPA is, an upgrade pending. */
  note: string;
  source: AgreementSource;
}

/**
 * Words that ask about a certificate of origin. A destination alone (泰国) is not a
 * question about certificates; a destination with one of these is.
 */
const CERTIFICATE_WORDS = /原产地|产地证|证书|优惠证|form\s*[a-z]|\bco\b/i;

/** Whether the words ask about a certificate of origin. */
export const asksForCertificate = (keyword: string) => CERTIFICATE_WORDS.test(keyword);

/** Spaces and dashes of agreement names fold away: 中国-东盟, 中国—东盟, 中国东盟 are one name. */
const squeeze = (s: string) => s.toLowerCase().replace(/[\s\-—–－_·・]+/g, '');

/** What a keyword names of the agreements, when it asks about a certificate. */
export interface Destination {
  /** The partners, regions and agreements it names, as the content writes them. */
  named: string[];
  /** Every FTA or APTA that applies, in the content's order. */
  agreements: Agreement[];
  /** The CEPA arrangements it names (Hong Kong, Macao): answered as what they are. */
  arrangements: Agreement[];
}

/**
 * The agreements a keyword names, or null when it asks about no certificate or names no
 * partner, region or agreement. Thailand names China–ASEAN and RCEP; 东盟 names the agreements
 * that hold every ASEAN member; an agreement's own name names it alone.
 */
export function destinationOf(keyword: string, agreements: readonly Agreement[]): Destination | null {
  if (agreements.length === 0 || !asksForCertificate(keyword)) return null;
  let text = squeeze(keyword);
  const named: string[] = [];
  const chosen = new Set<Agreement>();
  // Agreements by name first, longest name first, each taken out of the text so that
  // 中国东盟 does not also read as the region 东盟.
  const names = agreements
    .flatMap((a) => [a.name, a.short, ...a.aliases].map((n) => ({ a, n: squeeze(n) })))
    .filter((x) => x.n.length > 1)
    .sort((x, y) => y.n.length - x.n.length);
  for (const { a, n } of names) {
    if (!text.includes(n)) continue;
    chosen.add(a);
    if (!named.includes(a.short)) named.push(a.short);
    text = text.split(n).join(' ');
  }
  // Regions: the agreements that hold every member.
  for (const region of new Set(agreements.map((a) => a.region).filter(Boolean))) {
    if (!text.includes(squeeze(region))) continue;
    const members = agreements.find((a) => a.region === region)?.partners ?? [];
    for (const a of agreements) if (members.every((m) => a.partners.includes(m))) chosen.add(a);
    named.push(region);
    text = text.split(squeeze(region)).join(' ');
  }
  // Partners, under any of their names (destinations.ts), longest first (印度尼西亚 before 印度).
  const partners = [...new Set(agreements.flatMap((a) => a.partners))];
  for (const partner of placesIn(text, partners).found) {
    for (const a of agreements) if (a.partners.includes(partner)) chosen.add(a);
    if (!named.includes(partner)) named.push(partner);
  }
  if (chosen.size === 0) return null;
  const inOrder = agreements.filter((a) => chosen.has(a));
  return {
    named,
    agreements: inOrder.filter((a) => a.kind !== 'cepa'),
    arrangements: inOrder.filter((a) => a.kind === 'cepa'),
  };
}

/** The day the agreement applies between China and `partner` (its own day, else the first). */
export function inForceFor(agreement: Agreement, partner: string): string {
  return agreement.partnerInForce?.find((p) => p.partner === partner)?.inForce ?? agreement.inForce;
}

/** The preferential agreements of a list (FTAs and APTA), not the CEPA arrangements. */
export const preferential = (agreements: readonly Agreement[]) => agreements.filter((a) => a.kind !== 'cepa');

/** A list read tolerantly from an API answer or a stored column: malformed entries dropped. */
export function agreementsOf(raw: unknown): Agreement[] {
  if (!Array.isArray(raw)) return [];
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const strs = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  return raw.flatMap((r): Agreement[] => {
    if (typeof r !== 'object' || r === null) return [];
    const o = r as Record<string, unknown>;
    const kind = AGREEMENT_KINDS.find((k) => k === o.kind);
    const issuers = AGREEMENT_ISSUERS.find((k) => k === o.issuers);
    const partners = strs(o.partners);
    if (!kind || !issuers || !str(o.name) || partners.length === 0) return [];
    const s = (typeof o.source === 'object' && o.source !== null ? o.source : {}) as Record<string, unknown>;
    return [
      {
        name: str(o.name),
        short: str(o.short) || str(o.name),
        kind,
        partners,
        region: str(o.region),
        aliases: strs(o.aliases),
        certificate: str(o.certificate),
        issuers,
        inForce: str(o.inForce),
        note: str(o.note),
        partnerInForce: (Array.isArray(o.partnerInForce) ? o.partnerInForce : []).flatMap((p): PartnerInForce[] => {
          const x = (typeof p === 'object' && p !== null ? p : {}) as Record<string, unknown>;
          return str(x.partner) && str(x.inForce)
            ? [{ partner: str(x.partner), inForce: str(x.inForce), basis: str(x.basis) }]
            : [];
        }),
        source: { title: str(s.title), url: str(s.url), checked: str(s.checked), read: str(s.read) },
      },
    ];
  });
}
