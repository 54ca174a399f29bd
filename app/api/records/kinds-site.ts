// The definitions of the site's frame and its helpers: adverts, hot words, the certification
// FAQ, the catalogue of services and forms, and search synonyms. Each field once, with what it
// means (the generated field lists in docs/api.md and content/README.md).

import { CERTIFICATION_CODES } from '../../domain/services.ts';
import { html, id, int, json, name, oneOf, opt, ref, req, text, time } from './field.ts';

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
