// The data of /contact (contact.tsx): the organisation page's article (departments, units)
// and each service's guide (hotline, hours, supervision lines); the council's address, main
// numbers and hours come from configuration through the root. A missing article or guide
// leaves its part out rather than failing the page.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { siteColumns } from '../data/columns.ts';
import { departmentsOf, serviceContact, supervisionLines } from '../data/contacts.ts';
import { optional } from '../data/optional.ts';
import { loadPageArticle } from '../data/page-article.ts';
import { COLUMN_CODES } from '../domain/column-codes.ts';
import { offeredServices } from '../domain/offered-services.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const api = context.get(apiContext);
  const columns = await siteColumns(context);
  const article = (code: string) => {
    const column = columns.find((c) => c.columnCode === code);
    return column ? optional(loadPageArticle(api, column), null) : Promise.resolve(null);
  };
  // The services the council offers (decision 0130): their guides give the hotlines.
  const offered = offeredServices(columns);
  const [organisation, ...guides] = await Promise.all([
    article(COLUMN_CODES.aboutOrganization),
    ...offered.map((s) => article(s.columnCode)),
  ]);
  const services = offered.flatMap((s, i) => serviceContact(s, guides[i] ?? null) ?? []);
  return {
    departments: departmentsOf(organisation),
    services,
    supervision: supervisionLines(services),
  };
}
