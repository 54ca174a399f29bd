// Numbers the site shows that are not the council's (issue 35): each with the body it belongs
// to. Wherever one appears (<PhoneText>, article bodies) the body's name follows it, so no
// visitor takes another body's line for the council's; the contact page lists them. One list:
// a new body's number is added here, never marked by hand on a page.

import { IDENTITY } from '../identity.ts';

export interface OtherBody {
  /** The number as the site writes it. */
  phone: string;
  /** The line's name: 政务服务便民热线. */
  name: string;
  /** Whose line it is. */
  owner: string;
}

export const OTHER_BODIES: readonly OtherBody[] = [
  { phone: '12345', name: '政务服务便民热线', owner: `${IDENTITY.city}人民政府` },
  { phone: '12360', name: '海关服务热线', owner: '海关总署' },
];

const digits = (s: string) => s.replace(/\D/g, '');
const BY_DIGITS = new Map(OTHER_BODIES.map((b) => [digits(b.phone), b]));

/** The other body a number belongs to, or undefined when it is not listed as another body's. */
export const otherBodyOf = (number: string): OtherBody | undefined => BY_DIGITS.get(digits(number));

/** What follows another body's number wherever it is shown. */
export const ownerMark = (body: OtherBody) => `（${body.owner}，非本会电话）`;
