// The data of the certification FAQ (problem.tsx): the types, and the page of questions for
// the service, type and keyword asked; on the browser it loads with a navigation, never
// with the first view. A keyword is searched with the site's search (its segmentation,
// synonyms, typo correction and whole questions), limited to the questions of the chosen
// service and category (issue 35); the chosen category decides the service, so the filters
// shown are always the ones the list answers.

import { LegalisationBox } from '../components/destination-parts.tsx';
import type { LoaderFunctionArgs } from 'react-router';
import type { AuthQu } from '../api/types.ts';
import { apiContext } from '../context.ts';
import { allRows, loadPage } from '../data/all-pages.ts';
import { resolveColumn } from '../data/columns.ts';
import { offeredServices } from '../domain/offered-services.ts';
import type { CertificationCode } from '../domain/services.ts';
import { pageNotFound } from '../lib/http-errors.ts';
import { readKeyword } from '../lib/keyword.ts';
import { clampPage, pageCount, readPaging } from '../lib/pagination.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { columns, trail, column } = await resolveColumn(context, request, undefined);
  // The certification services the council offers (issue 48): the filters, and the only codes asked for.
  const offered = offeredServices(columns)
    .filter((s) => s.certification)
    .map((s) => s.code as CertificationCode);
  const askedService = url.searchParams.get('service');
  const serviceParam = offered.find((s) => s === askedService);
  // A service code that names no service offered is no page (the worker tells an unknown one apart first: knownMissing).
  if (askedService && !serviceParam) throw pageNotFound(url.pathname);
  const typeParam = url.searchParams.get('type') ?? '';
  const keyword = readKeyword(url);
  const { page, size } = readPaging(url);
  const asked = /^\d+$/.test(typeParam) ? typeParam : undefined;
  const questionsOf = (typeId: string | undefined, service: CertificationCode | undefined) =>
    loadPage((p) => api.listAuthQu({ typeId, serviceCode: typeId ? undefined : service, ...p }), page, size);
  // Without a keyword, the types and the page as asked are read together (one round trip,
  // decision 0026); asked otherwise than it is answered, the page is read again.
  const [allTypes, asIs] = await Promise.all([
    api.listAuthQuType(),
    keyword ? null : questionsOf(asked, asked ? undefined : serviceParam),
  ]);
  // Categories of a service not offered are not shown (content left behind by its removal).
  const types = allTypes.filter((t) => offered.includes(t.serviceCode));
  // A category of another service than the one chosen is dropped (the service was changed
  // after it); a category alone chooses its service. A category that does not exist is ignored.
  const askedType = types.find((t) => t.id === asked);
  const type = askedType && (!serviceParam || askedType.serviceCode === serviceParam) ? askedType : undefined;
  const service = (type?.serviceCode as CertificationCode | undefined) ?? serviceParam;
  const filters = { column, trail, offered, types, service, typeId: type?.id, keyword, size };

  if (!keyword) {
    const list = asIs && type?.id === asked ? asIs : await questionsOf(type?.id, service);
    return {
      ...filters,
      total: list.total,
      page: list.page,
      questions: list.rows,
      corrected: null,
      legalisation: null,
    };
  }

  const ask = (pageNum: number) =>
    api.search({ keyword, type: 'faq', service, category: type?.id, pageNum, pageSize: size });
  const [first, all] = await Promise.all([
    ask(page),
    allRows((p) => api.listAuthQu({ typeId: type?.id, serviceCode: type ? undefined : service, ...p })),
  ]);
  const current = clampPage(page, pageCount(first.total, size));
  const result = current === page ? first : await ask(current);
  const byId = new Map(all.map((q) => [q.id, q]));
  // A hit whose question is not among those read (a store that ignored the filter) still
  // shows, with the search's own text.
  const questions = result.rows
    .filter((h) => h.type === 'faq')
    .map(
      (h): AuthQu =>
        byId.get(h.id) ?? {
          id: h.id,
          typeId: type?.id ?? '0',
          question: h.title.replace(/<\/?mark>/g, ''),
          answer: `<p>${h.snippet}</p>`,
          orderNum: 0,
        },
    );
  // A question naming a country with a legalisation word is answered for it, as the site search does.
  const legalisation = result.legalisation;
  if (legalisation) await LegalisationBox.preload();
  return { ...filters, total: result.total, page: current, questions, corrected: result.corrected, legalisation };
}
