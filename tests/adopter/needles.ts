// What marks the example council in a crawl, read from the ORIGINAL repository (never
// literals): its identity file's names, city, English name, app names, calendar, domain and
// filing numbers and its own trace words (sites/chengzhou/site.json), its own phone numbers,
// e-mail addresses, address and hours (content/seed/facts.json), and its pictures' bytes.

import fs from 'node:fs';
import path from 'node:path';
import type { SiteIdentity } from '../../app/site-identity-type.ts';
import type { Needle } from './crawl.ts';
import type { Fact } from './mapping-table.ts';

export function exampleNeedles(root: string, siteDir: string, factsFile: string): Needle[] {
  const id = JSON.parse(fs.readFileSync(path.join(root, siteDir, 'site.json'), 'utf8')) as SiteIdentity;
  const { facts } = JSON.parse(fs.readFileSync(path.join(root, factsFile), 'utf8')) as { facts: Fact[] };
  const needles: Needle[] = [];
  const add = (text: string, what: string) => {
    if (text.trim() && !needles.some((n) => n.text === text)) needles.push({ text, what });
  };
  add(id.name, 'name');
  add(id.shortName, 'short name');
  add(id.englishName, 'English name');
  add(id.city, 'city');
  add(id.subtitle, 'subtitle');
  add(id.host, '主办单位');
  add(id.app.name, 'app name');
  add(id.app.shortName, 'app short name');
  add(id.calendar.prodid, 'calendar PRODID');
  add(id.calendar.uidDomain, 'calendar domain');
  add(id.siteCode, '网站标识码');
  add(id.icp, 'ICP 备案号');
  add(id.psb, '公安备案号');
  for (const word of id.traces) add(word, 'the example’s word (city, phone prefix, domain)');
  for (const fact of facts) {
    // Its own numbers: a national short number (12345, 12360) is every council's.
    if (fact.kind === 'phone' && fact.value.replace(/\D/g, '').length >= 7) {
      add(fact.value, `phone ${fact.name}`);
      add(fact.value.replace(/\D/g, ''), `phone ${fact.name} (digits)`);
    }
    if (fact.kind === 'email' || fact.kind === 'address' || fact.name === 'hours.office') add(fact.value, fact.name);
  }
  return needles;
}

/** The example's emblem and icons by their bytes (base64 → file name). */
export function examplePictures(root: string, siteDir: string): Map<string, string> {
  const pictures = new Map<string, string>();
  for (const file of ['emblem.svg', 'icons/favicon.ico', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon.svg'])
    pictures.set(fs.readFileSync(path.join(root, siteDir, file)).toString('base64'), file);
  return pictures;
}
