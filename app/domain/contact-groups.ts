// How the contact page groups the stored facts (decision 0112), by the first parts of a fact's
// name (phone.dept.*, phone.service.*, email.*…): apart from contact-facts.ts, which every page
// loads for its footer, so that only the contact page carries it. Pure.

import type { Fact } from './fact-refs.ts';

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
