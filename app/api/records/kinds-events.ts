// The definitions of what has dates to attend: activities, fairs abroad and their themes. Each
// field once, with what it means (the generated field lists in docs/api.md and content/README.md).

import { FAIR_MAILBOX, SUBMIT_CHANNELS } from '../../domain/fairs.ts';
import { clock, date, html, id, int, name, oneOf, opt, ref, text, time } from './field.ts';
import { SUMMARY_MAX, TITLE_MAX } from './kinds-articles.ts';

export const activityFields = {
  /** The activity's id. */
  id: id(),
  /** The column it is listed in. */
  columnId: ref('columns'),
  /** Its title. */
  title: name({ maxLength: TITLE_MAX }),
  /** One or two sentences for lists. */
  summary: text({ maxLength: SUMMARY_MAX }),
  /** The editor's HTML. */
  content: opt(html({ fallback: '', wire: 'detail' })),
  /** A picture for lists and sharing. */
  coverImage: text(),
  /** Where it takes place. */
  address: text(),
  /** 主办单位. */
  organizer: text(),
  /** When it starts, `yyyy-MM-dd HH:mm:ss` (Beijing). */
  startTime: time(),
  /** When it ends; not before it starts. The API's `status` (0 upcoming, 1 in progress, 2 ended) follows the two. */
  endTime: time({ notBefore: ['startTime'] }),
  /** Where to sign up. */
  signUpUrl: text(),
};

export const exhibitionThemeFields = {
  /** The theme's id. */
  id: id(),
  /** Its name (机械装备, 消费品…). */
  themeName: name(),
  /** Its place in the fairs page's row of themes. */
  orderNum: int(),
};

export const exhibitionFields = {
  /** The fair's id. */
  id: id(),
  /** Its theme. */
  themeId: ref('exhibitionThemes'),
  /** The fair's name. */
  exhibitionName: name({ maxLength: TITLE_MAX }),
  /** The country it is held in. */
  country: name(),
  /** The city. */
  city: text(),
  /** The venue. */
  venue: text(),
  /** The trades it shows. */
  industry: text(),
  /** 主办单位. */
  organizer: text(),
  /** Who to ask at the council. */
  contact: text(),
  /** Their number. */
  phone: text(),
  /** The first day, `yyyy-MM-dd`. */
  startDate: date(),
  /** The last day; not before the first, nor before registration closes. */
  endDate: date({ notBefore: ['startDate', 'registrationDeadline'] }),
  /**
   * The last day the council takes registrations, `yyyy-MM-dd`, not after the fair ends; absent
   * or null: open until the day before it starts (decision 0043).
   */
  registrationDeadline: opt(date()),
  /**
   * The time on that day when registration closes, `HH:mm` (Beijing); absent or null: at the
   * day's end. The fair's status turns 已截止 at that minute (decision 0119).
   */
  registrationCloseTime: opt(clock()),
  /**
   * How the registration form must arrive: `email`, `post` (by post or in person, to an
   * address) or `online` (a form on the web); absent: `email`.
   */
  submitBy: opt(oneOf(SUBMIT_CHANNELS, { unknownAs: 'email', fallback: 'email' })),
  /**
   * Where it goes: for `email` the address (as a fact reference, `{{fact:email.exhibition}}`),
   * for `post` the postal address and office, for `online` the form's `https://` URL; absent:
   * the exhibition department's mailbox, as the registration form itself says.
   */
  submitTo: opt(name({ fallback: FAIR_MAILBOX })),
  /** A picture for the card. */
  coverImage: text(),
  /** One or two sentences for the card. */
  summary: text({ maxLength: SUMMARY_MAX }),
  /** The editor's HTML. */
  content: text(),
  /** The fair's own site. */
  linkUrl: text(),
};
