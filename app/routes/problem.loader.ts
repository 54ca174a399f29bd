// The data of the certification FAQ (problem.tsx): the types, and the page of questions for
// the service, type and keyword asked; on the browser it loads with a navigation, never
// with the first view.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { loadPage } from '../data/all-pages.ts';
import { resolveColumn } from '../data/columns.ts';
import { loadFaqPage } from '../data/faq.ts';
import { CERTIFICATION_CODES } from '../domain/services.ts';
import { readKeyword } from '../lib/keyword.ts';
import { readPaging } from '../lib/pagination.ts';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const { trail, column } = await resolveColumn(api, request, undefined);
  const types = await api.listAuthQuType();
  const service = CERTIFICATION_CODES.find((s) => s === url.searchParams.get('service'));
  const typeParam = url.searchParams.get('type') ?? '';
  const type = types.find((t) => t.id === typeParam);
  const keyword = readKeyword(url);
  const { page, size } = readPaging(url);
  // One type, or every type (the store orders them by category already) is one plain page of
  // the call; a service's types are laid end to end by their counts (API.md has no service filter).
  const {
    total,
    page: current,
    rows,
  } = service && !type
    ? await loadFaqPage(
        api,
        types.filter((t) => t.serviceCode === service).map((t) => t.id),
        keyword,
        page,
        size,
      )
    : await loadPage((p) => api.listAuthQu({ typeId: type?.id, question: keyword, ...p }), page, size);
  return { column, trail, types, service, typeId: type?.id, keyword, total, page: current, size, questions: rows };
}
