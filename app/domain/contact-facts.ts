// Which stored facts (content/seed/facts.json, decision 0111) the frame shows: the footer's
// address, switchboard, certification hotline, office hours and e-mail, and the other bodies
// whose numbers are marked as theirs (the contact page's groups: contact-groups.ts). Pure.

import type { Fact } from './fact-refs.ts';
import type { OtherBody } from './other-bodies.ts';

/** The footer's contact items: each a fact's name. */
export const FOOTER_FACTS = {
  address: 'address.office',
  phone: 'phone.switchboard',
  hotline: 'phone.hotline.certification',
  hours: 'hours.office',
  email: 'email.service',
} as const;

export type FooterContacts = { [K in keyof typeof FOOTER_FACTS]: string };

/** The footer's items from the facts ('' where a fact is missing: the footer hides it). */
export function footerContacts(facts: readonly Fact[]): FooterContacts {
  const byName = new Map(facts.map((f) => [f.name, f.value]));
  const entries = Object.entries(FOOTER_FACTS).map(([key, name]) => [key, byName.get(name) ?? '']);
  return Object.fromEntries(entries) as FooterContacts;
}

/** Other bodies' numbers (12345 …), each with its owner and what the visitor may also use. */
export function otherBodiesOf(facts: readonly Fact[]): OtherBody[] {
  return facts
    .filter((f) => f.external && f.kind === 'phone')
    .map((f) => ({ phone: f.value, name: f.label, owner: f.owner, note: f.note }));
}
