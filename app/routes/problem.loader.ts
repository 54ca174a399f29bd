// The data of the certification FAQ (problem.tsx): the types, and the page of questions for
// the service, type and keyword asked; on the browser it loads with a navigation, never
// with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { loadPage } from '../data/all-pages.ts';
import { resolveColumn } from '../data/columns.ts';
import { CERTIFICATION_CODES } from '../domain/services.ts';
import { pageNotFound } from '../lib/http-errors.ts';
import { readKeyword } from '../lib/keyword.ts';
import { readPaging } from '../lib/pagination.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { trail, column } = await resolveColumn(context, request, undefined);
  const askedService = url.searchParams.get('service');
  const service = CERTIFICATION_CODES.find((s) => s === askedService);
  // A service code that names no service is no page (the worker tells it apart first: knownMissing).
  if (askedService && !service) throw pageNotFound(url.pathname);
  const typeParam = url.searchParams.get('type') ?? '';
  const keyword = readKeyword(url);
  const { page, size } = readPaging(url);
  // One type, one service (the store lays its categories end to end) or every type is one
  // plain page of the call, asked together with the types (one round trip, decision 0026).
  const questionsOf = (typeId: string | undefined) =>
    loadPage(
      (p) => api.listAuthQu({ typeId, serviceCode: typeId ? undefined : service, question: keyword, ...p }),
      page,
      size,
    );
  const asked = /^\d+$/.test(typeParam) ? typeParam : undefined;
  const [types, first] = await Promise.all([api.listAuthQuType(), questionsOf(asked)]);
  const type = types.find((t) => t.id === asked);
  // A type that does not exist is ignored, as if none were asked.
  const { total, page: current, rows } = asked && !type ? await questionsOf(undefined) : first;
  return { column, trail, types, service, typeId: type?.id, keyword, total, page: current, size, questions: rows };
}
