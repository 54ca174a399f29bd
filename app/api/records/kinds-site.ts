// The definitions of the site's frame and its helpers: adverts, hot words, the certification
// FAQ, the catalogue of services and forms, search synonyms, and the contact facts. Each field once, with what it
// means (the generated field lists in docs/api.md and content/README.md).

import { FACT_KINDS } from '../../domain/fact-refs.ts';
import { CERTIFICATION_CODES } from '../../domain/services.ts';
import { flag, html, id, int, json, name, oneOf, opt, ref, req, text, time } from './field.ts';

export const AD_POSITIONS = ['home-banner', 'home-middle', 'sidebar', 'mobile-banner'] as const;

export const advertisingFields = {
  /** The advert's id. */
  id: id(),
  /** Its words, shown as HTML text over its picture (which carries none). */
  title: name(),
  /** A second line of words. */
  subTitle: text(),
  /** The picture. */
  imageUrl: name(),
  /** Where it leads. */
  linkUrl: text(),
  /** `home-banner`, `home-middle`, `sidebar` or `mobile-banner`. */
  position: oneOf(AD_POSITIONS, { unknownAs: 'sidebar' }),
  /** Its place among the adverts of its position. */
  orderNum: int(),
  /** Shown from then, `yyyy-MM-dd HH:mm:ss`; absent or null: no bound. */
  startTime: opt(time()),
  /** Shown until then; absent or null: no bound. */
  endTime: opt(time({ notBefore: ['startTime'] })),
};

export const hotWordFields = {
  /** The hot word's id. */
  id: id(),
  /** The column it is offered in; "0": the whole site. */
  columnId: ref('columns', true),
  /** The word. */
  word: name(),
  /** Its place in the row. */
  orderNum: int(),
};

export const authQuTypeFields = {
  /** The FAQ category's id. */
  id: id(),
  /** Its name. */
  typeName: name(),
  /** The certification service it belongs to (origin, fta, certificate, consular, apostille, ata). */
  serviceCode: oneOf(CERTIFICATION_CODES, { unknownAs: 'origin' }),
  /** Its place among the categories. */
  orderNum: int(),
};

export const authQuFields = {
  /** The question's id. */
  id: id(),
  /** Its category. */
  typeId: ref('authQuTypes'),
  /** The question as visitors ask it. */
  question: name(),
  /** The answer: the editor's HTML. */
  answer: html(),
  /** Its place in its category. */
  orderNum: int(),
};

export const catalogueFields = {
  /** The entry's id. */
  id: id(),
  /** Its parent entry; "0": top level. */
  parentId: ref('catalogue', true),
  /** Its name. */
  catalogueName: name(),
  /** Its code. */
  catalogueCode: name(),
  /** A sentence on it. */
  summary: text(),
  /** Its icon's name. */
  icon: text(),
  /** Where it leads (a service's guide). */
  linkUrl: text(),
  /** A form to download (`/files/…`): search lists it among the forms. */
  fileUrl: text(),
  /** Its place among its siblings. */
  orderNum: int(),
};

export const synonymFields = {
  /** The group's id. */
  id: id(),
  /** The word. */
  word: name(),
  /** Words a visitor may use for the same thing (string[]). */
  variants: req(json<string[]>('variants', { fallback: '[]' })),
  /** What the words name: `service:<code>` (that guide, shown as the best bet) or `faq:<id>`. */
  target: text({ check: 'synonymTarget' }),
};

export const factFields = {
  /** The fact's id. */
  id: id(),
  /** Its name, as prose refers to it (`{{fact:phone.hotline.certification}}`): unique, `[a-z0-9][a-z0-9._-]*`. */
  name: name({ check: 'factName' }),
  /** `phone`, `email`, `address`, `hours` or `url`: what its value must look like. */
  kind: oneOf(FACT_KINDS, { unknownAs: 'phone' }),
  /** What the site shows: `010-6601 2345`. */
  value: name(),
  /** What it is, in Chinese (认证服务热线): the contact page lists the value under it. */
  label: name(),
  /** Whose it is: the department or unit, or the other body (the city's 人民政府 for 12345) for theirs. */
  owner: name(),
  /** What a visitor also needs: an e-mail's reply time, a line's hours, an online channel. */
  note: text(),
  /** "1": another body's (12345), shown with its owner and never as the council's. */
  external: opt(flag({ fallback: 0 })),
  /** Its place among the facts of its group on the contact page. */
  orderNum: int(),
};
