// schema.org GovernmentService for a service guide and FAQPage for questions shown, typed
// with schema-dts: only what the page itself shows (its 办理地点和时间, 收费标准, online start link).

import type { FAQPage, GovernmentService, OpeningHoursSpecification } from 'schema-dts';
import type { AuthQu, GuideSections } from '../api/types.ts';
import { stripHtml } from '../lib/html.ts';

/** `工作日上午8:30—12:00，下午13:30—17:00` as opening hours, Monday to Friday; none when the text says otherwise. */
export function workdayHours(place: string | null): OpeningHoursSpecification[] {
  const spans =
    /工作日上午(\d{1,2}:\d{2})\s*[—–-]\s*(\d{1,2}:\d{2})，下午(\d{1,2}:\d{2})\s*[—–-]\s*(\d{1,2}:\d{2})/.exec(
      place ?? '',
    );
  if (!spans) return [];
  const pad = (t: string) => t.padStart(5, '0');
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
  return [
    [spans[1]!, spans[2]!],
    [spans[3]!, spans[4]!],
  ].map(([opens, closes]) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((d) => `https://schema.org/${d}` as const),
    opens: pad(opens!),
    closes: pad(closes!),
  }));
}

interface GuideFacts {
  name: string;
  url: string;
  description?: string | null;
  guide: GuideSections | null;
  provider: { name: string; url: string };
  area: string;
}

export function governmentService({ name, url, description, guide, provider, area }: GuideFacts): GovernmentService {
  const hours = workdayHours(guide?.place ?? null);
  return {
    '@type': 'GovernmentService',
    name,
    url,
    ...(description ? { description } : {}),
    provider: { '@type': 'Organization', name: provider.name, url: provider.url },
    areaServed: { '@type': 'AdministrativeArea', name: area },
    ...(guide?.onlineUrl ? { serviceUrl: guide.onlineUrl } : {}),
    ...(guide?.place || guide?.hotline
      ? {
          availableChannel: {
            '@type': 'ServiceChannel',
            ...(guide.onlineUrl ? { serviceUrl: guide.onlineUrl } : {}),
            ...(guide.place ? { serviceLocation: { '@type': 'Place', name: guide.place, address: guide.place } } : {}),
            ...(guide.hotline ? { servicePhone: { '@type': 'ContactPoint', telephone: guide.hotline } } : {}),
            ...(hours.length ? { hoursAvailable: hours } : {}),
          },
        }
      : {}),
    ...(guide?.fees ? { offers: { '@type': 'Offer', description: guide.fees.text } } : {}),
  };
}

export function faqPage(questions: AuthQu[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: stripHtml(q.answer) },
    })),
  };
}
