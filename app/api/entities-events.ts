// Decoders of the tolerant decoder for what has dates to attend: activities and trade fairs
// with their themes; a row without a usable id is dropped.

import { id, num, obj, optStr, oneOf, str } from './decode.ts';
import type { Activity, ActivityDetail, Exhibition, ExhibitionTheme } from './types.ts';

export function activity(raw: unknown): Activity | null {
  const o = obj(raw);
  const aid = o && id(o.id);
  if (!o || !aid) return null;
  return {
    id: aid,
    columnId: id(o.columnId) ?? '0',
    columnCode: str(o.columnCode),
    title: str(o.title),
    summary: optStr(o.summary),
    coverImage: optStr(o.coverImage),
    address: optStr(o.address),
    organizer: optStr(o.organizer),
    startTime: str(o.startTime),
    endTime: str(o.endTime),
    status: oneOf(o.status, ['0', '1', '2'] as const, '0'),
    signUpUrl: optStr(o.signUpUrl),
  };
}

export function activityDetail(raw: unknown): ActivityDetail | null {
  const base = activity(raw);
  const o = obj(raw);
  return base && o ? { ...base, content: str(o.content) } : null;
}

export function exhibitionTheme(raw: unknown): ExhibitionTheme | null {
  const o = obj(raw);
  const tid = o && id(o.id);
  return o && tid ? { id: tid, themeName: str(o.themeName), orderNum: num(o.orderNum) } : null;
}

export function exhibition(raw: unknown): Exhibition | null {
  const o = obj(raw);
  const eid = o && id(o.id);
  if (!o || !eid) return null;
  return {
    id: eid,
    themeId: id(o.themeId) ?? '0',
    exhibitionName: str(o.exhibitionName),
    country: str(o.country),
    city: optStr(o.city),
    venue: optStr(o.venue),
    industry: optStr(o.industry),
    organizer: optStr(o.organizer),
    contact: optStr(o.contact),
    phone: optStr(o.phone),
    startDate: str(o.startDate).slice(0, 10),
    endDate: str(o.endDate).slice(0, 10),
    registrationDeadline: optStr(o.registrationDeadline)?.slice(0, 10) || null,
    coverImage: optStr(o.coverImage),
    summary: optStr(o.summary),
    content: optStr(o.content),
    linkUrl: optStr(o.linkUrl),
  };
}
