// Which stored facts (content/seed/facts.json, decision 0111) the frame shows: the footer's
// address, switchboard, certification hotline, office hours and e-mail, and the other bodies
// whose numbers are marked as theirs; and how the contact page groups them, by the first parts
// of a fact's name (phone.dept.*, phone.service.*, email.*…). Pure.

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

/** The contact page's groups, in its order; a fact belongs to the first whose test its name passes. */
export const CONTACT_GROUPS = [
  {
    key: 'council',
    title: '本会地址、总机和办公时间',
    test: /^(address\.|hours\.office$|phone\.switchboard$|phone\.hotline\.)/,
  },
  { key: 'services', title: '业务咨询电话', test: /^phone\.(service|point)\./ },
  { key: 'departments', title: '部门及直属单位电话', test: /^phone\.(dept|unit|fax)\./ },
  { key: 'supervision', title: '监督投诉电话', test: /^phone\.supervision\./ },
  { key: 'email', title: '电子邮箱及回复时间', test: /^email\./ },
  { key: 'online', title: '网上办理（非办公时间可提交）', test: /^hours\.online-filing\./ },
  { key: 'others', title: '其他机构电话（非本会电话）', test: /^phone\.other\./ },
] as const;

export type ContactGroupKey = (typeof CONTACT_GROUPS)[number]['key'];

/** The facts by contact-page group, each fact once; a fact no group takes is left out. */
export function contactGroups(facts: readonly Fact[]): Array<{ key: ContactGroupKey; title: string; facts: Fact[] }> {
  const taken = new Set<string>();
  return CONTACT_GROUPS.map((g) => {
    const mine = facts.filter((f) => !taken.has(f.name) && g.test.test(f.name));
    for (const f of mine) taken.add(f.name);
    return { key: g.key, title: g.title, facts: mine };
  }).filter((g) => g.facts.length > 0);
}
