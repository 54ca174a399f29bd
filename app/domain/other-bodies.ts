// Numbers the site shows that are not the council's (issue 35): each with the body it belongs
// to. Wherever one appears (<PhoneText>, article bodies) the body's name follows it, so no
// visitor takes another body's line for the council's; the contact page lists them. The list
// is the facts marked `external` (content/seed/facts.json, decision 0111): a new body's number
// is added there, never marked by hand on a page.

export interface OtherBody {
  /** The number as the site writes it. */
  phone: string;
  /** The line's name: 政务服务便民热线. */
  name: string;
  /** Whose line it is. */
  owner: string;
  /** When it answers and its online channel (24小时接听；网上渠道…), or null. */
  note: string | null;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** The other body a number belongs to, or undefined when it is not listed as another body's. */
export const otherBodyOf = (number: string, bodies: readonly OtherBody[]): OtherBody | undefined =>
  bodies.find((b) => digits(b.phone) === digits(number));

/** What follows another body's number wherever it is shown. */
export const ownerMark = (body: OtherBody) => `（${body.owner}，非本会电话）`;
