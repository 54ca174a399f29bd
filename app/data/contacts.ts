// The council's contacts as the contact page gathers them, each from where it is stated: the
// departments and units from the organisation page's article, each service's hotline, hours
// and supervision lines from its guide. Nothing is restated here.

import type { ReleaseDetail } from '../api/types.ts';
import type { Service } from '../domain/services.ts';

export interface Department {
  name: string;
  duties: string;
  phone: string;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * The organisation page's departments (its table: 机构, 主要职责, 电话) and units (its list:
 * <strong>name</strong>：duties，电话number。), in the page's order.
 */
export function departmentsOf(article: ReleaseDetail | null): Department[] {
  if (!article) return [];
  const html = article.content;
  const rows = [
    ...html.matchAll(/<tr>\s*<td>([\s\S]*?)<\/td>\s*<td>([\s\S]*?)<\/td>\s*<td>([\s\S]*?)<\/td>\s*<\/tr>/g),
  ].map((m) => ({ name: plain(m[1]!), duties: plain(m[2]!), phone: plain(m[3]!) }));
  const units = [...html.matchAll(/<li>\s*<strong>([\s\S]*?)<\/strong>\s*[：:]([\s\S]*?)<\/li>/g)].flatMap((m) => {
    const text = plain(m[2]!);
    const phone = /电话[：:]?\s*([\d\s()（）+-]{7,}\d)/.exec(text);
    if (!phone) return [];
    return [
      { name: plain(m[1]!), duties: text.slice(0, phone.index).replace(/[，,；;]\s*$/, ''), phone: phone[1]!.trim() },
    ];
  });
  return [...rows, ...units];
}

export interface ServiceContact {
  name: string;
  path: string;
  hotline: string;
  /** The office hours the guide states (工作日…), or '' when it states none. */
  hours: string;
  complaintPhone: string;
}

/** A service's contact lines as its guide states them (its 咨询电话, 办理地点 hours, 监督投诉电话). */
export function serviceContact(service: Service, guide: ReleaseDetail | null): ServiceContact | null {
  const g = guide?.guide;
  if (!g?.hotline) return null;
  const hours = /(工作日[^；;。]*)/.exec(g.place ?? '')?.[1] ?? '';
  return { name: service.name, path: service.path, hotline: g.hotline, hours, complaintPhone: g.complaintPhone ?? '' };
}

/** The supervision and complaint lines the guides state, each once, split at `；`. */
export function supervisionLines(services: ServiceContact[]): string[] {
  return [...new Set(services.flatMap((s) => s.complaintPhone.split(/[；;]/).map((x) => x.trim())).filter(Boolean))];
}
