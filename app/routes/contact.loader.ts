// The data of /contact (contact.tsx): every stored contact fact (decision 0112), grouped for
// the page; the content service caches the list per content generation like any other answer.

import type { LoaderFunctionArgs } from 'react-router';
import { apiContext } from '../context.ts';
import { contactGroups } from '../domain/contact-groups.ts';

export async function loader({ context }: LoaderFunctionArgs) {
  const facts = await context.get(apiContext).listFact();
  return { groups: contactGroups(facts) };
}
