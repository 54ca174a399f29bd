// The export journey (出口办证一件事): its page article, whose `journey` field holds the
// steps as content, and where a service's guide sits in it (the guide's loader reads both).

import type { ContentApi } from '../api/client.ts';
import type { Column, Journey, JourneyStep, ReleaseDetail } from '../api/types.ts';
import { findColumnByCode } from '../domain/column-tree.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { loadPageArticle } from './page-article.ts';

/** The journey's article, or null when the content has no journey column or steps. */
export async function loadJourney(api: ContentApi, columns: readonly Column[]): Promise<ReleaseDetail | null> {
  const column = findColumnByCode(columns, COLUMN_CODES.exportJourney);
  if (!column) return null;
  const article = await loadPageArticle(api, column);
  return article?.journey ? article : null;
}

export interface JourneyPlace {
  journey: Journey;
  title: string;
  /** The step this guide is done in; null for a side path. */
  number: number | null;
  step: JourneyStep;
  prev: JourneyStep | null;
  next: JourneyStep | null;
}

/** Where the guide of `serviceCode` sits in the journey: its first step, else a side path. */
export function journeyPlace(article: ReleaseDetail | null, serviceCode: string): JourneyPlace | null {
  const journey = article?.journey;
  if (!article || !journey) return null;
  const i = journey.steps.findIndex((s) => s.services.includes(serviceCode));
  if (i >= 0) {
    const step = journey.steps[i] as JourneyStep;
    return {
      journey,
      title: article.title,
      number: i + 1,
      step,
      prev: journey.steps[i - 1] ?? null,
      next: journey.steps[i + 1] ?? null,
    };
  }
  const side = journey.sidePaths.find((s) => s.services.includes(serviceCode));
  return side ? { journey, title: article.title, number: null, step: side, prev: null, next: null } : null;
}
